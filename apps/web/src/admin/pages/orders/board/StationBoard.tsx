import { labelStationFor, type Board } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChefHat, MonitorPlay, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../ui/Button';
import { cn } from '../../../../ui/cn';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadError } from '../../../../ui/LoadError';
import { PageHeader } from '../../../../ui/PageHeader';
import { LoadingScreen } from '../../../../ui/Spinner';
import { errorText } from '../../../lib/errors';
import { LIVE_KEYS } from '../../../lib/live-keys';
import { ORDER_EVENTS, useHubConnected, useHubEvent } from '../../../lib/socket';
import { useNow } from '../../../lib/use-elapsed';
import { useUser } from '../../../session/session-context';
import { completeOrderItem, useBoard } from '../orders.api';
import { applyItemCompletion, boardUnfinished } from './board-state';
import { BoardTableCard } from './BoardTableCard';

/** Refetch 1 s after a push, so a burst of events (an order with many dishes) costs one request. */
const EVENT_DEBOUNCE_MS = 1000;

/**
 * The Kitchen / Sushi / bar board: open orders by table with only this
 * station's dishes, paid ones hidden by the server. Live through hub events; manual refresh too.
 */
export function StationBoard() {
  const { t } = useTranslation(['orders', 'kitchen']);
  const user = useUser();
  const queryClient = useQueryClient();
  const { data: board, isPending, isError, isFetching, refetch, dataUpdatedAt } = useBoard();
  const connected = useHubConnected();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useHubEvent(ORDER_EVENTS, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.board }), EVENT_DEBOUNCE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Without a board the inline alert says it; with one, a failed refresh leaves the last board on screen and says so.
  useEffect(() => {
    if (isError && board) toast.error(t('errors.load'), { id: 'board-load' });
  }, [isError, board, t]);

  // Ages use the server's clock: a tablet whose clock is off still shows the right waiting times.
  const offset = board ? Date.parse(board.serverTime) - dataUpdatedAt : 0;
  const now = useNow(30_000, Number.isFinite(offset) ? offset : 0);

  const toggle = useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean }) => completeOrderItem(id, isCompleted),
    onMutate: async ({ id, isCompleted }) => {
      setPendingIds((s) => new Set(s).add(id));
      await queryClient.cancelQueries({ queryKey: LIVE_KEYS.board });
      const before = queryClient.getQueryData<Board>(LIVE_KEYS.board);
      if (before) queryClient.setQueryData<Board>(LIVE_KEYS.board, applyItemCompletion(before, [id], isCompleted));
      return { before };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.before) queryClient.setQueryData(LIVE_KEYS.board, ctx.before);
      toast.error(errorText(err, t('errors.complete')));
    },
    onSettled: (_data, _err, { id }) => {
      setPendingIds((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders });
    },
  });

  const station = labelStationFor(user.role);
  const title = station ? t(`admin:nav.station.${station}.orders`) : t('admin:pages.orders.title');
  const unfinished = board ? boardUnfinished(board) : 0;

  return (
    <>
      <PageHeader
        title={title}
        description={board ? <span data-testid="board-summary">{t('board.summary', { tables: board.tables.length, count: unfinished })}</span> : undefined}
        actions={
          <>
            <span
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
                connected ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
              )}
              role="status"
              data-testid="live-status"
            >
              <span className={cn('size-2 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')} aria-hidden="true" />
              {connected ? t('board.live') : t('board.reconnecting')}
            </span>
            <Link to="/admin/kitchen" className={buttonClasses('primary', 'lg')} data-testid="open-kds">
              <MonitorPlay className="size-5" aria-hidden="true" />
              {t('kitchen:actions.open')}
            </Link>
            <Button variant="secondary" size="lg" onClick={() => void refetch()} loading={isFetching && !isPending}>
              <RefreshCw className="size-5" aria-hidden="true" />
              {t('common:actions.refresh')}
            </Button>
          </>
        }
      />

      {isPending && <LoadingScreen label={t('common:states.loading')} />}
      {isError && !board && <LoadError message={t('errors.load')} onRetry={() => void refetch()} retrying={isFetching} />}
      {board && board.tables.length === 0 && (
        <div className="rounded-2xl border border-zinc-200 bg-white" data-testid="board-empty">
          <EmptyState icon={<ChefHat className="size-6" />} title={t('board.empty')} description={t('board.emptyHint')} />
        </div>
      )}
      {board && board.tables.length > 0 && (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="board">
          {board.tables.map((table) => (
            <BoardTableCard
              key={table.tableId ?? `n${table.tableNumber}`}
              table={table}
              now={now}
              pendingIds={pendingIds}
              onToggle={(id, isCompleted) => toggle.mutate({ id, isCompleted })}
            />
          ))}
        </div>
      )}
    </>
  );
}
