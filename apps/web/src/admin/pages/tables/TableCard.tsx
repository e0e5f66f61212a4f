import type { TableWithBooking } from '@app/contract';
import { CalendarClock, History, MapPin, Pencil, Power, PowerOff, QrCode, Receipt, Trash2, Users, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { statusKey, statusTone } from './table-status';

interface TableCardProps {
  table: TableWithBooking;
  canManage: boolean;
  onQr: () => void;
  onHistory: () => void;
  /** Opens the table's running bill (payments, split, settle). */
  onBill?: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
}

export function TableCard({ table, canManage, onQr, onHistory, onBill, onEdit, onToggle, onDelete, toggling }: TableCardProps) {
  const { t } = useTranslation('tables');
  const n = table.tableNumber;
  const inactive = !table.isActive;
  return (
    <article
      className={cn(
        'flex flex-col rounded-2xl border shadow-xs transition-shadow hover:shadow-sm',
        // Dimmed without lowering text contrast below AA: grey tile, dashed edge, muted text.
        inactive ? 'border-dashed border-zinc-300 bg-zinc-100 text-zinc-600 shadow-none' : 'border-zinc-200 bg-white',
      )}
      aria-labelledby={`table-${table.id}-title`}
      data-testid="table-card"
      data-table-number={n}
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`table-${table.id}-title`} className={cn('text-lg font-semibold', inactive ? 'text-zinc-600' : 'text-zinc-900')}>
              {t('card.title', { number: n })}
            </h2>
            {inactive && <p className="text-sm font-medium text-zinc-700">{t('card.disabled')}</p>}
          </div>
          <Badge tone={inactive ? 'neutral' : statusTone(table.status)}>{t(`status.${statusKey(table.status)}`, { defaultValue: table.status })}</Badge>
        </div>
        <dl className={cn('grid gap-1.5 text-sm', inactive ? 'text-zinc-600' : 'text-zinc-700')}>
          <div className="flex items-center gap-2">
            <dt>
              <Users className="size-4 text-zinc-500" aria-hidden="true" />
              <span className="sr-only">{t('card.capacity')}</span>
            </dt>
            <dd>{t('card.seats', { count: table.capacity })}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4 text-zinc-500" aria-hidden="true" />
              <span className="sr-only">{t('card.location')}</span>
            </dt>
            <dd className="truncate">{table.location}</dd>
          </div>
          {table.openOrderCount > 0 && (
            <div className="flex items-center gap-2">
              <dt>
                <Receipt className="size-4 text-zinc-500" aria-hidden="true" />
                <span className="sr-only">{t('card.open')}</span>
              </dt>
              <dd className="font-medium text-zinc-900">{t('card.openOrders', { count: table.openOrderCount, amount: formatVnd(table.openAmount) })}</dd>
            </div>
          )}
          {table.status === 'đã-đặt' && (table.customerName || table.bookingStartTime) && (
            <div className="flex items-center gap-2">
              <dt>
                <CalendarClock className="size-4 text-zinc-500" aria-hidden="true" />
                <span className="sr-only">{t('card.booking')}</span>
              </dt>
              <dd className="truncate">{[table.customerName, formatDateTime(table.bookingStartTime)].filter(Boolean).join(' · ')}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={cn('flex flex-wrap items-center gap-1 border-t px-2 py-2', inactive ? 'border-zinc-200' : 'border-zinc-100')}>
        <Button variant="ghost" size="sm" onClick={onQr} disabled={inactive} aria-label={t('card.qrLabel', { number: n })}>
          <QrCode className="size-4" aria-hidden="true" />
          {t('card.qr')}
        </Button>
        <Button variant="ghost" size="icon" onClick={onHistory} aria-label={t('card.historyLabel', { number: n })} title={t('card.history')}>
          <History className="size-4" aria-hidden="true" />
        </Button>
        {onBill && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onBill}
            aria-label={t('billCard.openFor', { number: n })}
            title={t('billCard.open')}
            data-testid="open-table-bill"
          >
            <ReceiptText className="size-4" aria-hidden="true" />
          </Button>
        )}
        {canManage && (
          <div className="ml-auto flex items-center">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('card.editLabel', { number: n })} title={t('common:actions.edit')}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={onToggle}
              loading={toggling}
              aria-label={inactive ? t('card.activateLabel', { number: n }) : t('card.deactivateLabel', { number: n })}
              title={inactive ? t('card.activate') : t('card.deactivate')}
            >
              {!toggling && (inactive ? <Power className="size-4 text-green-700" aria-hidden="true" /> : <PowerOff className="size-4" aria-hidden="true" />)}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              onClick={onDelete}
              aria-label={t('card.deleteLabel', { number: n })}
              title={t('common:actions.delete')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
