import type { ServiceCall } from '@app/contract';
import { CheckCheck, PhoneCall, RefreshCw, Trash2, X } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { DateInput } from '../../../ui/DateInput';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { errorText } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { useCan } from '../../session/session-context';
import { callHistoryQuery, useCallHistory, useCallMutations, type CallFilters } from './call-history.api';

const NO_FILTERS: CallFilters = { tableNumber: '', startDate: '', endDate: '' };

/** /admin/call-history: filters, refresh, read and delete one or all, page numbers. Live via the layout. */
export function CallHistoryPage() {
  const { t } = useTranslation('calls');
  const confirm = useConfirm();
  const canDelete = useCan('callHistory.delete');
  const list = useListState({ filters: NO_FILTERS });
  const { filters, page, setPage } = list;
  const tableNumber = useDebouncedValue(filters.tableNumber, 300);
  const query = callHistoryQuery({ ...filters, tableNumber }, page);
  const { data, isPending, isFetching, isError, refetch } = useCallHistory(query);
  const m = useCallMutations();
  const calls = data?.data ?? [];

  useStepBackToLastPage(list, data?.totalPages);
  const { filtered } = list;
  const dateError = filters.startDate && filters.endDate && filters.startDate > filters.endDate ? t('filters.dateOrder') : undefined;

  const markRead = (c: ServiceCall) =>
    m.markRead.mutate(c.id, {
      onSuccess: () => toast.success(t('toast.markedRead')),
      onError: (err) => toast.error(errorText(err, t('errors.markRead'))),
    });

  const markAllRead = () =>
    m.markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t('toast.markedAllRead')),
      onError: (err) => toast.error(errorText(err, t('errors.markAllRead'))),
    });

  const remove = async (c: ServiceCall) => {
    if (!(await confirm({ title: t('delete.title'), description: t('delete.confirm', { number: c.tableNumber }), confirmLabel: t('common:actions.delete') })))
      return;
    m.remove.mutate(c.id, {
      onSuccess: () => toast.success(t('toast.deleted', { count: 1 })),
      onError: (err) => toast.error(errorText(err, t('errors.delete'))),
    });
  };

  const removeAll = async () => {
    const ok = await confirm({
      title: t('deleteAll.title'),
      description: t('deleteAll.confirm'),
      confirmLabel: t('deleteAll.action'),
      doubleCheck: { title: t('common:confirm.againTitle'), description: t('common:confirm.againDescription'), confirmLabel: t('deleteAll.action') },
    });
    if (!ok) return;
    m.removeAll.mutate(undefined, {
      onSuccess: (res) => toast.success(t('toast.deleted', { count: res.data.count })),
      onError: (err) => toast.error(errorText(err, t('errors.deleteAll'))),
    });
  };

  const columns: Column<ServiceCall>[] = [
    { key: 'id', header: t('fields.id'), cell: (c) => <span className="text-zinc-600 tabular-nums">#{c.id}</span>, className: 'hidden sm:table-cell' },
    {
      key: 'table',
      header: t('fields.table'),
      cell: (c) => <span className="font-semibold whitespace-nowrap text-zinc-900">{t('table', { number: c.tableNumber })}</span>,
    },
    { key: 'message', header: t('fields.message'), cell: (c) => <span className="break-words">{c.message}</span> },
    {
      key: 'time',
      header: t('fields.time'),
      className: 'hidden md:table-cell',
      cell: (c) => (
        <time dateTime={c.createdAt} className="whitespace-nowrap">
          {formatDateTime(c.createdAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (c) => <Badge tone={c.status === 'unread' ? 'warning' : 'neutral'}>{t(`status.${c.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('fields.actions')}</span>,
      align: 'right',
      cell: (c) => (
        <div className="flex items-center justify-end gap-1">
          {c.status === 'unread' && (
            <Button variant="ghost" size="icon" className="size-9" onClick={() => markRead(c)} aria-label={t('markReadOne', { number: c.tableNumber })}>
              <CheckCheck className="size-4" aria-hidden="true" />
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-red-700 hover:bg-red-50"
              onClick={() => void remove(c)}
              aria-label={t('deleteOne', { number: c.tableNumber })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin:pages.call-history.title')}
        description={
          data ? (
            <span data-testid="call-counts">{t('counts', { unread: data.unreadCount, total: data.totalCount })}</span>
          ) : (
            t('admin:pages.call-history.description')
          )
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching && !isPending}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('common:actions.refresh')}
            </Button>
            <Button variant="secondary" onClick={markAllRead} disabled={(data?.unreadCount ?? 0) === 0} loading={m.markAllRead.isPending}>
              <CheckCheck className="size-4" aria-hidden="true" />
              {t('markAllRead')}
            </Button>
            {canDelete && (data?.totalCount ?? 0) > 0 && (
              <Button variant="secondary" className="text-red-700" onClick={() => void removeAll()} loading={m.removeAll.isPending}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('deleteAll.button')}
              </Button>
            )}
          </>
        }
      />

      <div className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <Field label={t('filters.tableNumber')}>
          <Input
            value={filters.tableNumber}
            onChange={(e) => list.setFilters({ tableNumber: e.target.value }, { replace: true })}
            inputMode="numeric"
            maxLength={20}
            placeholder={t('filters.tablePlaceholder')}
          />
        </Field>
        <Field label={t('filters.startDate')}>
          <DateInput value={filters.startDate} onChange={(startDate) => list.setFilters({ startDate })} max={filters.endDate} />
        </Field>
        <Field label={t('filters.endDate')} error={dateError}>
          <DateInput value={filters.endDate} onChange={(endDate) => list.setFilters({ endDate })} min={filters.startDate} />
        </Field>
        <div className="flex sm:pt-6.5">
          <Button variant="ghost" onClick={list.reset} disabled={!filtered}>
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      </div>

      {isError && <LoadError message={t('errors.load')} onRetry={() => void refetch()} retrying={isFetching} className="mb-4" />}
      <DataTable
        columns={columns}
        rows={calls}
        rowKey={(c) => c.id}
        loading={isPending}
        caption={t('caption')}
        rowClassName={(c) => (c.status === 'unread' ? 'bg-amber-50/50' : undefined)}
        empty={
          isError ? (
            <span />
          ) : (
            <EmptyState
              icon={<PhoneCall className="size-6" />}
              title={filtered ? t('noMatch') : t('empty')}
              action={
                <Button variant="secondary" onClick={() => void refetch()}>
                  {t('common:actions.refresh')}
                </Button>
              }
            />
          )
        }
      />
      <Pager page={page} totalPages={data?.totalPages ?? 1} onPageChange={setPage} className="mt-4" />
    </>
  );
}
