/**
 * Money and dates on the diner page, in the guest's language (amounts stay in the restaurant's
 * currency). The same output as the back office's formatting (src/lib/format.ts), but each Intl
 * formatter is made once per locale and currency and reused: making one is far slower than using
 * it (the first one even loads the locale's data), and the menu formats a price per dish. Nothing
 * is made while the module loads, so the page's start does not pay for it; `warmFormatters` makes
 * the first one in a task of its own while the menu is still on its way.
 */
import { localeFor } from './language';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

function toNumber(n: number | string | null | undefined): number {
  const value = typeof n === 'string' ? Number(n) : n;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Amount in the restaurant's currency for a display locale, e.g. (125000, 'VND', 'de-DE') -> '125.000 ₫'. */
function formatMoney(n: number | null | undefined, currency: string, locale: string): string {
  const amount = toNumber(n);
  try {
    // Amounts are stored as whole units of the currency (VND has no minor unit).
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: currency === 'VND' ? 0 : 2 }, `${locale}|${currency}`).format(amount);
  } catch {
    // An unknown currency code or locale must never break a screen.
    return `${numberFormat('vi-VN', { maximumFractionDigits: 0 }, 'vi-VN|').format(amount)} ${currency}`;
  }
}

function dateFormat(locale: string): Intl.DateTimeFormat {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    dateFormats.set(locale, f);
  }
  return f;
}

export function money(amount: number | null | undefined, currency: string | undefined, lang: string): string {
  return formatMoney(amount ?? 0, currency || 'VND', localeFor(lang));
}

export function dateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Vietnamese dates read day/month/year hour:minute.
  if (lang.split('-')[0] === 'vi') {
    const parts = dateFormat('vi-VN').formatToParts(date);
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
  }
  return dateFormat(localeFor(lang)).format(date);
}

/**
 * Makes the price formatter of the guest's language now. Called in a task of its own while the
 * menu loads, so this slow first step is not added to the long task that draws the menu.
 */
export function warmFormatters(lang: string): void {
  money(0, undefined, lang);
}
