import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable, forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { resolveRange } from './dashboard-range.js';

forEachDatabase('dashboard', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let anon: Client;
  const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    anon = client(t);
    // Table 1: two rounds, paid. Table 2: one order, cancelled. Yesterday: one paid order.
    const a = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 2 },
    ]);
    const b = await placeOrder(t, m.table1, [{ productId: m.tra.id, quantity: 3 }]);
    const c = await placeOrder(t, m.table2, [{ productId: m.roll.id, quantity: 5 }]);
    const d = await placeOrder(t, m.table2, [{ productId: m.com.id, quantity: 1 }]);
    await forceStatus(t, a.id, 'paid');
    await forceStatus(t, b.id, 'paid');
    await forceStatus(t, c.id, 'cancelled');
    await forceStatus(t, d.id, 'paid');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await t.handle.db.updateTable('orders').set({ created_at: yesterday, paid_at: yesterday, call_number: 1 }).where('id', '=', d.id).execute();
  });
  afterAll(() => t.close());

  it('access: 401, 403 for roles without dashboard.view, 400 on bad dates', async () => {
    for (const url of ['/api/Dashboard/statistics', '/api/Dashboard/recent-orders', '/api/Dashboard/revenue-series', '/api/Dashboard/top-dishes']) {
      expect((await anon.get(url)).statusCode).toBe(401);
      for (const role of ROLES) expect((await as[role].get(url)).statusCode, `${role} ${url}`).toBe(can(role, 'dashboard.view') ? 200 : 403);
    }
    expect((await as.Manager.get('/api/Dashboard/statistics?startDate=nope')).statusCode).toBe(400);
    expect((await as.Manager.get(`/api/Dashboard/statistics?startDate=${day()}&endDate=${day(-3)}`)).statusCode).toBe(400);
    expect((await as.Manager.get(`/api/Dashboard/revenue-series?startDate=2020-01-01&endDate=${day()}`)).statusCode).toBe(400);
  });

  it('statistics for today: orders (not cancelled), paid revenue, parties of guests, dishes on sale', async () => {
    const res = await as.Manager.get(`/api/Dashboard/statistics?startDate=${day()}&endDate=${day()}`);
    expect(res.json()).toEqual({ totalOrders: 2, totalRevenue: 2 * 65_000 + 5 * 5_000, totalCustomers: 1, totalProducts: 4 });
    const twoDays = (await as.Manager.get(`/api/Dashboard/statistics?startDate=${day(-1)}&endDate=${day()}`)).json();
    expect(twoDays).toMatchObject({ totalOrders: 3, totalRevenue: 155_000 + 55_000, totalCustomers: 2 });
    expect((await as.Manager.get('/api/Dashboard/statistics')).json().totalOrders).toBe(2);
  });

  it('recent orders, newest first', async () => {
    const recent = (await as.Admin.get('/api/Dashboard/recent-orders')).json();
    expect(recent).toHaveLength(4);
    expect(recent[0]).toEqual({
      orderId: expect.any(Number),
      customerName: '',
      tableNumber: m.table2.tableNumber,
      status: 'cancelled',
      amount: 600_000,
      createdAt: expect.any(String),
    });
    expect(recent.at(-1).status).toBe('paid');
  });

  it('revenue series: per hour for one day, per day otherwise, without gaps', async () => {
    const hours = (await as.Manager.get(`/api/Dashboard/revenue-series?startDate=${day()}&endDate=${day()}`)).json();
    expect(hours).toHaveLength(24);
    expect(hours[0].bucket).toBe(`${day()}T00:00`);
    expect(hours.reduce((s: number, p: { revenue: number }) => s + p.revenue, 0)).toBe(155_000);
    expect(hours.reduce((s: number, p: { orders: number }) => s + p.orders, 0)).toBe(2);
    const days = (await as.Manager.get(`/api/Dashboard/revenue-series?startDate=${day(-6)}&endDate=${day()}`)).json();
    expect(days.map((p: { bucket: string }) => p.bucket)).toEqual(Array.from({ length: 7 }, (_, i) => day(i - 6)));
    expect(days.at(-2)).toEqual({ bucket: day(-1), orders: 1, revenue: 55_000 });
  });

  it('top dishes by quantity, cancelled orders left out', async () => {
    const top = (await as.Manager.get(`/api/Dashboard/top-dishes?startDate=${day(-1)}&endDate=${day()}`)).json();
    expect(top).toEqual([
      { productId: m.tra.id, productName: 'Trà đá', quantity: 5, revenue: 25_000 },
      { productId: m.pho.id, productName: 'Phở bò', quantity: 2, revenue: 130_000 },
      { productId: m.com.id, productName: 'Cơm tấm', quantity: 1, revenue: 55_000 },
    ]);
  });

  it('revenue counts recorded payments when they were made: an order of three days ago paid in two parts today counts today, once', async () => {
    const stats = async (from: string, to = from) => (await as.Manager.get(`/api/Dashboard/statistics?startDate=${from}&endDate=${to}`)).json();
    const series = async () =>
      (await as.Manager.get(`/api/Dashboard/revenue-series?startDate=${day(-6)}&endDate=${day()}`)).json() as Promise<{ bucket: string; revenue: number }[]>;
    const before = { today: (await stats(day())).totalRevenue, then: (await stats(day(-3))).totalRevenue, days: await series() };

    // A table whose guests sat down three days ago, ordered then, and pay today.
    const table = await createTable(t);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await t.handle.db.updateTable('dining_tables').set({ session_started_at: threeDaysAgo }).where('id', '=', table.id).execute();
    const order = await placeOrder(t, table, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    await t.handle.db.updateTable('orders').set({ created_at: threeDaysAgo }).where('id', '=', order.id).execute();
    expect((await as.Manager.put(`/api/Order/${order.id}/status/completed`)).statusCode).toBe(200);
    const pay = (index: number) => as.Manager.post(`/api/Bill/staff/${table.id}/payments`, { method: 'cash', split: { count: 2, index } });

    // One part recorded: its amount counts today although the order is not paid yet.
    expect((await pay(0)).statusCode).toBe(201);
    expect((await stats(day())).totalRevenue).toBe(before.today + 35_000);
    // The second part pays the order: the payments count, the paid order is not counted again.
    expect((await pay(1)).statusCode).toBe(201);
    expect((await stats(day())).totalRevenue).toBe(before.today + 70_000);
    expect((await stats(day(-3))).totalRevenue).toBe(before.then);
    const days = await series();
    expect(days.at(-1)!.revenue).toBe(before.days.at(-1)!.revenue + 70_000);
    expect(days.at(-4)!.revenue).toBe(before.days.at(-4)!.revenue);
    const hours = (await as.Manager.get(`/api/Dashboard/revenue-series?startDate=${day()}&endDate=${day()}`)).json() as { revenue: number }[];
    expect(hours.reduce((sum, p) => sum + p.revenue, 0)).toBe(before.today + 70_000);
  });

  describe('date range', () => {
    it('reads bare dates as whole local days', () => {
      const r = resolveRange({ startDate: '2025-03-10', endDate: '2025-03-10', tzOffsetMinutes: -420 });
      expect(r.from).toBe('2025-03-09T17:00:00.000Z');
      expect(r.toExclusive).toBe('2025-03-10T17:00:00.000Z');
      expect(r.granularity).toBe('hour');
      expect(r.bucketOf('2025-03-09T17:30:00.000Z')).toBe('2025-03-10T00:00');
      expect(r.buckets()).toHaveLength(24);
      const week = resolveRange({ startDate: '2025-03-01', endDate: '2025-03-07', tzOffsetMinutes: 0 });
      expect(week.granularity).toBe('day');
      expect(week.buckets()).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']);
    });
  });
});
