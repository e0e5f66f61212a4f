import { useTranslation } from '../lib/i18n';
import type { Order } from '@app/contract';
import { ChevronRightIcon } from './icons';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';

/** The guest's own open orders (newest first) and their live status, one tap from the history. */
export function ActiveOrderBar({ orders, onOpen }: { orders: readonly Order[]; onOpen: () => void }) {
  const { t } = useTranslation('diner');
  if (orders.length === 0) return null;
  return (
    <ul className="mx-auto max-w-6xl space-y-2 px-3 pt-4 sm:px-6" aria-label={t('activeOrder.list')}>
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            onClick={onOpen}
            className="flex w-full items-center gap-3 rounded-2xl bg-white px-4 py-3 text-left shadow-sm ring-1 ring-brand-200 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            data-testid="active-order"
            data-order-id={order.id}
          >
            <span className="relative flex size-2.5 shrink-0" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-500 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-brand-600" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-stone-900">{t('activeOrder.label', { id: order.id })}</span>
              <span className="text-xs text-stone-600">{t('activeOrder.view')}</span>
            </span>
            <OrderStatusBadge ns="diner" status={order.status} />
            <ChevronRightIcon className="size-5 shrink-0 text-stone-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}
