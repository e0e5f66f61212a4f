import { STATIONS, isStation, stationsOf, type Station } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChefHat, Maximize, Minimize, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../ui/Button';
import { cn } from '../../../../ui/cn';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadError } from '../../../../ui/LoadError';
import { LoadingScreen } from '../../../../ui/Spinner';
import { errorText } from '../../../lib/errors';
import { ORDER_EVENTS, useHubConnected, useHubEvent } from '../../../lib/socket';
import { useListState } from '../../../lib/use-list-state';
import { useNow } from '../../../lib/use-elapsed';
import { useUser } from '../../../session/session-context';
import { AllDayPanel } from './AllDayPanel';
import { kitchenKey, useKitchenActions, useKitchenDisplay } from './kitchen.api';
import { TicketCard } from './TicketCard';
import { moveSelection } from './ticket-timer';

const EVENT_DEBOUNCE_MS = 300;

/** Tickets in the first row of the grid: how far up and down arrows move. */
function columnsOf(grid: HTMLElement | null): number {
  const cards = grid ? [...grid.children].filter((c): c is HTMLElement => c instanceof HTMLElement) : [];
  const top = cards[0]?.offsetTop;
  return Math.max(1, cards.filter((c) => c.offsetTop === top).length);
}

/** Keys from a bump bar or keyboard act on the display unless someone is typing or on a control. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName) || target.isContentEditable);
}

/**
 * The kitchen display for wall tablets: one ticket per table and round, ageing in colour with a
 * running timer; tap a dish or bump the ticket, 'Hoàn tác' brings back the last bump. Arrow keys
 * move, Enter bumps, Backspace recalls.
 */
export function KitchenDisplayPage() {
  const { t } = useTranslation('kitchen');
  const user = useUser();
  const stations = stationsOf(user.role) ?? [...STATIONS];
  // `?station=` picks among the stations this role may see; anything else shows the first of them.
  const list = useListState({ filters: { station: stations[0] ?? 'kitchen' }, allowed: { station: stations } });
  const asked = list.filters.station;
  const station: Station = isStation(asked) ? asked : (stations[0] ?? 'kitchen');
  const queryClient = useQueryClient();
  const { data, isPending, isError, isFetching, refetch, dataUpdatedAt } = useKitchenDisplay(station);
  const actions = useKitchenActions(station);
  const connected = useHubConnected();
  const [selected, setSelected] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useHubEvent(ORDER_EVENTS, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: kitchenKey(station) }), EVENT_DEBOUNCE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Timers run on the server's clock, so a tablet with a wrong clock still shows true waiting times.
  const offset = data ? Date.parse(data.serverTime) - dataUpdatedAt : 0;
  const now = useNow(1000, Number.isFinite(offset) ? offset : 0);

  const tickets = useMemo(() => data?.tickets ?? [], [data]);
  const current = Math.min(selected, Math.max(0, tickets.length - 1));
  const busy = actions.bumpTicket.isPending || actions.bumpItem.isPending || actions.recall.isPending;

  const fail = useCallback((fallback: string) => (err: unknown) => toast.error(errorText(err, fallback)), []);
  const bump = useCallback((orderId: number) => actions.bumpTicket.mutate(orderId, { onError: fail(t('errors.bump')) }), [actions.bumpTicket, fail, t]);
  const recall = useCallback(
    () =>
      actions.recall.mutate(undefined, {
        onSuccess: (r) => toast.success(t('recalled', { id: r.orderId })),
        onError: fail(t('errors.recall')),
      }),
    [actions.recall, fail, t],
  );

  useEffect(() => {
    const onFullScreen = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullScreen);
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key.startsWith('Arrow')) {
        e.preventDefault();
        setSelected(moveSelection(current, tickets.length, e.key, columnsOf(gridRef.current)));
      } else if (e.key === 'Enter' && tickets[current] && !busy) {
        e.preventDefault();
        bump(tickets[current].orderId);
      } else if (e.key === 'Backspace' && !busy) {
        e.preventDefault();
        recall();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, tickets, busy, bump, recall]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.();
  };

  return (
    <div ref={rootRef} className={cn('flex flex-col gap-4', fullScreen && 'h-full overflow-auto bg-zinc-100 p-4')} data-testid="kds">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t('title', { station: t(`stations.${station}`) })}</h1>
          <span
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
              connected ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
            )}
            role="status"
          >
            <span className={cn('size-2 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')} aria-hidden="true" />
            {connected ? t('live') : t('reconnecting')}
          </span>
          {data && <span className="text-sm text-zinc-700">{t('legend', { warn: data.threshold.warnMinutes, late: data.threshold.lateMinutes })}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {stations.length > 1 && (
            <div role="group" aria-label={t('stationPicker')} className="flex gap-1 rounded-xl bg-zinc-100 p-1">
              {stations.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === station}
                  className={buttonClasses(s === station ? 'primary' : 'ghost', 'lg')}
                  onClick={() => list.setFilters({ station: s }, { replace: true })}
                >
                  {t(`stations.${s}`)}
                </button>
              ))}
            </div>
          )}
          <Button
            variant="secondary"
            size="lg"
            onClick={recall}
            loading={actions.recall.isPending}
            disabled={!data || data.recallable === 0}
            data-testid="kds-recall"
          >
            <Undo2 className="size-5" aria-hidden="true" />
            {t('actions.recall')}
          </Button>
          <Button variant="secondary" size="lg" onClick={toggleFullScreen} aria-pressed={fullScreen}>
            {fullScreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
            {fullScreen ? t('actions.exitFullScreen') : t('actions.fullScreen')}
          </Button>
          {!fullScreen && (
            <Link to="/admin/orders" className={buttonClasses('ghost', 'lg')}>
              {t('actions.back')}
            </Link>
          )}
        </div>
      </div>
      <p className="sr-only">{t('keyboardHint')}</p>

      {isPending && <LoadingScreen label={t('common:states.loading')} />}
      {isError && !data && <LoadError message={t('errors.load')} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && (
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_15rem]">
          {tickets.length === 0 ? (
            <div className="rounded-2xl border border-zinc-200 bg-white" data-testid="kds-empty">
              <EmptyState icon={<ChefHat className="size-6" />} title={t('empty')} />
            </div>
          ) : (
            <div ref={gridRef} className="grid grid-cols-[repeat(auto-fill,minmax(13.5rem,1fr))] items-start gap-3" data-testid="kds-tickets">
              {tickets.map((ticket, index) => (
                <TicketCard
                  key={ticket.orderId}
                  ticket={ticket}
                  now={now}
                  threshold={data.threshold}
                  selected={index === current}
                  busy={busy}
                  onSelect={() => setSelected(index)}
                  onBump={() => bump(ticket.orderId)}
                  onBumpItem={(id) => actions.bumpItem.mutate(id, { onError: fail(t('errors.bump')) })}
                  onRush={(isRush) => actions.rush.mutate({ orderId: ticket.orderId, isRush }, { onError: fail(t('errors.rush')) })}
                />
              ))}
            </div>
          )}
          <AllDayPanel lines={data.allDay} />
        </div>
      )}
    </div>
  );
}
