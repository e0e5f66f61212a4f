import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('diner reads and table sessions', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let diner: Client;
  let manager: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    diner = client(t);
    manager = (await signInEveryRole(t)).Manager;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.services.settings.update({ requireTableKey: true });
  });

  const key = (k: string) => ({ 'x-table-key': k });
  const pay = async (orderId: number) => {
    await manager.put(`/api/Order/${orderId}/status/completed`);
    const res = await manager.put(`/api/Order/confirm-payment/${orderId}`);
    expect(res.statusCode).toBe(200);
  };

  it('GET Order/table/{n}/current lists the session’s orders newest first, key required', async () => {
    const table = await createTable(t);
    const a = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    const b = await placeOrder(t, table, [{ productId: m.tra.id, quantity: 1 }]);
    await placeOrder(t, m.table2, [{ productId: m.tra.id, quantity: 1 }]);
    const res = await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect(res.json()[0].orderItems[0].productName).toBe('Trà đá');

    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`)).statusCode).toBe(403);
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(m.table2.key))).statusCode).toBe(403);
    expect((await diner.get('/api/Order/table/nope/current', key(table.key))).statusCode).toBe(404);
    await t.services.settings.update({ requireTableKey: false });
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`)).statusCode).toBe(200);
  });

  it('GET Order/{id} answers a diner only for an order of the table whose key it holds', async () => {
    const mine = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const theirs = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
    expect((await diner.get(`/api/Order/${mine.id}`, key(m.table1.key))).json().id).toBe(mine.id);
    expect((await diner.get(`/api/Order/${theirs.id}`, key(m.table1.key))).statusCode).toBe(403);
    expect((await diner.get(`/api/Order/${mine.id}`)).statusCode).toBe(403);
    expect((await diner.get(`/api/Order/${mine.id}`, key('guess'))).statusCode).toBe(403);
    expect((await diner.get('/api/Order/999999', key(m.table1.key))).statusCode).toBe(404);
  });

  it('paying the last open order starts a new session: previous guests’ orders disappear and rounds restart', async () => {
    const table = await createTable(t);
    const first = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    const second = await placeOrder(t, table, [{ productId: m.com.id, quantity: 1 }]);
    expect(second.callNumber).toBe(2);
    await pay(first.id);
    // One order still open: same session.
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key))).json()).toHaveLength(2);
    await pay(second.id);

    const current = await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key));
    expect(current.json()).toEqual([]);
    const old = await diner.get(`/api/Order/${first.id}`, key(table.key));
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toBe('Bạn không có quyền xem đơn hàng này');
    const row = await t.handle.db.selectFrom('dining_tables').selectAll().where('id', '=', table.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('trống');

    const next = await placeOrder(t, table, [{ productId: m.tra.id, quantity: 1 }]);
    expect(next.callNumber).toBe(1);
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key))).json().map((o: { id: number }) => o.id)).toEqual([next.id]);
    // Staff still read old orders.
    expect((await manager.get(`/api/Order/${first.id}`)).statusCode).toBe(200);
  });

  it('cancelling the last open order keeps the session; freeing the table then ends it', async () => {
    const table = await createTable(t);
    const order = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    await manager.put(`/api/Order/${order.id}/status/cancelled`);
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key))).json()).toHaveLength(1);

    const body = { tableNumber: table.tableNumber, capacity: 4, location: 'Tầng 1', status: 'trống' };
    expect((await manager.put(`/api/Table/${table.id}`, body)).statusCode).toBe(200);
    expect((await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key))).json()).toEqual([]);
  });

  it('freeing a table with an open order does not end the session', async () => {
    const table = await createTable(t);
    const order = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    const body = { tableNumber: table.tableNumber, capacity: 4, location: 'Tầng 1', status: 'trống' };
    expect((await manager.put(`/api/Table/${table.id}`, body)).statusCode).toBe(200);
    const list = (await diner.get(`/api/Order/table/${table.tableNumber}/current`, key(table.key))).json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  describe('with the table key setting off', () => {
    it('a diner reads current-session orders without a key, never older ones', async () => {
      const table = await createTable(t);
      const old = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
      await pay(old.id);
      const fresh = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
      await t.services.settings.update({ requireTableKey: false });
      expect((await diner.get(`/api/Order/${fresh.id}`)).statusCode).toBe(200);
      expect((await diner.get(`/api/Order/${old.id}`)).statusCode).toBe(403);
    });
  });
});
