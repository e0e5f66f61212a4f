import { cn } from './cn';

interface SpinnerProps {
  /** Accessible text; when omitted the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const svg = (
    <svg className={cn('animate-spin', SIZES[size], className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for whole screens and panels that are loading. */
export function LoadingScreen({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 text-zinc-600', fullScreen ? 'min-h-dvh bg-zinc-50' : 'min-h-48 py-12')}
    >
      <Spinner size="lg" className="text-brand-700" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
