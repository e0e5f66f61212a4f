/** Number, money and date formatting shared by the diner page and the back office. */

const vndGrouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

function toNumber(n: number | string | null | undefined): number {
  const value = typeof n === 'string' ? Number(n) : n;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** 125000 -> '125.000 đ' (vi-VN grouping with the admin's 'đ' suffix). */
export function formatVnd(n: number | string | null | undefined): string {
  return `${vndGrouping.format(Math.round(toNumber(n)))} đ`;
}

/** Amount in the restaurant's currency for a given display locale, e.g. (125000, 'VND', 'de-DE') -> '125.000 ₫'. */
export function formatMoney(n: number | string | null | undefined, currency = 'VND', locale = 'vi-VN'): string {
  const amount = toNumber(n);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // Amounts are stored as whole units of the currency (VND has no minor unit).
      maximumFractionDigits: currency === 'VND' ? 0 : 2,
    }).format(amount);
  } catch {
    // An unknown currency code or locale must never break a screen.
    return `${vndGrouping.format(amount)} ${currency}`;
  }
}

/** ISO timestamp -> 'dd/mm/yyyy hh:mm' in vi-VN style; '' for missing or invalid input. */
export function formatDateTime(iso: string | number | Date | null | undefined, timeZone?: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** ISO timestamp -> 'dd/mm/yyyy'. */
export function formatDate(iso: string | number | Date | null | undefined, timeZone?: string): string {
  return formatDateTime(iso, timeZone).split(' ')[0] ?? '';
}
