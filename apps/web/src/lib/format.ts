/**
 * Number, money and date formatting shared by the diner page and the back office. Each Intl
 * formatter is made once per locale and options and then reused: making one is far slower than
 * using it (the first even loads the locale's data), and lists format a price per row. None is
 * made while this module loads, so a page's start does not pay for it.
 *
 * Whole amounts in đồng, the restaurant's usual currency, in the table page's three languages are
 * printed without Intl (see VND_STYLES): the page's first Intl object costs a cheap phone about
 * a tenth of a second of blocked screen while the menu is drawn, for a string we can write
 * ourselves. The output is the one Intl prints (checked against it in the tests).
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

/** Beyond this, whole numbers lose precision; Intl takes over. */
const LARGEST_WRITTEN = 1e15;

/**
 * A whole amount with its thousands grouped ('1.234.567'), rounded half away from zero as Intl
 * rounds, with a minus for negatives (also -0, as Intl prints it); null where Intl must decide.
 */
function groupedWhole(amount: number, separator: string): string | null {
  const size = Math.abs(amount);
  if (!(size < LARGEST_WRITTEN)) return null;
  const digits = String(Math.round(size));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return amount < 0 || Object.is(amount, -0) ? `-${out}` : out;
}

/** How Intl prints whole đồng (currency 'VND', no minor unit) in the locales the diner page uses. */
const VND_STYLES: Record<string, { separator: string; symbolFirst: boolean }> = {
  'vi-VN': { separator: '.', symbolFirst: false },
  'de-DE': { separator: '.', symbolFirst: false },
  'en-GB': { separator: ',', symbolFirst: true },
};

function writtenVnd(amount: number, locale: string): string | null {
  const style = VND_STYLES[locale];
  const grouped = style ? groupedWhole(amount, style.separator) : null;
  if (grouped === null || !style) return null;
  if (!style.symbolFirst) return `${grouped}\u00a0₫`;
  return grouped.startsWith('-') ? `-₫${grouped.slice(1)}` : `₫${grouped}`;
}

const vndGrouping = () => numberFormat('vi-VN', { maximumFractionDigits: 0 });

/** 125000 -> '125.000 đ' (vi-VN grouping with the admin's 'đ' suffix). */
export function formatVnd(n: number | string | null | undefined): string {
  const amount = Math.round(toNumber(n));
  return `${groupedWhole(amount, '.') ?? vndGrouping().format(amount)} đ`;
}

/** Amount in the restaurant's currency for a given display locale, e.g. (125000, 'VND', 'de-DE') -> '125.000 ₫'. */
export function formatMoney(n: number | string | null | undefined, currency = 'VND', locale = 'vi-VN'): string {
  const amount = toNumber(n);
  if (currency === 'VND') {
    const written = writtenVnd(amount, locale);
    if (written !== null) return written;
  }
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
