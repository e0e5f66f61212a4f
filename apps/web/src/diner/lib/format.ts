/** Money and dates on the diner page, in the guest's language (amounts stay in the restaurant's currency). */
import { formatDateTime, formatMoney } from '../../lib/format';
import { localeFor } from './language';

export function money(amount: number | null | undefined, currency: string | undefined, lang: string): string {
  return formatMoney(amount ?? 0, currency || 'VND', localeFor(lang));
}

export function dateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  // Vietnamese dates read day/month/year hour:minute.
  if (lang.split('-')[0] === 'vi') return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(lang), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
