import type { Order } from '@app/contract';
import { Banknote, Pencil, ReceiptText } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/Dialog';
import { LoadingScreen } from '../../../ui/Spinner';
import { useCan } from '../../session/session-context';
import { StaffBillDialog } from '../bill/StaffBillDialog';
import { mergeItemsByName } from './merge-items';
import { useOrder } from './orders.api';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge';
import { StatusSelect } from './StatusSelect';
import { useOrderActions } from './use-order-actions';

interface OrderDetailDialogProps {
  orderId: number | null;
  onClose: () => void;
  onEdit?: (order: Order) => void;
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-zinc-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** Every field of an order, live, with status, payment and per-dish completion. */
export function OrderDetailDialog({ orderId, onClose, onEdit }: OrderDetailDialogProps) {
  const { t } = useTranslation(['orders', 'bill']);
  const { data: order, error, isPending } = useOrder(orderId);
  const actions = useOrderActions();
  const canUpdate = useCan('orders.updateStatus');
  const canPay = useCan('orders.confirmPayment');
  const canComplete = useCan('orders.completeItems');
  const canEdit = useCan('orders.edit');
  /** The table's running bill, opened from this order (the table card has the same). */
  const [billOpen, setBillOpen] = useState(false);

  // Deleted meanwhile (another device, or delete-all): say so and close instead of showing an error box.
  const gone = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!gone) return;
    toast.error(t('errors.notFound'));
    onClose();
  }, [gone, onClose, t]);

  const paid = order ? order.isPaid || order.status === 'paid' : false;
  const rows = order ? mergeItemsByName(order.orderItems) : [];
  const busy = actions.mutations.completeItems.isPending;

  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.title', { id: orderId ?? '' })}
      size="xl"
      footer={
        order && (
          <>
            {/* Those who take payments open the table's bill from here (stations only cook). */}
            {canPay && order.tableId !== null && (
              <Button variant="secondary" onClick={() => setBillOpen(true)} data-testid="order-open-bill">
                <ReceiptText className="size-4" aria-hidden="true" />
                {t('bill:staff.openFromOrder', { number: order.tableNumber })}
              </Button>
            )}
            {canEdit && onEdit && !paid && (
              <Button variant="secondary" onClick={() => onEdit(order)}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('actions.edit')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </>
        )
      }
    >
      {isPending && orderId !== null && <LoadingScreen label={t('common:states.loading')} />}
      {error && !gone && <p className="py-8 text-center text-sm text-red-700">{t('errors.loadOne')}</p>}
      {order && (
        <div className="space-y-6" data-testid="order-detail">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label={t('fields.id')}>#{order.id}</Fact>
            <Fact label={t('fields.table')}>{t('table', { number: order.tableNumber })}</Fact>
            <Fact label={t('fields.type')}>{t(`orderType.${order.orderType}`)}</Fact>
            <Fact label={t('fields.createdAt')}>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </Fact>
            <Fact label={t('fields.customer')}>{order.customerName || t('walkIn')}</Fact>
            <Fact label={t('fields.phone')}>{order.customerPhone || t('noPhone')}</Fact>
            <Fact label={t('fields.round')}>{order.callNumber}</Fact>
            {order.bookingStartTime && <Fact label={t('fields.bookingStart')}>{formatDateTime(order.bookingStartTime)}</Fact>}
            {order.bookingEndTime && <Fact label={t('fields.bookingEnd')}>{formatDateTime(order.bookingEndTime)}</Fact>}
            <Fact label={t('fields.specialRequests')} wide>
              {order.specialRequests ? (
                <span className="font-medium text-amber-900">{order.specialRequests}</span>
              ) : (
                <span className="text-zinc-600">{t('none')}</span>
              )}
            </Fact>
          </dl>

          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-50 px-4 py-3 ring-1 ring-zinc-200 ring-inset">
            <span className="text-sm font-medium text-zinc-800">{t('fields.status')}</span>
            {canUpdate ? (
              <StatusSelect
                status={order.status}
                label={t('statusOf', { id: order.id })}
                canPay={canPay}
                disabled={paid}
                onChange={(next) => void actions.changeStatus(order, next)}
                testId="detail-status"
              />
            ) : (
              <OrderStatusBadge ns="orders" status={order.status} />
            )}
            <div className="ml-auto flex items-center gap-2">
              {paid ? (
                <span data-testid="paid-badge">
                  <Badge tone="purple" className="px-3 py-1 text-sm">
                    <Banknote className="size-4" aria-hidden="true" />
                    {t('status.paid')}
                  </Badge>
                </span>
              ) : (
                canPay &&
                order.status === 'completed' && (
                  <Button onClick={() => void actions.changeStatus(order, 'paid')}>
                    <Banknote className="size-4" aria-hidden="true" />
                    {t('actions.confirmPayment')}
                  </Button>
                )
              )}
            </div>
          </div>

          <div className="overflow-x-auto rounded-xl border border-zinc-200">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('detail.items')}</caption>
              <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2.5 text-left">
                    {t('fields.dish')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right">
                    {t('fields.quantity')}
                  </th>
                  <th scope="col" className="hidden px-4 py-2.5 text-right sm:table-cell">
                    {t('fields.price')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right">
                    {t('fields.lineTotal')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-left">
                    {t('fields.done')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {rows.map((row) => (
                  <tr key={[row.productName, ...row.options].join('|')} data-testid="detail-item">
                    <td className="px-4 py-3 align-top">
                      <p className="font-medium text-zinc-900">{row.productName}</p>
                      {row.options.length > 0 && (
                        <p className="mt-0.5 text-sm text-zinc-700" data-testid="detail-options">
                          {row.options.join(' · ')}
                        </p>
                      )}
                      {row.notes && <p className="mt-0.5 text-sm font-medium text-amber-800">{row.notes}</p>}
                    </td>
                    <td className="px-4 py-3 text-right align-top tabular-nums">{row.quantity}</td>
                    <td className="hidden px-4 py-3 text-right align-top tabular-nums sm:table-cell">{formatVnd(row.price)}</td>
                    <td className="px-4 py-3 text-right align-top font-medium tabular-nums">{formatVnd(row.total)}</td>
                    <td className="px-4 py-3 align-top">
                      <label className={cn('inline-flex items-center gap-2 whitespace-nowrap', paid || !canComplete ? 'cursor-not-allowed' : 'cursor-pointer')}>
                        <input
                          type="checkbox"
                          className="size-5 rounded accent-green-700 disabled:cursor-not-allowed"
                          checked={row.isCompleted}
                          disabled={paid || !canComplete || busy}
                          onChange={(e) => void actions.setItemsCompleted(row.ids, e.target.checked)}
                          aria-label={`${row.productName}: ${row.isCompleted ? t('item.done') : t('item.notDone')}`}
                        />
                        <span className={row.isCompleted ? 'font-medium text-green-800' : 'text-zinc-700'}>
                          {row.isCompleted ? t('item.done') : t('item.notDone')}
                        </span>
                      </label>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="bg-zinc-50">
                <tr>
                  <th scope="row" colSpan={3} className="hidden px-4 py-3 text-right font-semibold text-zinc-800 sm:table-cell">
                    {t('fields.total')}
                  </th>
                  <th scope="row" colSpan={2} className="px-4 py-3 text-right font-semibold text-zinc-800 sm:hidden">
                    {t('fields.total')}
                  </th>
                  <td className="px-4 py-3 text-right text-base font-semibold text-zinc-900 tabular-nums" data-testid="detail-total">
                    {formatVnd(order.totalAmount)}
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
      {billOpen && order && order.tableId !== null && (
        <StaffBillDialog tableId={order.tableId} tableNumber={order.tableNumber} onClose={() => setBillOpen(false)} />
      )}
    </Dialog>
  );
}
