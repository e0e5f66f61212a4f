import type { Bill, RestaurantInfo } from '@app/contract';
import { useTranslation } from 'react-i18next';
import './receipt.css';

/**
 * A settled (or running) bill as a receipt: restaurant, lines with notes, totals and payments.
 * The print stylesheet prints only this block, at 80 mm on a thermal printer or on A4.
 */
export function ReceiptView({
  bill,
  restaurant,
  formatPrice,
  formatDateTime,
}: {
  bill: Bill;
  restaurant: RestaurantInfo | null;
  formatPrice: (n: number) => string;
  formatDateTime: (iso: string) => string;
}) {
  const { t } = useTranslation('bill');
  return (
    <article className="receipt" data-testid="receipt" aria-label={t('receipt.title')}>
      <header className="receipt-head">
        <h3>{restaurant?.name ?? t('receipt.title')}</h3>
        {restaurant?.address && <p>{restaurant.address}</p>}
        {restaurant?.phone && <p>{restaurant.phone}</p>}
        <p>
          {t('receipt.number', { id: bill.id })} · {t('receipt.table', { number: bill.tableNumber })}
        </p>
        <p>{formatDateTime(bill.settledAt ?? bill.sessionStartedAt)}</p>
      </header>
      <table className="receipt-lines">
        <tbody>
          {bill.orders.flatMap((o) =>
            o.lines.map((l) => (
              <tr key={`${o.id}-${l.itemIds.join('-')}`}>
                <td>
                  {l.quantity} × {l.productName}
                  {l.notes && <span className="receipt-note">{l.notes}</span>}
                </td>
                <td className="receipt-amount">{formatPrice(l.amount)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <dl className="receipt-totals">
        <dt>{t('total')}</dt>
        <dd>{formatPrice(bill.total)}</dd>
        {bill.payments.map((p) => (
          <div key={p.id} className="receipt-payment">
            <dt>
              {t(`methods.${p.method}`)}
              {p.splitCount ? ` (${t('part', { index: (p.splitIndex ?? 0) + 1, count: p.splitCount })})` : ''}
            </dt>
            <dd>{formatPrice(p.amount)}</dd>
          </div>
        ))}
        <dt>{t('due')}</dt>
        <dd>{formatPrice(bill.due)}</dd>
      </dl>
      {bill.status === 'settled' && <p className="receipt-paid">{t('paidStamp')}</p>}
    </article>
  );
}
