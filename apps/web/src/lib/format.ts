/**
 * Number, money and date formatting shared by the diner page and the back office. Each Intl
 * formatter is made once per locale and options and then reused: making one is far slower than
 * using it (the first even loads the locale's data), and lists format a price per row. None is
 * made while this module loads, so a page's start does not pay for it.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false };

/** Day, month, year, hour and minute in a locale's own order. */
export function dateTimeFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone });
    dateFormats.set(key, f);
  }
  return f;
}

function toNumber(n: number | string | null | undefined): number {
  const value = typeof n === 'string' ? Number(n) : n;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

const vndGrouping = () => numberFormat('vi-VN', { maximumFractionDigits: 0 });

/** 125000 -> '125.000 đ' (vi-VN grouping with the admin's 'đ' suffix). */
export function formatVnd(n: number | string | null | undefined): string {
  return `${vndGrouping().format(Math.round(toNumber(n)))} đ`;
}

/** Amount in the restaurant's currency for a given display locale, e.g. (125000, 'VND', 'de-DE') -> '125.000 ₫'. */
export function formatMoney(n: number | string | null | undefined, currency = 'VND', locale = 'vi-VN'): string {
  const amount = toNumber(n);
  try {
    // Amounts are stored as whole units of the currency (VND has no minor unit).
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: currency === 'VND' ? 0 : 2 }).format(amount);
  } catch {
    // An unknown currency code or locale must never break a screen.
    return `${vndGrouping().format(amount)} ${currency}`;
  }
}

/** ISO timestamp -> 'dd/mm/yyyy hh:mm' in vi-VN style; '' for missing or invalid input. */
export function formatDateTime(iso: string | number | Date | null | undefined, timeZone?: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat('vi-VN', timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** ISO timestamp -> 'dd/mm/yyyy'. */
export function formatDate(iso: string | number | Date | null | undefined, timeZone?: string): string {
  return formatDateTime(iso, timeZone).split(' ')[0] ?? '';
}
