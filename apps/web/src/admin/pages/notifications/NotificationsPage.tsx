import { labelStationFor, stationsOf, type Notification } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck, ClipboardList, ExternalLink, PhoneCall, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { LoadingScreen } from '../../../ui/Spinner';
import { SearchBox } from '../../../ui/SearchBox';
import { errorText } from '../../lib/errors';
import { LIVE_KEYS } from '../../lib/live-keys';
import { NOTIFICATION_EVENTS, useHubEvent } from '../../lib/socket';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { useCan, useUser } from '../../session/session-context';
import { NOTIFICATION_FILTERS, useNotificationList, useNotificationMutations, useNotificationTotals, type NotificationFilter } from './notifications.api';

/** /admin/notifications: counts, search, filter, paging, read and delete, live. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useUser();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const canManage = useCan('notifications.manage');
  const listState = useListState({ filters: { status: 'all' as NotificationFilter }, allowed: { status: NOTIFICATION_FILTERS } });
  const { page, setPage } = listState;
  const { status } = listState.filters;
  const search = useDebouncedValue(listState.search, 300);

  const list = useNotificationList({ status, search, page });
  const totals = useNotificationTotals();
  const m = useNotificationMutations();
  const items = list.data?.data ?? [];

  useStepBackToLastPage(listState, list.data?.totalPages);

  // Without notifications the inline alert says it; with some, a failed refresh keeps them on screen and says so.
  useEffect(() => {
    if (list.isError && items.length > 0) toast.error(t('errors.load'), { id: 'notifications-load' });
  }, [list.isError, items.length, t]);

  useHubEvent(NOTIFICATION_EVENTS, () => void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.notifications }));

  const station = labelStationFor(user.role);
  const title = station ? t(`admin:nav.station.${station}.notifications`) : t('admin:pages.notifications.title');
  // Management opens the order itself; station staff see it on their board.
  const orderLink = (n: Notification) => (stationsOf(user.role) === null ? `/admin/orders?order=${n.orderId}` : '/admin/orders');

  const markRead = (n: Notification, quiet = false) =>
    m.markRead.mutate(n.id, {
      onSuccess: () => !quiet && toast.success(t('toast.markedRead')),
      onError: (err) => toast.error(errorText(err, t('errors.update'))),
    });

  const markAllRead = () =>
    m.markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t('toast.markedAllRead')),
      onError: (err) => toast.error(errorText(err, t('errors.update'))),
    });

  const remove = async (n: Notification) => {
    if (!(await confirm({ title: t('delete.title'), description: t('delete.confirm'), confirmLabel: t('common:actions.delete') }))) return;
    m.remove.mutate(n.id, {
      onSuccess: () => toast.success(t('toast.deleted')),
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
      onSuccess: () => toast.success(t('toast.deletedAll')),
      onError: (err) => toast.error(errorText(err, t('errors.delete'))),
    });
  };

  const unread = totals.data?.unread ?? list.data?.unreadCount ?? 0;
  const total = totals.data?.total ?? 0;
  const filtered = status !== 'all' || search.trim() !== '';

  return (
    <>
      <PageHeader
        title={title}
        description={<span data-testid="notification-counts">{t('counts', { unread, total })}</span>}
        actions={
          <>
            <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
              <RefreshCw className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('common:actions.refresh')}</span>
              <span className="sr-only sm:hidden">{t('common:actions.refresh')}</span>
            </Button>
            <Button variant="secondary" onClick={markAllRead} disabled={unread === 0} loading={m.markAllRead.isPending}>
              <CheckCheck className="size-4" aria-hidden="true" />
              {t('markAllRead')}
            </Button>
            {canManage && total > 0 && (
              <Button variant="secondary" className="text-red-700" onClick={() => void removeAll()} loading={m.removeAll.isPending}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('deleteAll.button')}
              </Button>
            )}
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={listState.search} onChange={listState.setSearch} placeholder={t('searchPlaceholder')} label={t('search')} className="flex-1" />
        <div role="group" aria-label={t('filter')} className="inline-flex rounded-lg bg-zinc-100 p-1" data-testid="notification-filter">
          {NOTIFICATION_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={status === f}
              onClick={() => listState.setFilters({ status: f })}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                status === f ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-700 hover:text-zinc-900',
              )}
            >
              {t(`filters.${f}`)}
            </button>
          ))}
        </div>
      </div>

      <div className="relative rounded-xl border border-zinc-200 bg-white" aria-busy={list.isFetching || undefined}>
        {list.isPending && <LoadingScreen label={t('common:states.loading')} />}
        {list.isError && items.length === 0 && (
          <LoadError message={t('errors.load')} onRetry={() => void list.refetch()} retrying={list.isFetching} className="m-4" />
        )}
        {!list.isPending && !list.isError && items.length === 0 && (
          <EmptyState
            icon={<Bell className="size-6" />}
            title={filtered ? t('noMatch') : t('empty')}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" />
                {t('reload')}
              </Button>
            }
          />
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-zinc-100" data-testid="notification-list">
            {items.map((n) => {
              const isUnread = n.status === 'unread';
              const Icon = n.type === 'service_call' ? PhoneCall : ClipboardList;
              return (
                <li
                  key={n.id}
                  className={cn('flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center', isUnread && 'bg-brand-50/40')}
                  data-testid="notification-item"
                  data-status={n.status}
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span
                      className={cn(
                        'flex size-10 shrink-0 items-center justify-center rounded-full',
                        isUnread ? 'bg-brand-100 text-brand-800' : 'bg-zinc-100 text-zinc-600',
                      )}
                      aria-hidden="true"
                    >
                      <Icon className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className={cn('text-sm break-words', isUnread ? 'font-semibold text-zinc-900' : 'text-zinc-800')}>{n.message}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600">
                        <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                        {n.tableNumber && <span>· {t('table', { number: n.tableNumber })}</span>}
                        {n.orderId && <span>· {t('order', { id: n.orderId })}</span>}
                        <Badge tone={isUnread ? 'brand' : 'neutral'}>{isUnread ? t('filters.unread') : t('filters.read')}</Badge>
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-1 pl-13 sm:pl-0">
                    {n.orderId && (
                      <Link
                        to={orderLink(n)}
                        className={buttonClasses('ghost', 'sm')}
                        onClick={() => isUnread && markRead(n, true)}
                        aria-label={t('viewOrderOf', { id: n.orderId })}
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />
                        {t('viewOrder')}
                      </Link>
                    )}
                    {isUnread && (
                      <Button variant="ghost" size="sm" onClick={() => markRead(n)} aria-label={t('markReadOf', { message: n.message })}>
                        <CheckCheck className="size-4" aria-hidden="true" />
                        {t('markRead')}
                      </Button>
                    )}
                    {canManage && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 text-red-700 hover:bg-red-50"
                        onClick={() => void remove(n)}
                        aria-label={t('deleteOf', { message: n.message })}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} className="mt-4" />
    </>
  );
}
