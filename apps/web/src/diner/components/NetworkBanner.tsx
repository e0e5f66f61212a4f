import { useTranslation } from '../lib/i18n';
import { Spinner } from '../../ui/Spinner';
import { WifiOffIcon } from './icons';

/**
 * Says when the page works without a network (the menu comes from the last visit) and what
 * happens to an order that waits for it: waiting, then sending. Nothing when all is well.
 */
export function NetworkBanner({ online, pending, sending }: { online: boolean; pending: boolean; sending: boolean }) {
  const { t } = useTranslation('diner');
  const text = sending ? t('offline.sending') : !online ? t('offline.banner') : pending ? t('offline.pending') : null;
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-3 empty:hidden sm:px-6" data-testid="network-status">
      {text && (
        <p
          className="mt-3 flex items-start gap-2.5 rounded-2xl bg-stone-800 px-4 py-3 text-sm font-medium text-white shadow-sm"
          data-testid={sending ? 'order-sending' : !online ? 'offline-banner' : 'order-pending'}
        >
          {sending ? <Spinner size="sm" className="mt-0.5 shrink-0" /> : <WifiOffIcon className="mt-0.5 size-4 shrink-0" />}
          <span>{text}</span>
        </p>
      )}
    </div>
  );
}
