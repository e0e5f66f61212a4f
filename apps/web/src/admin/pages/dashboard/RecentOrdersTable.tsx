import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { buttonClasses } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { RecentOrder } from './dashboard.api';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge';

/** The latest orders whatever the date range (ID, customer, status, amount; plus table and time). */
export function RecentOrdersTable({ orders, loading }: { orders: RecentOrder[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const columns: Column<RecentOrder>[] = [
    { key: 'id', header: t('recent.id'), cell: (o) => <span className="font-medium tabular-nums">#{o.orderId}</span> },
    { key: 'customer', header: t('recent.customer'), cell: (o) => o.customerName || t('recent.walkIn') },
    { key: 'table', header: t('recent.table'), cell: (o) => (o.tableNumber ? t('recent.tableNumber', { number: o.tableNumber }) : '–') },
    {
      key: 'time',
      header: t('recent.time'),
      cell: (o) => <span className="text-zinc-600 tabular-nums">{formatDateTime(o.createdAt)}</span>,
      className: 'hidden lg:table-cell',
    },
    { key: 'status', header: t('recent.status'), cell: (o) => <OrderStatusBadge ns="dashboard" status={o.status} /> },
    { key: 'amount', header: t('recent.amount'), cell: (o) => <span className="font-medium tabular-nums">{formatVnd(o.amount)}</span>, align: 'right' },
  ];
  return (
    <section aria-labelledby="recent-orders-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-orders-title" className="text-lg font-semibold text-zinc-900">
          {t('recent.title')}
        </h2>
        <Link to="/admin/orders" className={buttonClasses('ghost', 'sm')}>
          {t('recent.all')}
        </Link>
      </div>
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(o) => o.orderId}
        loading={loading}
        caption={t('recent.title')}
        empty={<p className="py-8 text-center text-sm text-zinc-600">{t('recent.empty')}</p>}
      />
    </section>
  );
}
