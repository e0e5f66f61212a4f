import { describe, expect, it } from 'vitest';
import { csvFileName, defaultFilters, filterBody, localDay } from './history-filters';

describe('order history filters', () => {
  it('opens on the last seven days, today included', () => {
    const f = defaultFilters(new Date(2025, 2, 10, 15, 30));
    expect(f).toEqual({ from: '2025-03-04', to: '2025-03-10', tableNumber: '', status: 'all', text: '' });
  });

  it('sends whole local days as instants and leaves out empty fields', () => {
    const body = filterBody({ from: '2025-03-04', to: '2025-03-10', tableNumber: ' 7 ', status: 'paid', text: '  ' });
    expect(body.from).toBe(new Date(2025, 2, 4, 0, 0, 0, 0).toISOString());
    expect(body.to).toBe(new Date(2025, 2, 10, 23, 59, 59, 999).toISOString());
    expect(body).toMatchObject({ tableNumber: '7', status: 'paid', text: undefined });
    expect(filterBody({ from: '', to: 'nonsense', tableNumber: '', status: 'all', text: 'phở' })).toEqual({
      from: undefined,
      to: undefined,
      tableNumber: undefined,
      status: 'all',
      text: 'phở',
    });
  });

  it('names the download after the server, else orders-<day>.csv', () => {
    const now = new Date(2025, 0, 2, 9);
    expect(csvFileName('attachment; filename="don-hang-2025-01-02.csv"', now)).toBe('don-hang-2025-01-02.csv');
    expect(csvFileName('attachment; filename="x.csv"; filename*=UTF-8\'\'%C4%91%C6%A1n-h%C3%A0ng.csv', now)).toBe('đơn-hàng.csv');
    expect(csvFileName('attachment; filename=plain.csv', now)).toBe('plain.csv');
    expect(csvFileName('attachment; filename="../../etc/passwd"', now)).toBe('passwd');
    expect(csvFileName(null, now)).toBe(`orders-${localDay(now)}.csv`);
    expect(csvFileName('attachment', now)).toBe('orders-2025-01-02.csv');
  });
});
