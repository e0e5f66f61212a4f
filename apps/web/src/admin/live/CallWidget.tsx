import { Check, PhoneCall } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { buttonClasses } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import { minutesSince } from '../lib/elapsed';
import { useFormatElapsed, useNow } from '../lib/use-elapsed';
import { CALL_WIDGET_SIZE, useCallHistory, useCallMutations } from '../pages/call-history/call-history.api';

const headerButton =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900';

const WIDGET_QUERY = { page: 1, pageSize: CALL_WIDGET_SIZE };

/** The compact call list in the header: the latest 50 waiter calls, live. */
export function CallWidget() {
  const { t } = useTranslation('calls');
  const { data, isPending, isError } = useCallHistory(WIDGET_QUERY);
  const { markRead, markAllRead } = useCallMutations();
  const now = useNow();
  const elapsed = useFormatElapsed();
  const unread = data?.unreadCount ?? 0;
  const calls = data?.data ?? [];
  const label = unread > 0 ? `${t('widget.title')} (${t('widget.unread', { count: unread })})` : t('widget.title');

  const read = (id: number) => markRead.mutate(id, { onError: () => toast.error(t('errors.markRead')) });

  return (
    <Popover
      label={label}
      title={t('widget.title')}
      testId="call-widget"
      triggerClassName={headerButton}
      trigger={
        <>
          <PhoneCall className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
              data-testid="call-widget-badge"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto sm:max-h-96" data-testid="call-widget-list">
            {isPending && (
              <div className="flex justify-center py-8 text-zinc-600">
                <Spinner label={t('common:states.loading')} />
              </div>
            )}
            {isError && <p className="px-4 py-6 text-center text-sm text-red-700">{t('errors.load')}</p>}
            {!isPending && !isError && calls.length === 0 && <p className="px-4 py-8 text-center text-sm text-zinc-600">{t('empty')}</p>}
            {calls.length > 0 && (
              <ul className="divide-y divide-zinc-100">
                {calls.map((call) => (
                  <li
                    key={call.id}
                    className={cn('flex items-start gap-3 px-4 py-3', call.status === 'unread' && 'bg-amber-50/60')}
                    data-testid="call-widget-item"
                  >
                    <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', call.status === 'unread' ? 'bg-red-600' : 'bg-zinc-300')} aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold text-zinc-900">{t('table', { number: call.tableNumber })}</p>
                      <p className="truncate text-sm text-zinc-700">{call.message}</p>
                      <p className="mt-0.5 text-xs text-zinc-600">
                        <time dateTime={call.createdAt} title={formatDateTime(call.createdAt)}>
                          {elapsed(minutesSince(call.createdAt, now))}
                        </time>
                        {call.status === 'unread' && <span className="sr-only">, {t('status.unread')}</span>}
                      </p>
                    </div>
                    {call.status === 'unread' && (
                      <button
                        type="button"
                        onClick={() => read(call.id)}
                        className={buttonClasses('ghost', 'icon', 'size-9 shrink-0')}
                        aria-label={t('markReadOne', { number: call.tableNumber })}
                      >
                        <Check className="size-4" aria-hidden="true" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex shrink-0 items-center justify-between gap-2 border-t border-zinc-200 px-3 py-2">
            <button
              type="button"
              className={buttonClasses('ghost', 'sm')}
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate(undefined, { onError: () => toast.error(t('errors.markAllRead')) })}
            >
              {t('markAllRead')}
            </button>
            <Link to="/admin/call-history" onClick={close} className={buttonClasses('secondary', 'sm')}>
              {t('viewAll')}
            </Link>
          </div>
        </>
      )}
    </Popover>
  );
}
