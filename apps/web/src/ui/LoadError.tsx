import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';

interface LoadErrorProps {
  /** The text for the failed load. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failed load, inline where the data would be, with a retry button. */
export function LoadError({ message, onRetry, retrying, className }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800', className)}>
      <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-medium">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
