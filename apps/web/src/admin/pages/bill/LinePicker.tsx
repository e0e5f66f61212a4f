import type { Bill } from '@app/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

interface LinePickerProps {
  bill: Bill;
  money: (n: number) => string;
  busy: boolean;
  /** Records one part made of the chosen lines (their order item ids). */
  onRecord: (itemIds: number[]) => void;
}

/** Split by lines: each guest's part is the lines they pick; lines already paid cannot be picked again. */
export function LinePicker({ bill, money, busy, onRecord }: LinePickerProps) {
  const { t } = useTranslation('bill');
  const id = useId();
  const lines = useMemo(() => bill.orders.flatMap((o) => o.lines.map((l) => ({ ...l, key: `${o.id}:${l.itemIds.join(',')}`, orderId: o.id }))), [bill.orders]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const picked = lines.filter((l) => chosen.has(l.key) && !l.paid);
  const sum = picked.reduce((s, l) => s + l.amount, 0);
  const toggle = (key: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <fieldset className="rounded-lg ring-1 ring-zinc-200" data-testid="bill-lines">
      <legend className="sr-only">{t('staff.byLines')}</legend>
      <ul className="divide-y divide-zinc-200">
        {lines.map((l) => (
          <li key={l.key} className="flex items-center gap-3 px-3 py-2">
            <input
              id={`${id}-${l.key}`}
              type="checkbox"
              className="size-4"
              checked={l.paid || chosen.has(l.key)}
              disabled={l.paid || busy}
              onChange={() => toggle(l.key)}
            />
            <label htmlFor={`${id}-${l.key}`} className="flex min-w-0 flex-1 justify-between gap-3">
              <span className="truncate">
                {l.quantity} × {l.productName}
                {l.notes ? <span className="text-zinc-600"> · {l.notes}</span> : null}
              </span>
              <span className={l.paid ? 'text-emerald-700' : 'font-semibold'}>{l.paid ? t('staff.partPaid') : money(l.amount)}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-3 border-t border-zinc-200 px-3 py-2">
        <span>
          {t('staff.chosen')}: <strong data-testid="lines-sum">{money(sum)}</strong>
        </span>
        <Button
          size="sm"
          disabled={busy || picked.length === 0}
          data-testid="record-lines"
          onClick={() => {
            onRecord(picked.flatMap((l) => l.itemIds));
            setChosen(new Set());
          }}
        >
          {t('staff.recordLines')}
        </Button>
      </div>
    </fieldset>
  );
}
