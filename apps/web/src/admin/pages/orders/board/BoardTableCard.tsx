import type { BoardTable } from '@app/contract';
import { Check, Clock, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { Badge } from '../../../../ui/Badge';
import { cn } from '../../../../ui/cn';
import { minutesSince, waitLevel } from '../../../lib/elapsed';
import { useFormatElapsed } from '../../../lib/use-elapsed';
import { OrderStatusBadge } from '../../../../ui/OrderStatusBadge';

interface BoardTableCardProps {
  table: BoardTable;
  /** Server-corrected current time (ms). */
  now: number;
  onToggle: (itemId: number, isCompleted: boolean) => void;
  pendingIds: ReadonlySet<number>;
}

const WAIT_STYLES = {
  ok: 'text-zinc-700',
  late: 'text-amber-800 font-semibold',
  veryLate: 'text-red-700 font-semibold',
} as const;

/** One table on the station board: its open rounds, each dish a large tap target to tick done (and undo). */
export function BoardTableCard({ table, now, onToggle, pendingIds }: BoardTableCardProps) {
  const { t } = useTranslation('orders');
  const elapsed = useFormatElapsed();
  const done = table.unfinishedCount === 0;
  const oldest = table.oldestUnfinishedAt ? minutesSince(table.oldestUnfinishedAt, now) : null;

  return (
    <section
      aria-labelledby={`board-table-${table.tableNumber}`}
      className={cn('flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm', done ? 'border-green-300' : 'border-zinc-200')}
      data-testid="board-table"
      data-table={table.tableNumber}
    >
      <header className={cn('flex items-start justify-between gap-3 border-b px-4 py-3', done ? 'border-green-200 bg-green-50' : 'border-zinc-200 bg-zinc-50')}>
        <div className="min-w-0">
          <h2 id={`board-table-${table.tableNumber}`} className="text-xl font-bold text-zinc-900">
            {t('table', { number: table.tableNumber })}
          </h2>
          {oldest !== null && (
            <p className={cn('mt-0.5 flex items-center gap-1.5 text-sm', WAIT_STYLES[waitLevel(oldest)])}>
              <Clock className="size-4" aria-hidden="true" />
              {t('board.oldestWait', { time: elapsed(oldest) })}
            </p>
          )}
        </div>
        <div className="text-right" data-testid="board-unfinished">
          {done ? (
            <Badge tone="success" className="px-3 py-1 text-sm">
              <Check className="size-4" aria-hidden="true" />
              {t('board.allDone')}
            </Badge>
          ) : (
            <p className="text-sm text-zinc-700">
              <span className="text-2xl font-bold text-zinc-900 tabular-nums">{table.unfinishedCount}</span>
              <span className="text-zinc-600">/{table.totalCount}</span>
              <span className="block text-xs">{t('board.unfinished')}</span>
            </p>
          )}
        </div>
      </header>

      <div className="divide-y divide-zinc-200">
        {table.orders.map((order) => {
          const waited = minutesSince(order.createdAt, now);
          return (
            <div key={order.id} className="px-3 py-3" data-testid="board-order" data-order-id={order.id}>
              <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-sm text-zinc-700">
                <span className="rounded-md bg-zinc-900 px-2 py-0.5 text-xs font-semibold text-white">{t('board.round', { n: order.callNumber })}</span>
                <span className="font-medium text-zinc-900">#{order.id}</span>
                {order.customerName && <span className="truncate">· {order.customerName}</span>}
                <time dateTime={order.createdAt} className="text-zinc-600">
                  · {formatDateTime(order.createdAt).split(' ')[1]}
                </time>
                <OrderStatusBadge ns="orders" status={order.status} className="ml-auto" />
              </div>
              {order.specialRequests && (
                <p
                  className="mb-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
                  data-testid="board-special"
                >
                  <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t('fields.specialRequests')}: </span>
                    {order.specialRequests}
                  </span>
                </p>
              )}
              <ul className="space-y-2">
                {order.items.map((item) => (
                  <li key={item.id}>
                    <label
                      className={cn(
                        'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 transition-colors ring-inset select-none',
                        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                        item.isCompleted ? 'bg-green-50 ring-green-200' : 'bg-white ring-zinc-200 hover:bg-zinc-50 active:bg-zinc-100',
                        pendingIds.has(item.id) && 'opacity-70',
                      )}
                      data-testid="board-item"
                      data-item-id={item.id}
                      data-done={item.isCompleted}
                    >
                      <input
                        type="checkbox"
                        className="size-7 shrink-0 cursor-pointer rounded accent-green-700"
                        checked={item.isCompleted}
                        onChange={(e) => onToggle(item.id, e.target.checked)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className={cn('block text-base font-semibold', item.isCompleted ? 'text-zinc-600 line-through' : 'text-zinc-900')}>
                          <span className="tabular-nums">{item.quantity}</span> × {item.productName}
                        </span>
                        {(item.options ?? []).length > 0 && (
                          <span className="mt-0.5 block text-base font-semibold text-blue-900" data-testid="board-options">
                            {item.options.map((o) => o.name).join(' · ')}
                          </span>
                        )}
                        {item.notes && (
                          <span className="mt-0.5 block text-base font-bold text-red-800" data-testid="board-note">
                            <span className="sr-only">{t('board.note')}: </span>
                            {item.notes}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 text-right text-sm">
                        {item.isCompleted ? (
                          <span className="font-medium text-green-800">{t('item.done')}</span>
                        ) : (
                          <span className={WAIT_STYLES[waitLevel(waited)]}>{elapsed(waited)}</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
