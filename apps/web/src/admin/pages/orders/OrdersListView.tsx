import { canDeleteOrder, type Order } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, ClipboardList, Eye, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Select } from '../../../ui/Select';
import { SearchBox } from '../../../ui/SearchBox';
import { LIVE_KEYS } from '../../lib/live-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { ORDER_EVENTS, useHubEvent } from '../../lib/socket';
import { useCan } from '../../session/session-context';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFormDialog, type OrderFormTarget } from './OrderFormDialog';
import { ORDER_FILTERS, useOrderList, type OrderFilter } from './orders.api';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge';
import { StatusSelect } from './StatusSelect';
import { useOrderActions } from './use-order-actions';

const iconButton = 'size-9 text-zinc-700';

/** /admin/orders for management: filter, search, page, change status, pay, view, edit, delete; live. */
export function OrdersListView() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const list = useListState({ filters: { status: 'all' as OrderFilter }, allowed: { status: ORDER_FILTERS } });
  const { page, setPage } = list;
  const { status } = list.filters;
  const search = useDebouncedValue(list.search, 300);
  const [formTarget, setFormTarget] = useState<OrderFormTarget | null>(null);
  const openId = Number(params.get('order')) || null;

  const canCreate = useCan('orders.create');
  const canEdit = useCan('orders.edit');
  const canUpdate = useCan('orders.updateStatus');
  const canPay = useCan('orders.confirmPayment');
  const canDelete = useCan('orders.delete');
  const canDeleteAll = useCan('orders.deleteAll');
  const actions = useOrderActions();

  const { data, isPending, isFetching, isError, refetch } = useOrderList({ status, search, page });
  const orders = data?.data ?? [];
  const totalPages = data?.totalPages ?? 1;

  // A delete can leave the current page empty: step back to the last page that exists.
  useStepBackToLastPage(list, data?.totalPages);

  useHubEvent(ORDER_EVENTS, () => void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders }));

  const openDetail = useCallback(
    (id: number | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === null) next.delete('order');
          else next.set('order', String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const closeDetail = useCallback(() => openDetail(null), [openDetail]);

  const columns: Column<Order>[] = [
    {
      key: 'id',
      header: t('fields.id'),
      cell: (o) => <span className="font-semibold text-zinc-900 tabular-nums">#{o.id}</span>,
    },
    {
      key: 'table',
      header: t('fields.table'),
      cell: (o) => (
        <div className="whitespace-nowrap">
          <p className="font-medium">{t('table', { number: o.tableNumber })}</p>
          <p className="text-xs text-zinc-600">{t(`orderType.${o.orderType}`)}</p>
        </div>
      ),
    },
    {
      key: 'customer',
      header: t('fields.customer'),
      className: 'hidden lg:table-cell',
      cell: (o) => (
        <div className="max-w-48">
          <p className="truncate">{o.customerName || t('walkIn')}</p>
          {o.customerPhone && <p className="truncate text-xs text-zinc-600">{o.customerPhone}</p>}
        </div>
      ),
    },
    {
      key: 'total',
      header: t('fields.total'),
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (o) => (
        <div className="whitespace-nowrap">
          <p className="font-medium tabular-nums">{formatVnd(o.totalAmount)}</p>
          <p className="text-xs text-zinc-600">{t('itemCount', { count: o.orderItems.reduce((s, i) => s + i.quantity, 0) })}</p>
        </div>
      ),
    },
    {
      key: 'createdAt',
      header: t('fields.createdAt'),
      className: 'hidden xl:table-cell',
      cell: (o) => (
        <time dateTime={o.createdAt} className="whitespace-nowrap text-zinc-700">
          {formatDateTime(o.createdAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (o) =>
        canUpdate && o.status !== 'paid' ? (
          <StatusSelect
            status={o.status}
            label={t('statusOf', { id: o.id })}
            canPay={canPay}
            onChange={(next) => void actions.changeStatus(o, next)}
            testId={`status-${o.id}`}
          />
        ) : (
          <OrderStatusBadge ns="orders" status={o.status} />
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('fields.actions')}</span>,
      align: 'right',
      cell: (o) => (
        <div className="flex items-center justify-end gap-1">
          {canPay && o.status === 'completed' && (
            <Button
              size="icon"
              className="size-9"
              onClick={() => void actions.changeStatus(o, 'paid')}
              aria-label={t('actions.confirmPaymentOf', { id: o.id })}
              title={t('actions.confirmPayment')}
              data-testid={`pay-${o.id}`}
            >
              <Banknote className="size-4" aria-hidden="true" />
            </Button>
          )}
          <Button variant="ghost" size="icon" className={iconButton} onClick={() => openDetail(o.id)} aria-label={t('actions.viewOf', { id: o.id })}>
            <Eye className="size-4" aria-hidden="true" />
          </Button>
          {canEdit && (
            <Button
              variant="ghost"
              size="icon"
              className={iconButton}
              onClick={() => setFormTarget({ mode: 'edit', order: o })}
              disabled={o.isPaid || o.status === 'paid' || o.status === 'cancelled'}
              aria-label={t('actions.editOf', { id: o.id })}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-red-700 hover:bg-red-50"
              onClick={() => void actions.remove(o)}
              disabled={!canDeleteOrder(o.status)}
              title={canDeleteOrder(o.status) ? undefined : t('delete.onlyClosed')}
              aria-label={t('actions.deleteOf', { id: o.id })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  const filtered = status !== 'all' || search.trim() !== '';

  return (
    <>
      <PageHeader
        title={t('admin:pages.orders.title')}
        description={<span data-testid="orders-total">{data ? t('list.total', { count: data.totalCount }) : t('admin:pages.orders.description')}</span>}
        actions={
          <>
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching && !isPending} aria-label={t('common:actions.refresh')}>
              <RefreshCw className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('common:actions.refresh')}</span>
            </Button>
            {canDeleteAll && (data?.totalCount ?? 0) > 0 && (
              <Button variant="secondary" className="text-red-700" onClick={() => void actions.removeAll()}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('deleteAll.button')}
              </Button>
            )}
            {canCreate && (
              <Button onClick={() => setFormTarget({ mode: 'create' })}>
                <Plus className="size-4" aria-hidden="true" />
                {t('actions.create')}
              </Button>
            )}
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder={t('list.searchPlaceholder')} label={t('list.search')} className="flex-1" />
        <Select
          aria-label={t('list.filter')}
          value={status}
          onChange={(e) => list.setFilters({ status: e.target.value as OrderFilter })}
          options={ORDER_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t('list.allStatuses') : t(`status.${s}`) }))}
          className="sm:w-52"
          data-testid="orders-filter"
        />
      </div>

      {isError && <LoadError message={t('errors.load')} onRetry={() => void refetch()} retrying={isFetching} className="mb-4" />}
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        loading={isPending || (isFetching && !!data && data.page !== page)}
        caption={t('list.caption')}
        rowClassName={(o) => (o.status === 'paid' ? 'bg-zinc-50/70 text-zinc-600' : undefined)}
        empty={isError ? <span /> : <EmptyState icon={<ClipboardList className="size-6" />} title={filtered ? t('list.noMatch') : t('list.empty')} />}
      />
      <Pager page={page} totalPages={totalPages} onPageChange={setPage} className="mt-4" />

      <OrderDetailDialog
        orderId={openId}
        onClose={closeDetail}
        onEdit={(order) => {
          closeDetail();
          setFormTarget({ mode: 'edit', order });
        }}
      />
      <OrderFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
