import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../lib/format';
import { dateTime, money } from './format';

// The diner formats through the shared formatters (made once, reused): the same output, also when reused.
describe('diner money and dates', () => {
  it('prints amounts like the shared formatting, in each language and currency, also when reused', () => {
    for (const [lang, locale] of [
      ['vi', 'vi-VN'],
      ['en', 'en-GB'],
      ['de', 'de-DE'],
    ] as const) {
      for (const currency of ['VND', 'EUR', undefined]) {
        for (const amount of [0, 125000, 12.5, null]) {
          expect(money(amount, currency, lang)).toBe(formatMoney(amount ?? 0, currency || 'VND', locale));
          expect(money(amount, currency, lang)).toBe(formatMoney(amount ?? 0, currency || 'VND', locale));
        }
      }
    }
  });

  it('falls back to grouped digits and the code for an unknown currency', () => {
    expect(money(125000, 'NOPE', 'vi')).toBe(formatMoney(125000, 'NOPE', 'vi-VN'));
  });

  it('prints Vietnamese dates day/month/year hour:minute and other languages in their locale', () => {
    const iso = '2026-03-04T05:06:00';
    expect(dateTime(iso, 'vi')).toBe(formatDateTime(iso));
    expect(dateTime(iso, 'vi')).toMatch(/^04\/03\/2026 05:06$/);
    expect(dateTime(iso, 'de')).toBe(
      new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(
        new Date(iso),
      ),
    );
    expect(dateTime('', 'vi')).toBe('');
    expect(dateTime('not a date', 'en')).toBe('');
  });
});
