import type { OrderStatus, Station } from '@app/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';

const min = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * A small evening written straight into the tables, with figures worked out by hand below.
 * Times are UTC; the viewer is in UTC+7 (tzOffsetMinutes=-420). 2026-03-02 is a Monday.
 */
async function seedFixture(t: TestApp) {
  const db = t.handle.db;
  const order = async (
    createdAt: string,
    status: OrderStatus,
    total: number,
    items: { name: string; station: Station; qty: number; price: number; doneAfter: number | null }[],
  ) => {
    const row = await db
      .insertInto('orders')
      .values({
        table_id: null,
        table_number: '1',
        customer_name: '',
        customer_phone: '',
        total_amount: total,
        status,
        notification_status: 'read',
        preparation_status: 'pending',
        order_type: 'dine-in',
        special_requests: '',
        booking_start_time: null,
        booking_end_time: null,
        is_paid: status === 'paid' ? 1 : 0,
        call_number: 1,
        source: 'diner',
        created_by: null,
        created_at: createdAt,
        updated_at: createdAt,
        paid_at: status === 'paid' ? min(createdAt, 60) : null,
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        items.map((i) => ({
          order_id: row.id,
          product_id: null,
          product_name: i.name,
          station: i.station,
          quantity: i.qty,
          price: i.price,
          notes: '',
          call_number: 1,
          is_completed: i.doneAfter === null ? 0 : 1,
          completed_at: i.doneAfter === null ? null : min(createdAt, i.doneAfter),
        })),
      )
      .execute();
  };
  // Monday lunch (local 12:00, 12:30) and dinner (19:00).
  await order('2026-03-02T05:00:00.000Z', 'paid', 100_000, [
    { name: 'Phở bò', station: 'kitchen', qty: 2, price: 40_000, doneAfter: 4 },
    { name: 'Trà đá', station: 'bar', qty: 1, price: 20_000, doneAfter: 2 },
  ]);
  await order('2026-03-02T05:30:00.000Z', 'paid', 60_000, [
    { name: 'Phở bò', station: 'kitchen', qty: 1, price: 40_000, doneAfter: 6 },
    { name: 'Cơm tấm', station: 'kitchen', qty: 1, price: 20_000, doneAfter: 25 },
  ]);
  await order('2026-03-02T12:00:00.000Z', 'completed', 40_000, [{ name: 'Phở bò', station: 'kitchen', qty: 1, price: 40_000, doneAfter: 8 }]);
  // Tuesday dinner (local 20:10, 20:20 cancelled, 21:00 still cooking).
  await order('2026-03-03T13:10:00.000Z', 'paid', 80_000, [{ name: 'Phở bò', station: 'kitchen', qty: 2, price: 40_000, doneAfter: 20 }]);
  await order('2026-03-03T13:20:00.000Z', 'cancelled', 999, [{ name: 'Phở bò', station: 'kitchen', qty: 5, price: 40_000, doneAfter: 1 }]);
  await order('2026-03-03T14:00:00.000Z', 'pending', 20_000, [{ name: 'Cơm tấm', station: 'kitchen', qty: 1, price: 20_000, doneAfter: null }]);
  // Thursday: outside the range.
  await order('2026-03-05T05:00:00.000Z', 'paid', 40_000, [{ name: 'Phở bò', station: 'kitchen', qty: 1, price: 40_000, doneAfter: 90 }]);
}

forEachDatabase('kitchen analytics', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    await seedFixture(t);
  });
  afterAll(() => t.close());

  const url = '/api/Analytics/kitchen?startDate=2026-03-02&endDate=2026-03-03&tzOffsetMinutes=-420';

  it('prep times, late tickets, hours, weekdays and dishes match the hand-computed figures', async () => {
    const res = await admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.from).toBe('2026-03-01T17:00:00.000Z');
    expect(a.toExclusive).toBe('2026-03-03T17:00:00.000Z');
    // Phở bò: 4, 6, 8, 20 min -> median (6+8)/2 = 7, p90 at rank 2.7 = 8 + 0.7 x 12 = 16.4.
    expect(a.byDish).toEqual([
      { productName: 'Cơm tấm', station: 'kitchen', count: 1, medianMinutes: 25, p90Minutes: 25 },
      { productName: 'Phở bò', station: 'kitchen', count: 4, medianMinutes: 7, p90Minutes: 16.4 },
      { productName: 'Trà đá', station: 'bar', count: 1, medianMinutes: 2, p90Minutes: 2 },
    ]);
    // Kitchen: 4, 6, 8, 20, 25 -> median 8, p90 at rank 3.6 = 20 + 0.6 x 5 = 23.
    expect(a.byStation).toEqual([
      { station: 'bar', count: 1, medianMinutes: 2, p90Minutes: 2 },
      { station: 'kitchen', count: 5, medianMinutes: 8, p90Minutes: 23 },
    ]);
    // Monday: four finished tickets, the one whose Cơm tấm took 25 min (> 20) late; Tuesday's 20 min is not.
    expect(a.lateTicketsPerDay).toEqual([
      { day: '2026-03-02', tickets: 4, late: 1 },
      { day: '2026-03-03', tickets: 1, late: 0 },
    ]);
    const hours = a.byHour.filter((h: { orders: number }) => h.orders > 0);
    expect(hours).toEqual([
      { hour: 12, orders: 2, revenue: 160_000 },
      { hour: 19, orders: 1, revenue: 0 },
      { hour: 20, orders: 1, revenue: 80_000 },
      { hour: 21, orders: 1, revenue: 0 },
    ]);
    expect(a.byHour).toHaveLength(24);
    expect(a.byWeekday.slice(0, 3)).toEqual([
      { weekday: 0, orders: 3, revenue: 160_000 },
      { weekday: 1, orders: 2, revenue: 80_000 },
      { weekday: 2, orders: 0, revenue: 0 },
    ]);
    expect(a.topDishes).toEqual([
      { productName: 'Phở bò', quantity: 6, revenue: 240_000 },
      { productName: 'Cơm tấm', quantity: 2, revenue: 40_000 },
      { productName: 'Trà đá', quantity: 1, revenue: 20_000 },
    ]);
    expect(a.slowestDishes.map((d: { productName: string }) => d.productName)).toEqual(['Cơm tấm', 'Phở bò', 'Trà đá']);
  });

  it('dashboard summary: prep times of every dish, late tickets and the slowest dish of the range', async () => {
    const res = await admin.get(url.replace('/kitchen?', '/kitchen/summary?'));
    expect(res.statusCode, res.body).toBe(200);
    // All stations: 2, 4, 6, 8, 20, 25 -> median (6+8)/2 = 7, p90 at rank 4.5 = 20 + 0.5 x 5 = 22.5.
    expect(res.json()).toEqual({
      from: '2026-03-01T17:00:00.000Z',
      toExclusive: '2026-03-03T17:00:00.000Z',
      count: 6,
      medianMinutes: 7,
      p90Minutes: 22.5,
      tickets: 5,
      lateTickets: 1,
      slowestDish: { productName: 'Cơm tấm', station: 'kitchen', count: 1, medianMinutes: 25, p90Minutes: 25 },
    });
    // A day without finished dishes: zeros and no slowest dish.
    const empty = (await admin.get('/api/Analytics/kitchen/summary?startDate=2026-03-10&endDate=2026-03-10&tzOffsetMinutes=-420')).json();
    expect(empty).toMatchObject({ count: 0, medianMinutes: 0, p90Minutes: 0, tickets: 0, lateTickets: 0, slowestDish: null });
  });

  it('late follows the station thresholds in the settings', async () => {
    await admin.put('/api/Kitchen/settings', {
      thresholds: { kitchen: { warnMinutes: 5, lateMinutes: 7 }, sushi: { warnMinutes: 10, lateMinutes: 20 }, bar: { warnMinutes: 1, lateMinutes: 2 } },
    });
    const a = (await admin.get(url)).json();
    // Monday: 4 (no), bar 2 (no, not above 2), 25 (yes), 8 (yes); Tuesday: 20 (yes).
    expect(a.lateTicketsPerDay).toEqual([
      { day: '2026-03-02', tickets: 4, late: 2 },
      { day: '2026-03-03', tickets: 1, late: 1 },
    ]);
  });

  it('management only; a bad range is a 400', async () => {
    const roles = await signInEveryRole(t);
    expect((await roles.Manager.get(url)).statusCode).toBe(200);
    for (const role of ['Kitchen', 'Waiter', 'Sushi', 'User'] as const) {
      expect((await roles[role].get(url)).statusCode, role).toBe(403);
      expect((await roles[role].get(url.replace('/kitchen?', '/kitchen/summary?'))).statusCode, role).toBe(403);
    }
    expect((await roles.Manager.get(url.replace('/kitchen?', '/kitchen/summary?'))).statusCode).toBe(200);
    expect((await admin.get('/api/Analytics/kitchen/summary?startDate=2026-03-05&endDate=2026-03-01')).statusCode).toBe(400);
    expect((await admin.get('/api/Analytics/kitchen?startDate=2026-03-05&endDate=2026-03-01')).statusCode).toBe(400);
    expect((await admin.get('/api/Analytics/kitchen?startDate=bad')).statusCode).toBe(400);
  });
});
