import { PAYMENT_METHODS, splitEvenly, type Bill, type PaymentMethod, type RestaurantInfo } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import { translateServerMessage, useTranslation } from '../../lib/i18n';
import { fetchDinerBill, fetchReceipt, requestBill } from '../../../bill/bill.api';
import { PaymentQr } from '../../../bill/PaymentQr';
import { ReceiptView } from '../../../bill/ReceiptView';
import { ApiError } from '../../../lib/http';
import { keyHeaders } from '../../lib/table-key';
import { Modal } from '../Modal';

interface BillDialogProps {
  open: boolean;
  onClose: () => void;
  tableNumber: string;
  tableKey: string | null;
  restaurant: RestaurantInfo | null;
  formatPrice: (n: number) => string;
  formatDateTime: (iso: string) => string;
  /** Grows with every `BillUpdated` of the table (and reconnect): the open bill reloads. */
  version: number;
}

/** The bill this phone last saw; after the table is settled it opens that bill's receipt. */
const LAST_BILL = (table: string) => `bill:last:${table}`;

function remembered(table: string): { id: number; token: string } | null {
  try {
    const raw = sessionStorage.getItem(LAST_BILL(table));
    return raw ? (JSON.parse(raw) as { id: number; token: string }) : null;
  } catch {
    return null;
  }
}

/** 'Hóa đơn': the table's running bill, the QR for the amount due or a part, asking for the bill, the receipt once paid. */
export function BillDialog({ open, onClose, tableNumber, tableKey, restaurant, formatPrice, formatDateTime, version }: BillDialogProps) {
  const { t } = useTranslation('bill');
  const [bill, setBill] = useState<Bill | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [parts, setParts] = useState(1);
  const [requestState, setRequestState] = useState<{ sending: boolean; message: string | null }>({ sending: false, message: null });

  const load = useCallback(async () => {
    try {
      const current = await fetchDinerBill(tableNumber, keyHeaders(tableKey));
      const last = remembered(tableNumber);
      if (current.orders.length === 0 && last && last.id !== current.id) {
        // The session ended since this phone last looked: show what it paid.
        setBill(await fetchReceipt(last.id, last.token));
      } else {
        if (current.orders.length > 0) sessionStorage.setItem(LAST_BILL(tableNumber), JSON.stringify({ id: current.id, token: current.receiptToken }));
        setBill(current);
      }
      setError(null);
    } catch (err) {
      setError(err instanceof ApiError ? await translateServerMessage(err) : t('loadFailed'));
    }
  }, [tableNumber, tableKey, t]);

  // Follows the table's bill events instead of asking the server again and again.
  useEffect(() => {
    if (open) void load();
  }, [open, load, version]);

  const ask = async (method: PaymentMethod) => {
    setRequestState({ sending: true, message: null });
    try {
      await requestBill(tableNumber, method, keyHeaders(tableKey));
      setRequestState({ sending: false, message: t('request.sent') });
    } catch (err) {
      setRequestState({ sending: false, message: err instanceof ApiError ? await translateServerMessage(err) : t('request.failed') });
    }
  };

  const settled = bill?.status === 'settled';
  const partAmount = bill && parts > 1 ? splitEvenly(bill.due, parts)[0]! : (bill?.due ?? 0);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      subtitle={t('table', { number: tableNumber })}
      size="lg"
      maxHeight="max-h-[85vh]"
      testId="bill-dialog"
    >
      <div className="space-y-4 px-4 py-4 sm:px-5" aria-live="polite">
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        )}
        {!bill && !error && <p className="py-8 text-center text-stone-600">{t('loading')}</p>}
        {bill && bill.orders.length === 0 && <p className="py-8 text-center text-stone-600">{t('empty')}</p>}
        {bill && settled && (
          <>
            <p
              className="rounded-xl bg-emerald-50 px-4 py-3 text-center text-lg font-semibold text-emerald-800 ring-1 ring-emerald-200"
              data-testid="bill-paid"
            >
              {t('paidStamp')}
            </p>
            <ReceiptView bill={bill} restaurant={restaurant} formatPrice={formatPrice} formatDateTime={formatDateTime} />
            <button
              type="button"
              onClick={() => window.print()}
              className="w-full rounded-full bg-stone-900 px-4 py-3 font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t('receipt.print')}
            </button>
          </>
        )}
        {bill && !settled && bill.orders.length > 0 && (
          <>
            <ReceiptView bill={bill} restaurant={restaurant} formatPrice={formatPrice} formatDateTime={formatDateTime} />
            {bill.due > 0 && bill.payTo && (
              <section className="rounded-2xl bg-white p-4 text-center ring-1 ring-stone-200" aria-labelledby="bill-qr-title">
                <h3 id="bill-qr-title" className="font-semibold">
                  {t('qr.title')}
                </h3>
                <label className="mt-2 flex items-center justify-center gap-2 text-sm text-stone-700">
                  {t('qr.parts')}
                  <select value={parts} onChange={(e) => setParts(Number(e.target.value))} className="rounded-lg border border-stone-300 px-2 py-1">
                    {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? t('qr.whole') : t('qr.partsOf', { count: n })}
                      </option>
                    ))}
                  </select>
                </label>
                <p className="mt-2 text-2xl font-bold" data-testid="qr-amount">
                  {formatPrice(partAmount)}
                </p>
                <PaymentQr payTo={bill.payTo} amount={partAmount} purpose={bill.purpose} label={t('qr.alt', { amount: formatPrice(partAmount) })} />
                <p className="mt-2 text-sm text-stone-600">
                  {[bill.payTo.bankName, bill.payTo.bankAccount || bill.payTo.iban, bill.payTo.accountHolder].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-stone-600">{t('qr.purpose', { purpose: bill.purpose })}</p>
              </section>
            )}
            <section aria-labelledby="bill-request-title">
              <h3 id="bill-request-title" className="mb-2 font-semibold">
                {t('request.title')}
              </h3>
              <div className="grid grid-cols-3 gap-2">
                {PAYMENT_METHODS.map((m) => (
                  <button
                    key={m}
                    type="button"
                    disabled={requestState.sending}
                    onClick={() => void ask(m)}
                    className="rounded-xl bg-brand-700 px-2 py-3 text-sm font-semibold text-white disabled:opacity-60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                  >
                    {t(`methods.${m}`)}
                  </button>
                ))}
              </div>
              {requestState.message && (
                <p role="status" className="mt-2 text-sm font-medium text-stone-700">
                  {requestState.message}
                </p>
              )}
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}
