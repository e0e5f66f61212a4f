import { useTranslation } from '../lib/i18n';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { BellIcon } from './icons';

interface CallWaiterButtonProps {
  onCall: () => void;
  sending: boolean;
  locked: boolean;
  secondsLeft: number;
  /** 1 right after a call, down to 0 when calling is possible again. */
  progress: number;
  /** Lifted above the phone's cart bar when that is showing. */
  raised: boolean;
}

const RING = 2 * Math.PI * 26;

/** The floating 'Gọi phục vụ' button: locked for 30 s after a call, with the seconds left on it. */
export function CallWaiterButton({ onCall, sending, locked, secondsLeft, progress, raised }: CallWaiterButtonProps) {
  const { t } = useTranslation('diner');
  const label = locked ? t('serviceCall.locked', { seconds: secondsLeft }) : sending ? t('serviceCall.sending') : t('serviceCall.button');

  return (
    <button
      type="button"
      onClick={onCall}
      disabled={locked || sending}
      title={t('serviceCall.button')}
      aria-label={label}
      data-testid="call-waiter"
      className={cn(
        'fixed right-4 z-30 inline-flex size-15 items-center justify-center rounded-full shadow-lg transition-all focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300',
        raised ? 'bottom-24 sm:bottom-6' : 'bottom-6',
        locked || sending ? 'cursor-not-allowed bg-stone-200 text-stone-700' : 'bg-brand-700 text-white hover:bg-brand-800 active:scale-95',
      )}
    >
      {sending ? (
        <Spinner size="md" />
      ) : locked ? (
        <>
          <svg className="absolute inset-0 -rotate-90" viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="4" />
            <circle
              cx="32"
              cy="32"
              r="26"
              fill="none"
              stroke="#b45309"
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray={RING}
              strokeDashoffset={RING * (1 - progress)}
              className="transition-[stroke-dashoffset] duration-1000 ease-linear"
            />
          </svg>
          <span className="text-lg font-bold tabular-nums" data-testid="call-waiter-countdown" aria-hidden="true">
            {secondsLeft}
          </span>
        </>
      ) : (
        <BellIcon className="size-7" />
      )}
    </button>
  );
}
