import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, rooms, type Permission, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('notifications', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let anon: Client;
  let ids: { kitchen: number; bar: number; sushi: number; call: number; mixed: number };
  let orders: { kitchen: number; bar: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    anon = client(t);
    const k = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const b = await placeOrder(t, m.table1, [{ productId: m.tra.id, quantity: 1 }]);
    const s = await placeOrder(t, m.table2, [{ productId: m.roll.id, quantity: 1 }]);
    const mix = await placeOrder(t, m.table2, [
      { productId: m.roll.id, quantity: 1 },
      { productId: m.pho.id, quantity: 1 },
    ]);
    await t.services.serviceCalls.call({ input: { tableNumber: m.table1.tableNumber }, tableKey: m.table1.key, staff: false });
    const rows = await t.handle.db.selectFrom('notifications').selectAll().orderBy('id').execute();
    const byOrder = (id: number) => rows.find((r) => r.order_id === id)!.id;
    ids = { kitchen: byOrder(k.id), bar: byOrder(b.id), sushi: byOrder(s.id), mixed: byOrder(mix.id), call: rows.find((r) => r.type === 'service_call')!.id };
    orders = { kitchen: k.id, bar: b.id };
  });
  afterAll(() => t.close());

  const idsOf = (body: { data: { id: number }[] }) => body.data.map((n) => n.id).sort((a, b) => a - b);

  it('each station sees its own notifications and service calls; management sees all', async () => {
    expect(idsOf((await as.Kitchen.get('/api/Notification')).json())).toEqual([ids.kitchen, ids.mixed, ids.call].sort((a, b) => a - b));
    expect(idsOf((await as.Waiter.get('/api/Notification')).json())).toEqual([ids.bar, ids.call].sort((a, b) => a - b));
    expect(idsOf((await as.Sushi.get('/api/Notification')).json())).toEqual([ids.sushi, ids.mixed, ids.call].sort((a, b) => a - b));
    const all = (await as.Manager.get('/api/Notification')).json();
    expect(all.totalCount).toBe(5);
    expect(all.data.map((n: { id: number }) => n.id)).toEqual([...Object.values(ids)].sort((a, b) => b - a)); // newest first
    expect(all.data.find((n: { id: number }) => n.id === ids.mixed)).toMatchObject({
      stations: expect.arrayContaining(['sushi', 'kitchen']),
      tableNumber: m.table2.tableNumber,
      type: 'order',
    });
    expect((await as.Kitchen.get(`/api/Notification/${ids.bar}`)).statusCode).toBe(404);
    expect((await as.Waiter.get(`/api/Notification/${ids.bar}`)).json()).toMatchObject({ id: ids.bar, orderId: orders.bar, status: 'unread' });
  });

  it('filters by status, searches and pages with an unread count for the bell', async () => {
    const page = (await as.Manager.get('/api/Notification?page=2&pageSize=2')).json();
    expect(page).toMatchObject({ page: 2, totalCount: 5, totalPages: 3, unreadCount: 5 });
    expect(page.data).toHaveLength(2);
    const search = (await as.Manager.get(`/api/Notification?search=${encodeURIComponent('gọi phục vụ')}`)).json();
    expect(idsOf(search)).toEqual([ids.call]);
    const byTable = (await as.Manager.get(`/api/Notification?search=${m.table2.tableNumber}`)).json();
    expect(idsOf(byTable)).toEqual([ids.sushi, ids.mixed].sort((a, b) => a - b));
  });

  it('mark one read updates the order’s notification status and tells the rooms concerned', async () => {
    t.events.sent.length = 0;
    const res = await as.Kitchen.put(`/api/Notification/${ids.kitchen}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('read');
    expect(t.events.sent).toEqual([
      { event: 'NotificationUpdated', payload: { notificationId: ids.kitchen }, rooms: [rooms.management, rooms.station('kitchen')] },
    ]);
    const order = await t.handle.db.selectFrom('orders').select('notification_status').where('id', '=', orders.kitchen).executeTakeFirstOrThrow();
    expect(order.notification_status).toBe('read');
    expect((await as.Kitchen.put(`/api/Notification/${ids.bar}/read`)).statusCode).toBe(404);
    const read = (await as.Manager.get('/api/Notification?status=read')).json();
    expect(idsOf(read)).toEqual([ids.kitchen]);
  });

  it('read-all marks only what the caller sees', async () => {
    const res = await as.Waiter.put('/api/Notification/read-all');
    expect(res.json()).toEqual({ count: 2 });
    const unread = (await as.Manager.get('/api/Notification?status=unread')).json();
    expect(idsOf(unread)).toEqual([ids.sushi, ids.mixed].sort((a, b) => a - b));
    expect(unread.unreadCount).toBe(2);
  });

  // After the read tests: the permitted roles' calls mark notifications read.
  describe('access', () => {
    const routes: { method: 'GET' | 'PUT' | 'DELETE'; url: () => string; permission: Permission }[] = [
      { method: 'GET', url: () => '/api/Notification', permission: 'notifications.view' },
      { method: 'GET', url: () => `/api/Notification/${ids.call}`, permission: 'notifications.view' },
      { method: 'PUT', url: () => `/api/Notification/${ids.call}/read`, permission: 'notifications.view' },
      { method: 'PUT', url: () => '/api/Notification/read-all', permission: 'notifications.view' },
      { method: 'DELETE', url: () => '/api/Notification/999999', permission: 'notifications.manage' },
      { method: 'DELETE', url: () => '/api/Notification/delete-all', permission: 'notifications.manage' },
    ];
    it.each(routes.map((r) => [`${r.method} ${r.url.toString()}`, r] as const))('%s', async (_n, r) => {
      if (r.url().endsWith('delete-all')) return; // exercised at the end, it empties the table
      expect((await anon.request(r.method, r.url())).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await as[role].request(r.method, r.url());
        if (can(role, r.permission)) expect(res.statusCode, role).not.toBe(403);
        else expect(res.statusCode, role).toBe(403);
      }
    });
    it('400 on bad query', async () => {
      expect((await as.Manager.get('/api/Notification?status=maybe')).statusCode).toBe(400);
      expect((await as.Manager.get('/api/Notification/abc')).statusCode).toBe(400);
    });
  });

  it('delete one and delete all (management), with events', async () => {
    t.events.sent.length = 0;
    expect((await as.Manager.delete(`/api/Notification/${ids.bar}`)).statusCode).toBe(200);
    expect(t.events.sent).toEqual([{ event: 'NotificationDeleted', payload: { notificationId: ids.bar }, rooms: [rooms.management, rooms.station('bar')] }]);
    expect((await as.Manager.delete(`/api/Notification/${ids.bar}`)).statusCode).toBe(404);
    expect((await as.Waiter.delete('/api/Notification/delete-all')).statusCode).toBe(403);
    expect((await anon.delete('/api/Notification/delete-all')).statusCode).toBe(401);
    const all = await as.Admin.delete('/api/Notification/delete-all');
    expect(all.json()).toEqual({ count: 4 });
    expect(t.events.sent.at(-1)).toEqual({ event: 'AllNotificationsDeleted', payload: {}, rooms: [rooms.staff] });
    expect((await as.Manager.get('/api/Notification')).json().totalCount).toBe(0);
  });
});
