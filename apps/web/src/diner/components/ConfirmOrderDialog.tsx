import { useId } from 'react';
import { useTranslation } from '../lib/i18n';
import { Spinner } from '../../ui/Spinner';
import { MAX_SPECIAL_REQUESTS, keyOf, type CartLine, type CartSummary } from '../lib/cart';
import { LineOptions } from './LineOptions';
import { Modal } from './Modal';

interface ConfirmOrderDialogProps {
  open: boolean;
  onClose: () => void;
  tableNumber: string | null;
  lines: CartLine[];
  summary: CartSummary;
  nameOf: (line: CartLine) => string;
  formatPrice: (amount: number) => string;
  specialRequests: string;
  onSpecialRequestsChange: (text: string) => void;
  sending: boolean;
  /** Why the last attempt failed; the guest can fix it or simply try again. */
  error: string | null;
  onConfirm: () => void;
}

/** 'Xác nhận đặt hàng': cannot be closed while the order is being sent. */
export function ConfirmOrderDialog(props: ConfirmOrderDialogProps) {
  const { t } = useTranslation('diner');
  const id = useId();
  const { lines, summary, formatPrice, sending } = props;

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('confirm.title')}
      busy={sending}
      testId="confirm-dialog"
      footer={
        <>
          {props.error && !sending && (
            <p
              className="mb-3 rounded-xl bg-orange-50 px-3 py-2.5 text-sm font-semibold text-orange-900 ring-1 ring-orange-300 ring-inset"
              role="alert"
              data-testid="order-error"
            >
              {props.error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={props.onClose}
              disabled={sending}
              className="inline-flex h-12 items-center justify-center rounded-full px-5 text-base font-semibold text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
            >
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              onClick={props.onConfirm}
              disabled={sending || lines.length === 0}
              aria-busy={sending || undefined}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
              data-testid="confirm-order"
            >
              {sending ? (
                <>
                  <Spinner size="sm" />
                  {t('confirm.sending')}
                </>
              ) : (
                t('confirm.submit', { total: formatPrice(summary.total) })
              )}
            </button>
          </div>
        </>
      }
    >
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            [t('confirm.table'), props.tableNumber ?? t('confirm.tableUnknown')],
            [t('confirm.totalItems'), summary.items],
            [t('confirm.lines'), summary.lines],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-xl bg-brand-50 px-2 py-2.5 ring-1 ring-brand-100 ring-inset">
              <dt className="text-xs font-medium text-stone-700">{label}</dt>
              <dd className="mt-0.5 text-lg font-bold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>

        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-800">{t('confirm.details')}</h3>
          <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200 ring-inset">
            {lines.map((line) => (
              <li key={keyOf(line)} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">
                    {props.nameOf(line)} <span className="text-stone-600">× {line.quantity}</span>
                  </p>
                  <LineOptions names={line.options} />
                  {line.notes.trim() && <p className="mt-0.5 text-stone-600 italic">{t('confirm.lineNotes', { notes: line.notes.trim() })}</p>}
                </div>
                <p className="shrink-0 font-semibold text-stone-900">{formatPrice(line.price * line.quantity)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-baseline justify-between px-1">
            <span className="font-semibold text-stone-700">{t('confirm.total')}</span>
            <span className="text-xl font-bold text-brand-800">{formatPrice(summary.total)}</span>
          </div>
        </div>

        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-r`} className="text-sm font-medium text-stone-800">
              {t('confirm.generalRequest')}
            </label>
            <span id={`${id}-c`} className="text-xs tabular-nums text-stone-500" data-testid="special-counter">
              {props.specialRequests.length}/{MAX_SPECIAL_REQUESTS}
            </span>
          </div>
          <textarea
            id={`${id}-r`}
            value={props.specialRequests}
            maxLength={MAX_SPECIAL_REQUESTS}
            rows={3}
            disabled={sending}
            onChange={(e) => props.onSpecialRequestsChange(e.target.value)}
            placeholder={t('confirm.generalPlaceholder')}
            aria-describedby={`${id}-c`}
            className="mt-1 block w-full resize-none rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-stone-100 sm:text-sm"
            data-testid="special-requests"
          />
        </div>

        <p className="text-xs leading-5 text-stone-600">{t('confirm.terms')}</p>
      </div>
    </Modal>
  );
}
