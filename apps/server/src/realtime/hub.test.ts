import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { signInEveryRole } from '../../test/factories.js';
import { createTable, dinerOrder, forceStatus, seedMenu, type Menu } from '../../test/menu-factories.js';
import { listen, openSocket, settle, type TestSocket } from '../../test/sockets.js';

const DINER_EVENTS = ['ReceiveOrderNotification', 'OrderStatusUpdated', 'OrderDeleted', 'UpdateOrderNotification'];

forEachDatabase('real-time hub rooms', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let baseUrl: string;
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof openSocket>) => {
    const s = await openSocket(...args);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const order = async (table: Menu['table1'], items: { productId: number; quantity: number }[]) => {
    const res = await client(t).post('/api/Order', dinerOrder(table.id, items), { 'x-table-key': table.key });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; orderItems: { id: number }[] };
  };

  it('a diner of table 1 never receives table 2’s events, nor staff events', async () => {
    const diner1 = await open(baseUrl, { auth: { tableNumber: m.table1.tableNumber, tableKey: m.table1.key } });
    const diner2 = await open(baseUrl, { auth: { tableNumber: m.table2.tableNumber, tableKey: m.table2.key } });

    const created = diner2.next('ReceiveOrderNotification');
    const o = await order(m.table2, [{ productId: m.pho.id, quantity: 1 }]);
    expect(await created).toEqual({ orderId: o.id, tableId: m.table2.id, tableNumber: m.table2.tableNumber });
    const status = diner2.next('OrderStatusUpdated');
    await as.Manager.put(`/api/Order/${o.id}/status/preparing`);
    expect(await status).toMatchObject({ orderId: o.id, status: 'preparing' });
    await as.Kitchen.put(`/api/Order/order-item/${o.orderItems[0]!.id}/complete`, { isCompleted: true });
    await client(t).post('/api/Notification/service-call', { tableNumber: m.table2.tableNumber, tableId: m.table2.id }, { 'x-table-key': m.table2.key });
    await forceStatus(t, o.id, 'cancelled');
    const deleted = diner2.next('OrderDeleted');
    await as.Manager.delete(`/api/Order/${o.id}`);
    expect(await deleted).toMatchObject({ orderId: o.id });
    await settle();

    expect(diner1.received).toEqual([]);
    expect(diner2.received.every((e) => DINER_EVENTS.includes(e.event))).toBe(true);
    expect(diner2.received.some((e) => e.event === 'ReceiveServiceCall' || e.event === 'OrderItemUpdated' || e.event === 'ReceiveNotification')).toBe(false);
  });

  it('a kitchen socket never receives a bar-only order’s events; the bar and management do', async () => {
    const kitchen = await open(baseUrl, { staff: as.Kitchen });
    const bar = await open(baseUrl, { staff: as.Waiter });
    const manager = await open(baseUrl, { staff: as.Manager });
    const sushi = await open(baseUrl, { staff: as.Sushi });

    const barHeard = bar.next('ReceiveOrderNotification');
    const managerHeard = manager.next('ReceiveOrderNotification');
    const o = await order(m.table1, [{ productId: m.tra.id, quantity: 2 }]);
    expect(await barHeard).toMatchObject({ orderId: o.id, stations: ['bar'], notificationId: expect.any(Number) });
    expect(await managerHeard).toMatchObject({ orderId: o.id });

    const itemHeard = bar.next('OrderItemUpdated');
    // Its only dish done completes the order by itself: one status event, same rooms.
    const statusHeard = manager.next('OrderStatusUpdated');
    await as.Waiter.put(`/api/Order/order-item/${o.orderItems[0]!.id}/complete`, { isCompleted: true });
    await itemHeard;
    expect(await statusHeard).toMatchObject({ orderId: o.id, status: 'completed' });
    await settle();
    const orderEvents = (s: TestSocket) => s.received.filter((e) => (e.payload as { orderId?: number } | undefined)?.orderId === o.id);
    expect(orderEvents(kitchen)).toEqual([]);
    expect(orderEvents(sushi)).toEqual([]);
    // With the PostgreSQL adapter each emit is a round trip, so events may arrive in any order.
    expect(
      orderEvents(bar)
        .map((e) => e.event)
        .sort(),
    ).toEqual(['OrderItemUpdated', 'OrderStatusUpdated', 'ReceiveNotification', 'ReceiveOrderNotification']);

    // A mixed order reaches both stations.
    const kitchenHeard = kitchen.next('ReceiveOrderNotification');
    const mixed = await order(m.table1, [
      { productId: m.pho.id, quantity: 1 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    expect(await kitchenHeard).toMatchObject({ orderId: mixed.id });
  });

  it('service calls reach every staff socket', async () => {
    const table = await createTable(t);
    const kitchen = await open(baseUrl, { staff: as.Kitchen });
    const heard = kitchen.next('ReceiveServiceCall');
    const res = await as.Waiter.post('/api/Notification/service-call', { tableNumber: table.tableNumber, tableId: table.id });
    expect(res.statusCode).toBe(201);
    expect(await heard).toMatchObject({ tableNumber: table.tableNumber });
  });

  it('accounts without a staff role and anonymous sockets join no room', async () => {
    const user = await open(baseUrl, { staff: as.User });
    const nobody = await open(baseUrl);
    const manager = await open(baseUrl, { staff: as.Manager });
    const heard = manager.next('ReceiveOrderNotification');
    await order(m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await heard;
    await settle();
    expect(user.received).toEqual([]);
    expect(nobody.received).toEqual([]);
  });

  describe('table key in the handshake', () => {
    it('rotating a table key drops guests connected with the old key; the old key no longer connects', async () => {
      const diner = await open(baseUrl, { auth: { tableNumber: m.table2.tableNumber, tableKey: m.table2.key } });
      const dropped = new Promise<string>((resolve) => diner.socket.once('disconnect', (reason) => resolve(reason)));
      const rotated = await as.Manager.post(`/api/Table/${m.table2.id}/rotate-key`);
      expect(rotated.statusCode).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      await expect(openSocket(baseUrl, { auth: { tableNumber: m.table2.tableNumber, tableKey: m.table2.key } })).rejects.toThrow('TABLE_KEY_REQUIRED');
      const newKey = new URL(rotated.json().qrUrl).searchParams.get('k');
      const again = await open(baseUrl, { auth: { tableNumber: m.table2.tableNumber, tableKey: newKey } });
      expect(again.socket.connected).toBe(true);
      // Later tests in this file use table 2's key.
      m.table2.key = newKey!;
    });

    it('refuses a wrong key or an unknown table; accepts no key when the setting is off', async () => {
      await expect(openSocket(baseUrl, { auth: { tableNumber: m.table1.tableNumber, tableKey: m.table2.key } })).rejects.toThrow('TABLE_KEY_REQUIRED');
      await expect(openSocket(baseUrl, { auth: { tableNumber: 'nope', tableKey: 'x' } })).rejects.toThrow('TABLE_KEY_REQUIRED');
      await t.services.settings.update({ requireTableKey: false });
      try {
        const diner = await open(baseUrl, { auth: { tableNumber: m.table1.tableNumber } });
        const heard = diner.next('ReceiveOrderNotification');
        await order({ ...m.table1, key: '' } as Menu['table1'], [{ productId: m.pho.id, quantity: 1 }]);
        await heard;
      } finally {
        await t.services.settings.update({ requireTableKey: true });
      }
    });
  });
});
