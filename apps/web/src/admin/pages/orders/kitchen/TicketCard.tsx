import { ticketAge, type StationThreshold, type Ticket } from '@app/contract';
import { Check, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../../ui/Button';
import { cn } from '../../../../ui/cn';
import { formatTimer } from './ticket-timer';

const AGE_STYLES = {
  new: { frame: 'border-zinc-300', header: 'bg-zinc-800 text-white' },
  warning: { frame: 'border-amber-500', header: 'bg-amber-400 text-zinc-950' },
  late: { frame: 'border-red-600', header: 'bg-red-700 text-white' },
} as const;

interface Props {
  ticket: Ticket;
  now: number;
  threshold: StationThreshold;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onBumpItem: (itemId: number) => void;
  onBump: () => void;
  onRush: (isRush: boolean) => void;
}

/** One ticket on the kitchen display: its colour ages with the station's thresholds. */
export function TicketCard({ ticket, now, threshold, selected, busy, onSelect, onBumpItem, onBump, onRush }: Props) {
  const { t } = useTranslation('kitchen');
  const age = ticketAge(ticket.createdAt, new Date(now).toISOString(), threshold);
  const style = AGE_STYLES[age];
  const open = ticket.items.filter((i) => !i.isCompleted);
  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border-4 bg-white shadow-sm',
        style.frame,
        selected && 'outline-4 outline-offset-2 outline-brand-600',
      )}
      aria-label={t('ticket.label', { table: ticket.tableNumber, round: ticket.callNumber })}
      aria-current={selected ? 'true' : undefined}
      data-testid="kds-ticket"
      data-order-id={ticket.orderId}
      data-age={age}
      onClick={onSelect}
    >
      <header className={cn('flex items-start justify-between gap-2 px-3 py-2.5', style.header)}>
        <div className="min-w-0">
          <h2 className="text-2xl leading-tight font-bold">{t('ticket.table', { table: ticket.tableNumber })}</h2>
          <p className="text-sm font-medium opacity-90">
            {ticket.callNumber > 1 ? t('ticket.addOn', { round: ticket.callNumber }) : t('ticket.firstRound')} · #{ticket.orderId}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span
            className="font-mono text-xl font-bold tabular-nums"
            data-testid="kds-timer"
            aria-label={t('ticket.waiting', { time: formatTimer(now - Date.parse(ticket.createdAt)) })}
          >
            {formatTimer(now - Date.parse(ticket.createdAt))}
          </span>
          {age !== 'new' && <span className="text-xs font-semibold tracking-wide uppercase">{t(`age.${age}`)}</span>}
        </div>
      </header>
      {(ticket.isRush || ticket.otherStations.length > 0) && (
        <div className="flex flex-wrap gap-2 px-4 pt-3">
          {ticket.isRush && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white" data-testid="kds-rush">
              <Flame className="size-4" aria-hidden="true" />
              {t('ticket.rush')}
            </span>
          )}
          {ticket.otherStations.map((s) => (
            <span key={s} className="rounded-full bg-zinc-100 px-3 py-1 text-sm text-zinc-700">
              {t('ticket.alsoAt', { station: t(`stations.${s}`) })}
            </span>
          ))}
        </div>
      )}
      <ul className="flex flex-1 flex-col gap-2 p-2.5">
        {ticket.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={cn(
                'flex min-h-14 w-full items-start gap-2 rounded-xl px-3 py-2 text-left text-lg',
                focusRing,
                item.isCompleted ? 'bg-green-50 text-zinc-500 line-through' : 'bg-zinc-50 text-zinc-900 hover:bg-zinc-100 active:bg-zinc-200',
              )}
              disabled={item.isCompleted || busy}
              aria-label={item.isCompleted ? t('item.done', { name: item.productName }) : t('item.bump', { name: item.productName, count: item.quantity })}
              onClick={(e) => {
                e.stopPropagation();
                onBumpItem(item.id);
              }}
              data-testid="kds-item"
            >
              <span className="min-w-8 text-xl font-bold tabular-nums">{item.quantity}×</span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{item.productName}</span>
                {item.notes && <span className="block text-base font-medium text-amber-800">{item.notes}</span>}
              </span>
              {item.isCompleted && <Check className="size-6 text-green-700" aria-hidden="true" />}
            </button>
          </li>
        ))}
        {ticket.specialRequests && <li className="rounded-xl bg-amber-50 px-3 py-2 text-base text-amber-900">{ticket.specialRequests}</li>}
      </ul>
      <footer className="flex gap-2 border-t border-zinc-200 p-2.5">
        <button
          type="button"
          className={cn('min-h-14 flex-1 rounded-xl bg-green-700 px-3 text-base font-bold text-white hover:bg-green-800 disabled:opacity-60', focusRing)}
          disabled={busy || open.length === 0}
          onClick={(e) => {
            e.stopPropagation();
            onBump();
          }}
          data-testid="kds-bump"
        >
          {t('actions.bump')}
        </button>
        <button
          type="button"
          className={cn(
            'min-h-14 rounded-xl px-3 text-base font-semibold ring-1 ring-inset',
            focusRing,
            ticket.isRush ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50',
          )}
          aria-pressed={ticket.isRush}
          disabled={busy}
          onClick={(e) => {
            e.stopPropagation();
            onRush(!ticket.isRush);
          }}
        >
          {ticket.isRush ? t('actions.unrush') : t('actions.rush')}
        </button>
      </footer>
    </article>
  );
}
