import { useTranslation } from '../lib/i18n';
import { cn } from '../../ui/cn';
import { isKnownStatus, statusTone } from '../lib/order-status';

/** Diner labels and colours of each status; an unknown status shows as it came, in grey. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('diner');
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset', statusTone(status), className)}
      data-testid="order-status"
      data-status={status}
    >
      {isKnownStatus(status) ? t(`status.${status}`) : status}
    </span>
  );
}
