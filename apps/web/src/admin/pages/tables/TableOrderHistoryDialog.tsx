import type { Order } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { fetchTableOrders } from './table-queries';

const PAGE_SIZE = 10;
const ORDER_TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  completed: 'success',
  paid: 'purple',
  cancelled: 'danger',
};

export interface TableOrderHistoryDialogProps {
  isOpen: boolean;
  onClose: () => void;
  tableId: number;
  tableNumber: string;
}

/** The staff-side order history of one table (every order, newest first). */
export function TableOrderHistoryDialog({ isOpen, onClose, tableId, tableNumber }: TableOrderHistoryDialogProps) {
  const { t } = useTranslation('tables');
  const orders = useInfiniteQuery({
    queryKey: ['admin', 'table-orders', tableId],
    enabled: isOpen,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchTableOrders(tableId, pageParam, PAGE_SIZE, signal),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
  const list = orders.data?.pages.flatMap((p) => p.data) ?? [];
  const total = orders.data?.pages[0]?.totalCount ?? 0;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => !next && onClose()}
      title={t('history.title')}
      description={t('history.subtitle', { number: tableNumber, count: total })}
      size="lg"
      footer={
        <Button variant="secondary" onClick={() => void orders.refetch()} loading={orders.isRefetching && !orders.isFetchingNextPage}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('common:actions.refresh')}
        </Button>
      }
    >
      {orders.isPending ? (
        <LoadingScreen label={t('common:states.loading')} />
      ) : orders.isError ? (
        <LoadError message={t('history.failed')} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState icon={<ClipboardList className="size-6" />} title={t('history.empty')} />
      ) : (
        <div className="space-y-3">
          <ul className="space-y-3" data-testid="table-orders">
            {list.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
                {t('history.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('tables');
  const count = order.orderItems.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <li className="rounded-xl border border-zinc-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-zinc-900">{t('history.order', { id: order.id })}</p>
          <p className="text-xs text-zinc-600">
            {formatDateTime(order.createdAt)}
            {order.customerName && ` · ${t('history.customer', { name: order.customerName })}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={ORDER_TONE[order.status] ?? 'neutral'}>{t(`orderStatus.${order.status}`, { defaultValue: order.status })}</Badge>
          <span className="font-semibold whitespace-nowrap tabular-nums">{formatVnd(order.totalAmount)}</span>
        </div>
      </div>
      <ul className="mt-2 divide-y divide-zinc-100 text-sm">
        {order.orderItems.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-1">
            <span className="text-zinc-800">
              {item.productName} <span className="text-zinc-600">×{item.quantity}</span>
              {item.notes && <span className="block text-xs text-zinc-600">{item.notes}</span>}
            </span>
            <span className="whitespace-nowrap text-zinc-700 tabular-nums">{formatVnd(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-zinc-600">{t('history.items', { count })}</p>
      {order.specialRequests && (
        <p className="mt-2 rounded-lg bg-zinc-50 px-2 py-1.5 text-xs text-zinc-700">
          <span className="font-medium">{t('history.requests')}</span> {order.specialRequests}
        </p>
      )}
    </li>
  );
}
