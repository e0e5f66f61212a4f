import { PAYMENT_METHODS, splitEvenly, type Bill, type PaymentMethod } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { PaymentQr } from '../../../bill/PaymentQr';
import { ReceiptView } from '../../../bill/ReceiptView';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ORDER_EVENTS, useHubEvent, useHubReconnect } from '../../lib/socket';
import { LinePicker } from './LinePicker';
import { completeOrder, fetchStaffBill, recordPayment, settleTable } from './staff-bill.api';

const OPEN = ['pending', 'confirmed', 'preparing'];

/** A table's bill for staff: split equally, record each part, show the QR, settle the table in one action. */
export function StaffBillDialog({ tableId, tableNumber, onClose }: { tableId: number; tableNumber: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('bill');
  const [bill, setBill] = useState<Bill | null>(null);
  /** 1: whole bill; 2..8: equal parts; 'lines': each part the lines a guest picks. */
  const [parts, setParts] = useState<number | 'lines'>(1);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [busy, setBusy] = useState(false);
  const [qrPart, setQrPart] = useState<number | null>(null);
  const money = (n: number) => formatMoney(n, bill?.currency ?? 'VND', i18n.language);
  const when = (iso: string) => formatDateTime(iso);

  const load = useCallback(async () => {
    try {
      const next = await fetchStaffBill(tableId);
      // A table just settled starts a new, empty bill: keep showing the settled one and its receipt.
      setBill((shown) => (shown?.status === 'settled' ? shown : next));
    } catch (err) {
      toast.error(err instanceof ApiError ? translateServerMessage(err) : t('loadFailed'));
    }
  }, [tableId, t]);

  useEffect(() => {
    void load();
  }, [load]);
  // The bill follows the table's events (payments, settling, orders placed or changing) instead of polling.
  useHubEvent(['BillUpdated', ...ORDER_EVENTS], (payload) => {
    const table = (payload as { tableId?: number | null }).tableId;
    if (table === undefined || table === null || table === tableId) void load();
  });
  useHubReconnect(() => void load());

  const run = async (action: () => Promise<Bill | unknown>, done?: string) => {
    setBusy(true);
    try {
      const result = await action();
      if (result && typeof result === 'object' && 'orders' in result) setBill(result as Bill);
      else await load();
      if (done) toast.success(done);
    } catch (err) {
      toast.error(err instanceof ApiError ? translateServerMessage(err) : t('loadFailed'));
      await load();
    } finally {
      setBusy(false);
    }
  };

  const equal = typeof parts === 'number' ? parts : 1;
  const amounts = bill && equal > 1 ? splitEvenly(bill.total, equal) : [];
  const partPaid = (index: number) => bill?.payments.some((p) => p.splitCount === equal && p.splitIndex === index) ?? false;
  const notCompleted = bill?.orders.filter((o) => OPEN.includes(o.status)) ?? [];
  const qrAmount = bill ? (qrPart !== null && amounts[qrPart] !== undefined ? amounts[qrPart]! : bill.due) : 0;

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`${t('title')} · ${t('table', { number: tableNumber })}`} size="lg">
      {!bill ? (
        <p className="py-8 text-center text-zinc-600">{t('loading')}</p>
      ) : (
        <div className="space-y-5" data-testid="staff-bill">
          <ReceiptView bill={bill} restaurant={null} formatPrice={money} formatDateTime={when} />
          {bill.orders.length === 0 && bill.status !== 'settled' ? (
            <p className="text-center text-zinc-600">{t('empty')}</p>
          ) : bill.status === 'settled' ? (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
          ) : (
            <>
              <div className="flex flex-wrap items-end gap-3">
                <label className="text-sm font-medium text-zinc-800">
                  {t('staff.method')}
                  <select
                    className="mt-1 block rounded-md border border-zinc-300 px-2 py-1.5"
                    value={method}
                    onChange={(e) => setMethod(e.target.value as PaymentMethod)}
                    data-testid="bill-method"
                  >
                    {PAYMENT_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {t(`methods.${m}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm font-medium text-zinc-800">
                  {t('staff.howToSplit')}
                  <select
                    className="mt-1 block rounded-md border border-zinc-300 px-2 py-1.5"
                    value={parts}
                    onChange={(e) => {
                      setParts(e.target.value === 'lines' ? 'lines' : Number(e.target.value));
                      setQrPart(null);
                    }}
                    data-testid="bill-parts"
                  >
                    {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? t('qr.whole') : t('qr.partsOf', { count: n })}
                      </option>
                    ))}
                    <option value="lines">{t('staff.byLines')}</option>
                  </select>
                </label>
              </div>

              {parts === 'lines' && (
                <LinePicker
                  bill={bill}
                  money={money}
                  busy={busy}
                  onRecord={(itemIds) => void run(() => recordPayment(tableId, { method, itemIds }), t('staff.recorded'))}
                />
              )}

              {equal > 1 && (
                <ul className="divide-y divide-zinc-200 rounded-lg ring-1 ring-zinc-200" aria-label={t('staff.split')}>
                  {amounts.map((amount, index) => (
                    <li key={index} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span>
                        {t('part', { index: index + 1, count: equal })}: <strong>{money(amount)}</strong>
                      </span>
                      {partPaid(index) ? (
                        <span className="text-sm font-semibold text-emerald-700">{t('staff.partPaid')}</span>
                      ) : (
                        <span className="flex gap-2">
                          <Button size="sm" variant="ghost" onClick={() => setQrPart(index)}>
                            {t('staff.showQr')}
                          </Button>
                          <Button
                            size="sm"
                            disabled={busy}
                            data-testid={`record-part-${index}`}
                            onClick={() => void run(() => recordPayment(tableId, { method, split: { count: equal, index } }), t('staff.recorded'))}
                          >
                            {t('staff.record')}
                          </Button>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}

              {bill.payTo && qrAmount > 0 && (
                <div className="text-center">
                  <p className="font-semibold">{money(qrAmount)}</p>
                  <PaymentQr payTo={bill.payTo} amount={qrAmount} purpose={bill.purpose} label={t('qr.alt', { amount: money(qrAmount) })} size={200} />
                </div>
              )}

              {notCompleted.length > 0 && (
                <section className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
                  <h3 className="text-sm font-semibold text-amber-900">{t('staff.notCompleted')}</h3>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {notCompleted.map((o) => (
                      <Button key={o.id} size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => completeOrder(o.id))}>
                        {t('staff.complete', { id: o.id })}
                      </Button>
                    ))}
                  </div>
                </section>
              )}

              <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 pt-4">
                {bill.due > 0 && (
                  <Button variant="secondary" disabled={busy} onClick={() => void run(() => recordPayment(tableId, { method }), t('staff.recorded'))}>
                    {t('staff.recordAll')}
                  </Button>
                )}
                <Button
                  disabled={busy || notCompleted.length > 0}
                  data-testid="settle-table"
                  onClick={() => void run(() => settleTable(tableId, method), t('staff.settled'))}
                >
                  {t('staff.settle')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
