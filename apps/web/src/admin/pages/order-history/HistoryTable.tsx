import type { Order } from '@app/contract';
import { Eye, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge';

interface HistoryTableProps {
  orders: Order[];
  loading: boolean;
  onView: (id: number) => void;
  /** Shown under the empty title (e.g. a retry button after a failed load). */
  emptyTitle: string;
  emptyAction?: ReactNode;
}

/** One dish with its options: "Phở bò (Lớn, Tái) ×2". */
const dishText = (i: Order['orderItems'][number]) =>
  `${i.productName}${(i.options ?? []).length > 0 ? ` (${i.options.map((o) => o.name).join(', ')})` : ''} ×${i.quantity}`;

/** The dish names of an order, shortened: "Phở bò ×2, Trà đá ×3 +2". */
function DishSummary({ order }: { order: Order }) {
  const { t } = useTranslation('history');
  const shown = order.orderItems.slice(0, 2).map(dishText);
  const more = order.orderItems.length - shown.length;
  return (
    <p className="truncate text-zinc-700" title={order.orderItems.map(dishText).join(', ')}>
      {shown.join(', ')}
      {more > 0 && <span className="text-zinc-600"> {t('list.more', { count: more })}</span>}
    </p>
  );
}

export function HistoryTable({ orders, loading, onView, emptyTitle, emptyAction }: HistoryTableProps) {
  const { t } = useTranslation(['history', 'orders']);
  const columns: Column<Order>[] = [
    {
      key: 'order',
      header: t('list.order'),
      cell: (o) => (
        <div className="whitespace-nowrap">
          <p className="font-semibold text-zinc-900 tabular-nums">#{o.id}</p>
          <p className="text-xs text-zinc-600 sm:hidden">{t('orders:table', { number: o.tableNumber })}</p>
          <time dateTime={o.createdAt} className="text-xs text-zinc-600 tabular-nums">
            {formatDateTime(o.createdAt)}
          </time>
        </div>
      ),
    },
    {
      key: 'table',
      header: t('orders:fields.table'),
      className: 'hidden sm:table-cell',
      cell: (o) => (
        <div className="whitespace-nowrap">
          <p className="font-medium">{t('orders:table', { number: o.tableNumber })}</p>
          <p className="text-xs text-zinc-600">{t('list.round', { round: o.callNumber })}</p>
        </div>
      ),
    },
    {
      key: 'details',
      header: t('list.details'),
      className: 'hidden lg:table-cell',
      cell: (o) => (
        <div className="max-w-72 min-w-0">
          <DishSummary order={o} />
          <p className="truncate text-xs text-zinc-600">
            {o.customerName || t('orders:walkIn')}
            {o.customerPhone && ` · ${o.customerPhone}`}
          </p>
        </div>
      ),
    },
    {
      key: 'total',
      header: t('orders:fields.total'),
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (o) => <span className="font-medium whitespace-nowrap tabular-nums">{formatVnd(o.totalAmount)}</span>,
    },
    {
      key: 'status',
      header: t('orders:fields.status'),
      cell: (o) => (
        <div>
          <OrderStatusBadge ns="orders" status={o.status} />
          <p className="mt-1 text-xs font-medium whitespace-nowrap text-zinc-700 tabular-nums sm:hidden">{formatVnd(o.totalAmount)}</p>
        </div>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('orders:fields.actions')}</span>,
      align: 'right',
      cell: (o) => (
        <Button variant="ghost" size="icon" className="size-9 text-zinc-700" onClick={() => onView(o.id)} aria-label={t('orders:actions.viewOf', { id: o.id })}>
          <Eye className="size-4" aria-hidden="true" />
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      loading={loading}
      caption={t('list.caption')}
      empty={<EmptyState icon={<History className="size-6" />} title={emptyTitle} description={t('list.emptyHint')} action={emptyAction} />}
    />
  );
}
