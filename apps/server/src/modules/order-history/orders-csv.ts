import type { MessageKey, Order } from '@app/contract';
import { isMessageKey, viText } from '../../errors/messages.js';

const HEADER: MessageKey[] = [
  'csv.orderId',
  'csv.table',
  'csv.round',
  'csv.customer',
  'csv.phone',
  'csv.orderType',
  'csv.status',
  'csv.paid',
  'csv.itemCount',
  'csv.items',
  'csv.specialRequests',
  'csv.total',
  'csv.createdAt',
  'csv.paidAt',
];

/** An order status in Vietnamese; an unknown one as it is stored. */
function statusText(status: string): string {
  const key = `orderStatus.${status}`;
  return isMessageKey(key) ? viText(key) : status;
}

/**
 * One cell: quoted when needed, and a leading = + - @ neutralised so a customer name can
 * never run as a spreadsheet formula.
 */
function cell(value: string | number, sep: string): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return s.includes(sep) || /["\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * CSV that Excel opens correctly with Vietnamese text: a UTF-8 byte order mark, CRLF line
 * ends, and a separator chosen by the caller (';' for vi/de regional settings, ',' for en).
 * Amounts are plain integers so Excel can sum them.
 */
export function ordersToCsv(orders: Order[], sep: ';' | ','): string {
  const lines = [HEADER.map((h) => cell(viText(h), sep)).join(sep)];
  for (const o of orders) {
    const count = o.orderItems.reduce((n, i) => n + i.quantity, 0);
    const dishes = o.orderItems
      .map((i) => {
        const options = i.options.length > 0 ? ` [${i.options.map((op) => op.name).join(', ')}]` : '';
        return `${i.productName}${options} x${i.quantity}${i.notes ? ` (${i.notes})` : ''}`;
      })
      .join(' | ');
    lines.push(
      [
        o.id,
        o.tableNumber,
        o.callNumber,
        o.customerName,
        o.customerPhone,
        viText(o.orderType === 'takeaway' ? 'csv.takeaway' : 'csv.dineIn'),
        statusText(o.status),
        viText(o.isPaid ? 'csv.yes' : 'csv.no'),
        count,
        dishes,
        o.specialRequests,
        o.totalAmount,
        o.createdAt,
        o.paidAt ?? '',
      ]
        .map((v) => cell(v, sep))
        .join(sep),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
