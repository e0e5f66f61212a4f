/**
 * Money and dates on the diner page, in the guest's language (amounts stay in the restaurant's
 * currency), through the shared formatting (src/lib/format.ts): đồng in the page's languages are
 * written without Intl, other currencies through Intl formatters made once and reused.
 */
import { dateTimeFormat, formatDateTime, formatMoney } from '../../lib/format';
import { localeFor } from './language';

export function money(amount: number | null | undefined, currency: string | undefined, lang: string): string {
  return formatMoney(amount ?? 0, currency || 'VND', localeFor(lang));
}

export function dateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  // Vietnamese dates read day/month/year hour:minute.
  if (lang.split('-')[0] === 'vi') return formatDateTime(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(localeFor(lang)).format(date);
}
