import { focusRing } from './Button';
import { cn } from './cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name when no visible label points at the switch. */
  label?: string;
  id?: string;
  disabled?: boolean;
  /** Shows the switch as busy (e.g. while the change is being saved). */
  busy?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  'aria-describedby'?: string;
}

const TRACK = { sm: 'h-5 w-9', md: 'h-6 w-11' } as const;
const THUMB = { sm: 'size-4 data-[on=true]:translate-x-4', md: 'size-5 data-[on=true]:translate-x-5' } as const;

/** An on/off toggle (role="switch"), for flags that take effect immediately such as "featured" or "sold out". */
export function Switch({ checked, onCheckedChange, label, id, disabled, busy, size = 'md', className, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-describedby={rest['aria-describedby']}
      disabled={disabled || busy}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex shrink-0 items-center rounded-full p-0.5 transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-brand-700' : 'bg-zinc-400',
        TRACK[size],
        focusRing,
        className,
      )}
    >
      <span
        data-on={checked}
        className={cn('pointer-events-none block rounded-full bg-white shadow-sm transition-transform', THUMB[size])}
        aria-hidden="true"
      />
    </button>
  );
}
