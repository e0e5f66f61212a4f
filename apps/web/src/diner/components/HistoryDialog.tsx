import { useTranslation } from '../lib/i18n';
import type { Order } from '@app/contract';
import { Spinner } from '../../ui/Spinner';
import { mergeLinesByName, orderItemCount, orderTotal } from '../lib/merge-lines';
import type { OrdersLoad } from '../hooks/useTableOrders';
import { ReceiptIcon, RefreshIcon } from './icons';
import { Modal } from './Modal';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { LineOptions } from './LineOptions';

interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  tableNumber: string;
  orders: Order[];
  load: OrdersLoad;
  keyProblem: boolean;
  onRefresh: () => void;
  formatPrice: (amount: number) => string;
  formatDateTime: (iso: string) => string;
}

/** 'Lịch sử đơn hàng': the table's orders of the current visit, live. */
export function HistoryDialog(props: HistoryDialogProps) {
  const { t } = useTranslation('diner');
  const { orders, load } = props;
  const refreshing = load === 'loading';

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('history.title')}
      subtitle={t('history.table', { number: props.tableNumber })}
      size="lg"
      maxHeight="max-h-[80vh]"
      testId="history-dialog"
      headerActions={
        <button
          type="button"
          onClick={props.onRefresh}
          aria-label={t('history.refresh')}
          title={t('history.refresh')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <RefreshIcon className={refreshing ? 'size-5 animate-spin' : 'size-5'} />
        </button>
      }
    >
      <div className="px-4 py-4 sm:px-5" aria-live="polite">
        {load === 'loading' && orders.length === 0 ? (
          <div className="flex items-center justify-center gap-2 py-12 text-stone-600">
            <Spinner size="md" className="text-brand-700" />
            <span>{t('history.loading')}</span>
          </div>
        ) : props.keyProblem ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="alert">
            {t('errors.tableKey')}
          </p>
        ) : load === 'error' ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200" role="alert">
            {t('history.error')}
          </p>
        ) : orders.length === 0 ? (
          <div className="flex flex-col items-center py-12 text-center">
            <span className="mb-3 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ReceiptIcon className="size-7" />
            </span>
            <p className="font-semibold text-stone-900">{t('history.empty')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('history.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} formatPrice={props.formatPrice} formatDateTime={props.formatDateTime} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-center text-xs text-stone-500">{t('history.sessionNote')}</p>
          </>
        )}
      </div>
    </Modal>
  );
}

function OrderCard({ order, formatPrice, formatDateTime }: { order: Order; formatPrice: (n: number) => string; formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation('diner');
  const lines = mergeLinesByName(order.orderItems ?? []);
  const count = orderItemCount(order);

  return (
    <article className="overflow-hidden rounded-2xl ring-1 ring-stone-200" data-testid="history-order" data-order-id={order.id}>
      <header className="flex flex-wrap items-start justify-between gap-2 bg-stone-50 px-4 py-3">
        <div>
          <h3 className="font-semibold text-stone-900">{t('history.order', { id: order.id })}</h3>
          <p className="text-sm text-stone-600">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          {order.customerName?.trim() && <p className="text-sm text-stone-700">{t('history.customer', { name: order.customerName })}</p>}
        </div>
        <div className="text-right">
          <OrderStatusBadge ns="diner" status={order.status} />
          <p className="mt-1 text-base font-bold text-brand-800">{formatPrice(orderTotal(order))}</p>
          <p className="text-xs text-stone-600">{t('history.items', { count })}</p>
        </div>
      </header>
      <div className="px-4 py-3">
        <h4 className="mb-1.5 text-sm font-semibold text-stone-800">{t('history.details')}</h4>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-left text-xs text-stone-600">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('history.colDish')}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {t('history.colPrice')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('history.colTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={[line.productName, ...line.options].join('|')} className="border-b border-stone-100 last:border-0">
                <td className="py-1.5 pr-2 text-stone-900">
                  {line.productName} <span className="font-semibold text-stone-600">x{line.quantity}</span>
                  <LineOptions names={line.options} className="text-xs text-stone-600" />
                </td>
                <td className="py-1.5 pr-2 text-right whitespace-nowrap text-stone-700">{formatPrice(line.price)}</td>
                <td className="py-1.5 text-right font-semibold whitespace-nowrap text-stone-900">{formatPrice(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.specialRequests?.trim() && (
          <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200 ring-inset">
            <p className="font-semibold text-amber-900">{t('history.special')}</p>
            <p className="whitespace-pre-line text-stone-800">{order.specialRequests}</p>
          </div>
        )}
      </div>
    </article>
  );
}
