import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';

/** Every date filter of the back office: dashboard, order history (list, stats, export) and call history. */
forEachDatabase('date filters', (dialect) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  const ask = (from: string, to: string) => [
    admin.get(`/api/Dashboard/statistics?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`),
    admin.get(`/api/Dashboard/revenue-series?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`),
    admin.get(`/api/Dashboard/top-dishes?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`),
    admin.get(`/api/CallHistory?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`),
    admin.get(`/api/OrderHistory/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    admin.post('/api/OrderHistory/search', { from, to }),
    admin.post('/api/OrderHistory/export', { from, to }),
  ];

  it('a sane range answers 200 everywhere', async () => {
    for (const res of await Promise.all(ask('2026-01-01', '2026-01-31'))) expect(res.statusCode, res.body).toBe(200);
    for (const res of await Promise.all(ask('2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'))) expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['year 1', '0001-01-01', '2026-01-01', 'Năm phải từ 2000 đến 2100'],
    ['the last date JavaScript knows', '2026-01-01', '+275760-09-13T00:00:00.000Z', 'Năm phải từ 2000 đến 2100'],
    ['year 9999', '2026-01-01', '9999-12-31', 'Năm phải từ 2000 đến 2100'],
    ['start after end', '2026-03-01', '2026-02-01', 'Ngày bắt đầu không được sau ngày kết thúc'],
    ['more than 366 days', '2024-01-01', '2026-01-01', 'Khoảng thời gian tối đa 366 ngày'],
    ['not a date', 'soon', '2026-01-01', 'Ngày không hợp lệ'],
  ])('%s answers 400 with a clear message everywhere', async (_name, from, to, message) => {
    for (const res of await Promise.all(ask(from, to))) {
      expect(res.statusCode, `${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
