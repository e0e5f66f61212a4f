import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@app/contract';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('order flow follows the stations', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  const tick = (c: Client, itemId: number, isCompleted = true) => c.put(`/api/Order/order-item/${itemId}/complete`, { isCompleted });
  const row = (id: number) => t.handle.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemRow = (id: number) => t.handle.db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const statusEvents = (orderId: number) =>
    t.events.sent.filter((e) => e.event === 'OrderStatusUpdated' && (e.payload as { orderId: number }).orderId === orderId);

  it('first ticked dish -> preparing, last -> completed, with times, who, and live events to the guests', async () => {
    const order = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    const [pho, tra] = order.orderItems;
    expect((await tick(as.Kitchen, pho!.id)).statusCode).toBe(200);
    let r = await row(order.id);
    expect(r.status).toBe('preparing');
    expect(r.preparing_at).not.toBeNull();
    expect(r.completed_at).toBeNull();
    const done = await itemRow(pho!.id);
    expect(done.completed_at).not.toBeNull();
    expect(done.completed_by).not.toBeNull();
    const kitchenUser = await t.handle.db.selectFrom('users').select('role').where('id', '=', done.completed_by!).executeTakeFirstOrThrow();
    expect(kitchenUser.role).toBe('Kitchen');
    const started = statusEvents(order.id);
    expect(started.map((e) => (e.payload as { status: string }).status)).toEqual(['preparing']);
    expect(started[0]!.rooms).toContain(`table:${m.table1.id}`);

    expect((await tick(as.Waiter, tra!.id)).statusCode).toBe(200);
    r = await row(order.id);
    expect(r.status).toBe('completed');
    expect(r.preparation_status).toBe('ready');
    expect(r.completed_at! >= r.preparing_at!).toBe(true);
    expect(statusEvents(order.id).map((e) => (e.payload as { status: string }).status)).toEqual(['preparing', 'completed']);
    // The guest's own view of the order follows, without any manager action.
    const guest = await t.app.inject({ method: 'GET', url: `/api/Order/${order.id}`, headers: { 'x-table-key': m.table1.key } });
    expect(guest.json().status).toBe('completed');
  });

  it('unticking a dish of a completed, unpaid order moves it back to preparing; a paid order stays paid', async () => {
    const order = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const item = order.orderItems[0]!;
    await tick(as.Kitchen, item.id);
    expect((await row(order.id)).status).toBe('completed');
    expect((await tick(as.Kitchen, item.id, false)).statusCode).toBe(200);
    const r = await row(order.id);
    expect(r.status).toBe('preparing');
    expect(r.completed_at).toBeNull();
    expect((await itemRow(item.id)).completed_by).toBeNull();

    await tick(as.Kitchen, item.id);
    expect((await as.Manager.put(`/api/Order/confirm-payment/${order.id}`)).statusCode).toBe(200);
    const paid = await row(order.id);
    expect(paid.paid_at).not.toBeNull();
    expect(paid.completed_at).not.toBeNull();
    expect((await tick(as.Kitchen, item.id, false)).statusCode).toBe(409);
    expect((await row(order.id)).status).toBe('paid');
  });

  it('a cancelled order is never revived by a station', async () => {
    const order = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await forceStatus(t, order.id, 'cancelled');
    expect((await tick(as.Kitchen, order.orderItems[0]!.id)).statusCode).toBe(409);
    expect((await row(order.id)).status).toBe('cancelled');
  });

  it('manual moves record their times too', async () => {
    const order = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await as.Manager.put(`/api/Order/${order.id}/status/preparing`);
    expect((await row(order.id)).preparing_at).not.toBeNull();
    await as.Manager.put(`/api/Order/${order.id}/status/completed`);
    expect((await row(order.id)).completed_at).not.toBeNull();
  });

  it('the restaurant can turn automatic moves off: dishes are ticked, the status stays', async () => {
    expect((await admin.put('/api/Kitchen/settings', { autoOrderFlow: false })).statusCode).toBe(200);
    const order = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await tick(as.Kitchen, order.orderItems[0]!.id);
    const r = await row(order.id);
    expect(r.status).toBe('pending');
    expect(r.preparation_status).toBe('ready');
    expect(statusEvents(order.id)).toHaveLength(0);
    expect((await admin.put('/api/Kitchen/settings', { autoOrderFlow: true })).statusCode).toBe(200);
  });

  describe('races', () => {
    it('stations ticking the last dishes at the same moment complete the order exactly once', async () => {
      const order = await placeOrder(t, m.table2, [
        { productId: m.pho.id, quantity: 1 },
        { productId: m.com.id, quantity: 1 },
        { productId: m.tra.id, quantity: 1 },
        { productId: m.roll.id, quantity: 1 },
      ]);
      const ticks = order.orderItems.map((i) => tick(i.station === 'bar' ? as.Waiter : i.station === 'sushi' ? as.Sushi : as.Kitchen, i.id));
      expect((await Promise.all(ticks)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await row(order.id)).status).toBe('completed');
      const moves = statusEvents(order.id).map((e) => (e.payload as { status: string }).status);
      expect(moves.filter((s) => s === 'completed')).toHaveLength(1);
      expect(moves.filter((s) => s === 'preparing').length).toBeLessThanOrEqual(1);
    });
  });
});
