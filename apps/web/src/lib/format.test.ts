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
