import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatVnd } from './format';

describe('formatVnd', () => {
  it('groups thousands the vi-VN way and appends đ', () => {
    expect(formatVnd(125000)).toBe('125.000 đ');
    expect(formatVnd(1234567)).toBe('1.234.567 đ');
    expect(formatVnd(0)).toBe('0 đ');
  });

  it('treats missing or invalid amounts as 0 and rounds fractions', () => {
    expect(formatVnd(undefined)).toBe('0 đ');
    expect(formatVnd(null)).toBe('0 đ');
    expect(formatVnd(Number.NaN)).toBe('0 đ');
    expect(formatVnd('45000')).toBe('45.000 đ');
    expect(formatVnd(999.6)).toBe('1.000 đ');
  });
});

describe('formatMoney', () => {
  it('formats VND without minor units', () => {
    expect(formatMoney(50000, 'VND', 'vi-VN')).toMatch(/^50\.000\s₫$/);
  });

  it('follows the display locale', () => {
    expect(formatMoney(1500, 'EUR', 'de-DE')).toMatch(/^1\.500,00\s€$/);
    expect(formatMoney(1500, 'USD', 'en-US')).toBe('$1,500.00');
  });

  it('falls back for an unknown currency code', () => {
    expect(formatMoney(1000, 'NOPE!', 'vi-VN')).toBe('1.000 NOPE!');
  });
});

// Whole đồng in the table page's languages are written without Intl: the very string Intl prints.
describe('money written without Intl', () => {
  const amounts = [0, -0, 1, 5, 12, 999, 1000, 1001, 12_345, 99_999, 100_000, 125_000, 1_234_567, 987_654_321, 1e14 + 7, 999_999_999_999_999];
  const halves = [0.4, 0.5, 0.6, 2.5, 999.5, 1499.49, -0.4, -0.5, -2.5, -1234.5, -1_000_000];
  // A seeded walk over magnitudes, so the same values are checked on every run.
  let seed = 7;
  const walk = Array.from({ length: 400 }, () => {
    seed = (seed * 48271) % 2147483647;
    return (seed % 1_000_000) * 10 ** (seed % 9) * (seed % 5 === 0 ? -1 : 1);
  });
  const values = [...amounts, ...halves, ...walk];

  it('prints VND like Intl in vi-VN, de-DE and en-GB, signs and halves included', () => {
    for (const locale of ['vi-VN', 'de-DE', 'en-GB']) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
      for (const v of values) expect(formatMoney(v, 'VND', locale), `${locale} ${v}`).toBe(intl.format(v));
    }
  });

  it('groups formatVnd like Intl in vi-VN', () => {
    const intl = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    for (const v of values) expect(formatVnd(v), String(v)).toBe(`${intl.format(Math.round(v))} đ`);
  });

  it('leaves other locales, currencies and huge amounts to Intl', () => {
    expect(formatMoney(125000, 'VND', 'fr-FR')).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(125000),
    );
    expect(formatMoney(12.5, 'EUR', 'vi-VN')).toBe(
      new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(12.5),
    );
    expect(formatMoney(1e20, 'VND', 'vi-VN')).toBe(
      new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(1e20),
    );
    expect(formatVnd(1e20)).toBe(`${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(1e20)} đ`);
  });
});

describe('formatDateTime', () => {
  it('gives day/month/year hour:minute', () => {
    expect(formatDateTime('2024-05-20T07:05:00Z', 'UTC')).toBe('20/05/2024 07:05');
    expect(formatDateTime('2024-12-31T23:59:00Z', 'Asia/Ho_Chi_Minh')).toBe('01/01/2025 06:59');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('formatDate keeps only the date', () => {
    expect(formatDate('2024-05-20T07:05:00Z', 'UTC')).toBe('20/05/2024');
  });
});
