import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type KitchenDisplay, type Order, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('kitchen display', (dialect) => {
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

  const display = async (c: Client, station = 'kitchen'): Promise<KitchenDisplay> => {
    const res = await c.get(`/api/Kitchen/display?station=${station}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const bump = (c: Client, orderId: number, station = 'kitchen') => c.post('/api/Kitchen/bump', { orderId, station });
  const recall = (c: Client, station = 'kitchen') => c.post('/api/Kitchen/recall', { station });
  const status = async (id: number) => (await t.handle.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const clearKitchen = async () => {
    for (const tk of (await display(as.Manager)).tickets) await forceStatus(t, tk.orderId, 'cancelled');
  };

  it('access: stations see their own display only; 400 for an unknown station', async () => {
    expect((await client(t).get('/api/Kitchen/display?station=kitchen')).statusCode).toBe(401);
    for (const role of ROLES) {
      const res = await as[role].get('/api/Kitchen/display?station=kitchen');
      const expected = !can(role, 'orders.completeItems') ? 403 : ['Waiter', 'Sushi'].includes(role) ? 403 : 200;
      expect(res.statusCode, role).toBe(expected);
    }
    expect((await as.Kitchen.get('/api/Kitchen/display?station=grill')).statusCode).toBe(400);
    expect((await bump(as.Kitchen, 1, 'grill')).statusCode).toBe(400);
    expect((await as.Kitchen.post('/api/Kitchen/bump', { orderId: 'x', station: 'kitchen' })).statusCode).toBe(400);
    expect((await bump(as.Kitchen, 999999)).statusCode).toBe(404);
  });

  it("tickets per order with add-on rounds separate, only this station's dishes, and the station thresholds", async () => {
    await clearKitchen();
    const first = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    const addOn = await placeOrder(t, m.table1, [{ productId: m.com.id, quantity: 1, notes: 'ít cơm' }]);
    const d = await display(as.Kitchen);
    const mine = d.tickets.filter((tk) => [first.id, addOn.id].includes(tk.orderId));
    expect(mine.map((tk) => [tk.orderId, tk.callNumber, tk.items.map((i) => i.productName)])).toEqual([
      [first.id, first.callNumber, ['Phở bò']],
      [addOn.id, first.callNumber + 1, ['Cơm tấm']],
    ]);
    expect(mine[0]!.otherStations).toEqual(['bar']);
    expect(d.threshold).toEqual({ warnMinutes: 10, lateMinutes: 20 });
    expect((await display(as.Waiter, 'bar')).threshold).toEqual({ warnMinutes: 5, lateMinutes: 10 });

    const put = await admin.put('/api/Kitchen/settings', {
      thresholds: { kitchen: { warnMinutes: 7, lateMinutes: 15 }, sushi: { warnMinutes: 10, lateMinutes: 20 }, bar: { warnMinutes: 3, lateMinutes: 6 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await display(as.Kitchen)).threshold).toEqual({ warnMinutes: 7, lateMinutes: 15 });
    const bad = await admin.put('/api/Kitchen/settings', {
      thresholds: { kitchen: { warnMinutes: 15, lateMinutes: 15 }, sushi: { warnMinutes: 10, lateMinutes: 20 }, bar: { warnMinutes: 3, lateMinutes: 6 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mốc "trễ" phải lớn hơn mốc "cảnh báo"');
    expect((await as.Kitchen.put('/api/Kitchen/settings', { autoOrderFlow: false })).statusCode).toBe(403);
  });

  it('all-day counts: portions still to cook per dish and options, across tickets', async () => {
    await clearKitchen();
    await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2, notes: 'Lớn' },
      { productId: m.com.id, quantity: 1 },
      { productId: m.tra.id, quantity: 3 },
    ]);
    const o2 = await placeOrder(t, m.table2, [
      { productId: m.pho.id, quantity: 2, notes: 'Lớn' },
      { productId: m.pho.id, quantity: 1 },
    ]);
    const o3 = await placeOrder(t, m.table2, [{ productId: m.com.id, quantity: 4 }]);
    let d = await display(as.Kitchen);
    expect(d.allDay).toEqual([
      { productName: 'Cơm tấm', notes: '', quantity: 5 },
      { productName: 'Phở bò', notes: 'Lớn', quantity: 4 },
      { productName: 'Phở bò', notes: '', quantity: 1 },
    ]);
    // Ticked dishes leave the counts; a bumped ticket leaves the display.
    expect((await as.Kitchen.post(`/api/Kitchen/items/${o2.orderItems.find((i) => i.notes === '')!.id}/bump`)).statusCode).toBe(200);
    expect((await bump(as.Kitchen, o3.id)).statusCode).toBe(200);
    d = await display(as.Kitchen);
    expect(d.allDay).toEqual([
      { productName: 'Phở bò', notes: 'Lớn', quantity: 4 },
      { productName: 'Cơm tấm', notes: '', quantity: 1 },
    ]);
    expect(d.tickets.map((tk) => tk.orderId)).not.toContain(o3.id);
  });

  it('bump a ticket: every dish of this station done, other stations untouched, the order follows', async () => {
    await clearKitchen();
    const order = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.com.id, quantity: 1 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    const res = await bump(as.Kitchen, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().itemIds).toHaveLength(2);
    expect(res.json().status).toBe('preparing');
    expect((await bump(as.Kitchen, order.id)).json().message).toBe('Phiếu này đã xong hết');
    expect((await bump(as.Kitchen, order.id, 'bar')).statusCode).toBe(403);
    expect((await bump(as.Waiter, order.id, 'bar')).json().status).toBe('completed');
    expect(await status(order.id)).toBe('completed');
  });

  it('recall brings back the last bumps in reverse order, at least 20 deep, and reopens a completed order', async () => {
    await clearKitchen();
    const orders: Order[] = [];
    for (let i = 0; i < 22; i++) orders.push(await placeOrder(t, i % 2 ? m.table1 : m.table2, [{ productId: m.pho.id, quantity: 1 }]));
    for (const o of orders) expect((await bump(as.Kitchen, o.id)).statusCode).toBe(200);
    expect(await status(orders[21]!.id)).toBe('completed');
    const before = await display(as.Kitchen);
    expect(before.tickets.filter((tk) => orders.some((o) => o.id === tk.orderId))).toHaveLength(0);
    expect(before.recallable).toBeGreaterThanOrEqual(20);

    // Survives a reload: a different device of the same station recalls from the server's history.
    const otherTablet = await signIn(
      t,
      (await t.handle.db.selectFrom('users').select('username').where('role', '=', 'Kitchen').executeTakeFirstOrThrow()).username,
      'staff-pass-123',
    );
    for (let i = 21; i >= 1; i--) {
      const res = await recall(i % 2 ? as.Kitchen : otherTablet);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().orderId).toBe(orders[i]!.id);
      expect(res.json().status).toBe('preparing');
    }
    const after = await display(as.Kitchen);
    expect(after.tickets.filter((tk) => orders.some((o) => o.id === tk.orderId))).toHaveLength(21);
    expect(await status(orders[0]!.id)).toBe('completed');
  });

  it('recall skips bumps of orders paid since, and says so when there is nothing left', async () => {
    await clearKitchen();
    // Drain anything recallable from earlier tests.
    while ((await recall(as.Manager)).statusCode === 200);
    const a = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const b = await placeOrder(t, m.table1, [{ productId: m.com.id, quantity: 1 }]);
    await bump(as.Kitchen, a.id);
    await bump(as.Kitchen, b.id);
    await as.Manager.put(`/api/Order/confirm-payment/${b.id}`);
    const res = await recall(as.Kitchen);
    expect(res.json().orderId).toBe(a.id);
    const none = await recall(as.Kitchen);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Không có phiếu nào để hoàn tác');
    expect(await status(b.id)).toBe('paid');
  });

  it('rush: sorts first on every station and shows its flag; not on paid orders', async () => {
    await clearKitchen();
    const old = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.roll.id, quantity: 1 },
    ]);
    const urgent = await placeOrder(t, m.table2, [
      { productId: m.com.id, quantity: 1 },
      { productId: m.roll.id, quantity: 1 },
    ]);
    expect((await display(as.Kitchen)).tickets.map((tk) => tk.orderId)).toEqual([old.id, urgent.id]);
    expect((await as.Waiter.put(`/api/Kitchen/rush/${urgent.id}`, { isRush: true })).statusCode).toBe(200);
    for (const [c, station] of [
      [as.Kitchen, 'kitchen'],
      [as.Sushi, 'sushi'],
    ] as const) {
      const d = await display(c, station);
      expect(d.tickets.map((tk) => [tk.orderId, tk.isRush])).toEqual([
        [urgent.id, true],
        [old.id, false],
      ]);
    }
    expect(t.events.sent.at(-1)!.rooms).toEqual(expect.arrayContaining(['station:kitchen', 'station:sushi']));
    await as.Waiter.put(`/api/Kitchen/rush/${urgent.id}`, { isRush: false });
    expect((await display(as.Kitchen)).tickets.map((tk) => tk.orderId)).toEqual([old.id, urgent.id]);
    expect((await as.Waiter.put(`/api/Kitchen/rush/${urgent.id}`, { isRush: 'yes' })).statusCode).toBe(400);
    await forceStatus(t, urgent.id, 'paid');
    expect((await as.Waiter.put(`/api/Kitchen/rush/${urgent.id}`, { isRush: true })).statusCode).toBe(409);
    expect((await client(t).put(`/api/Kitchen/rush/${old.id}`, { isRush: true })).statusCode).toBe(401);
  });

  describe('races', () => {
    it('two tablets bumping and recalling at once: each bump recalled once, nothing lost', async () => {
      await clearKitchen();
      while ((await recall(as.Manager)).statusCode === 200);
      const orders: Order[] = [];
      for (let i = 0; i < 6; i++) orders.push(await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]));
      const bumps = await Promise.all([...orders, ...orders].map((o) => bump(as.Kitchen, o.id)));
      expect(bumps.filter((r) => r.statusCode === 200)).toHaveLength(6);
      expect(bumps.filter((r) => r.statusCode === 409)).toHaveLength(6);
      const recalls = await Promise.all(Array.from({ length: 8 }, () => recall(as.Kitchen)));
      const ok = recalls.filter((r) => r.statusCode === 200).map((r) => r.json().orderId as number);
      expect(ok.sort()).toEqual(orders.map((o) => o.id).sort());
      expect(recalls.filter((r) => r.statusCode === 409)).toHaveLength(2);
      for (const o of orders) expect(await status(o.id)).toBe('preparing');
    });
  });
});
