import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ROLES, can, canDeleteOrder, canTransition, rooms, type OrderStatus, type Permission, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('orders (staff)', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let anon: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    anon = client(t);
  });
  afterAll(() => t.close());

  const newOrder = (
    items: { productId: number; quantity: number; notes?: string }[] = [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 1 },
    ],
    table = m.table1,
  ) => placeOrder(t, table, items);
  const staffBody = (items: { productId: number; quantity: number; id?: number; notes?: string }[], extra: Record<string, unknown> = {}) => ({
    tableId: m.table1.id,
    customerName: 'Anh Minh',
    customerPhone: '0900000000',
    orderType: 'dine-in',
    specialRequests: '',
    orderItems: items,
    ...extra,
  });

  describe('access to each route', () => {
    const routes: { method: 'GET' | 'PUT' | 'DELETE'; url: () => Promise<string>; permission: Permission; body?: unknown }[] = [
      { method: 'GET', url: async () => '/api/Order', permission: 'orders.view' },
      { method: 'GET', url: async () => '/api/Order/board', permission: 'orders.view' },
      { method: 'PUT', url: async () => `/api/Order/${(await newOrder()).id}`, permission: 'orders.edit', body: {} },
      { method: 'PUT', url: async () => `/api/Order/${(await newOrder()).id}/status/preparing`, permission: 'orders.updateStatus' },
      { method: 'PUT', url: async () => `/api/Order/confirm-payment/${(await newOrder()).id}`, permission: 'orders.confirmPayment' },
      {
        method: 'PUT',
        url: async () => `/api/Order/order-item/${(await newOrder()).orderItems[0]!.id}/complete`,
        permission: 'orders.completeItems',
        body: { isCompleted: true },
      },
      {
        method: 'PUT',
        url: async () => `/api/Order/order-item/${(await newOrder()).orderItems[0]!.id}/call-number`,
        permission: 'orders.completeItems',
        body: { callNumber: 2 },
      },
      { method: 'DELETE', url: async () => `/api/Order/${(await newOrder()).id}`, permission: 'orders.delete' },
      { method: 'DELETE', url: async () => '/api/Order/all?confirm=true', permission: 'orders.deleteAll' },
    ];
    it.each(routes.map((r) => [`${r.method} ${r.permission} ${r.url.toString().slice(15, 60)}`, r] as const))(
      '%s: 401 then 403 for roles without the permission',
      async (_n, route) => {
        const url = await route.url();
        expect((await anon.request(route.method, url, route.body)).statusCode).toBe(401);
        for (const role of ROLES) {
          const res = await as[role].request(route.method, url, route.body);
          if (!can(role, route.permission)) expect(res.statusCode, `${role} ${url}`).toBe(403);
          else expect(res.statusCode, `${role} ${url}`).not.toBe(401);
        }
      },
    );

    it('400 on bad input before success', async () => {
      const order = await newOrder();
      expect((await as.Manager.put(`/api/Order/${order.id}/status/served`)).statusCode).toBe(400);
      expect((await as.Manager.put(`/api/Order/abc/status/preparing`)).statusCode).toBe(400);
      expect((await as.Manager.put(`/api/Order/order-item/${order.orderItems[0]!.id}/complete`, { isCompleted: 'yes' })).statusCode).toBe(400);
      expect((await as.Manager.put(`/api/Order/order-item/${order.orderItems[0]!.id}/call-number`, { callNumber: 0 })).statusCode).toBe(400);
      const bad = await as.Manager.put(`/api/Order/${order.id}`, staffBody([{ productId: m.pho.id, quantity: 100 }]));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Số lượng mỗi món phải từ 1 đến 99');
      expect((await as.Manager.get('/api/Order?pageSize=1000')).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    it('station roles are refused the full list; management gets pages with paid orders last', async () => {
      for (const role of ['Waiter', 'Kitchen', 'Sushi'] as const) {
        const res = await as[role].get('/api/Order');
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Vui lòng dùng màn hình món theo bàn');
      }
      const paid = await newOrder();
      await forceStatus(t, paid.id, 'paid');
      const fresh = await newOrder();
      const res = await as.Manager.get('/api/Order?pageSize=100');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1 });
      expect(body.totalCount).toBe(body.data.length);
      const ids = body.data.map((o: { id: number }) => o.id);
      expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(paid.id));
      const firstPaid = body.data.findIndex((o: { isPaid: boolean }) => o.isPaid);
      expect(body.data.slice(firstPaid).every((o: { isPaid: boolean }) => o.isPaid)).toBe(true);
      expect(body.data[0].orderItems.length).toBeGreaterThan(0);
    });

    it('filters by status and searches by id, customer name and table number', async () => {
      const named = await placeOrder(t, m.table2, [{ productId: m.com.id, quantity: 1 }], { customerName: 'Chị Lan Hương' });
      const byId = (await as.Admin.get(`/api/Order?search=${named.id}`)).json();
      expect(byId.data.map((o: { id: number }) => o.id)).toContain(named.id);
      const byName = (await as.Admin.get(`/api/Order?search=${encodeURIComponent('lan hương')}`)).json();
      expect(byName.data.map((o: { id: number }) => o.id)).toEqual([named.id]);
      const byTable = (await as.Admin.get(`/api/Order?search=${m.table2.tableNumber}&pageSize=100`)).json();
      expect(byTable.data.every((o: { tableNumber: string }) => o.tableNumber === m.table2.tableNumber)).toBe(true);
      const paid = (await as.Admin.get('/api/Order?status=paid&pageSize=100')).json();
      expect(paid.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
      const page2 = (await as.Admin.get('/api/Order?page=2&pageSize=1')).json();
      expect(page2.data).toHaveLength(1);
      expect(page2.totalPages).toBe(page2.totalCount);
    });

    it('management reads any order by id; station staff work from their board', async () => {
      const order = await newOrder();
      for (const role of ['Admin', 'Manager'] as const) {
        expect((await as[role].get(`/api/Order/${order.id}`)).json().id).toBe(order.id);
      }
      for (const role of ['Kitchen', 'Sushi', 'Waiter'] as const) {
        expect((await as[role].get(`/api/Order/${order.id}`)).statusCode).toBe(403);
      }
      expect((await as.Manager.get('/api/Order/999999')).statusCode).toBe(404);
    });
  });

  describe('state machine', () => {
    const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));
    it.each(pairs)('%s -> %s', async (from, to) => {
      const order = await newOrder();
      await forceStatus(t, order.id, from);
      const res = await as.Manager.put(`/api/Order/${order.id}/status/${to}`);
      if (canTransition(from, to)) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: to, isPaid: to === 'paid' });
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(from === 'paid' ? 'ORDER_PAID' : 'INVALID_TRANSITION');
        expect(res.json().message).toMatch(/\S/);
      }
    });

    it('messages say why', async () => {
      const order = await newOrder();
      expect((await as.Manager.put(`/api/Order/${order.id}/status/pending`)).json().message).toBe('Đơn hàng đã ở trạng thái này');
      expect((await as.Manager.put(`/api/Order/${order.id}/status/paid`)).json().message).toBe('Chỉ có thể thanh toán đơn hàng đã hoàn thành');
      expect((await as.Manager.put(`/api/Order/confirm-payment/${order.id}`)).json().message).toBe('Chỉ có thể thanh toán đơn hàng đã hoàn thành');
      await forceStatus(t, order.id, 'cancelled');
      expect((await as.Manager.put(`/api/Order/${order.id}/status/pending`)).json().message).toBe('Đơn hàng đã hủy, không thể thay đổi');
    });

    it('publishes OrderStatusUpdated to the table and the stations of the order only', async () => {
      const barOnly = await newOrder([{ productId: m.tra.id, quantity: 1 }]);
      t.events.sent.length = 0;
      await as.Waiter.put(`/api/Order/${barOnly.id}/status/preparing`);
      expect(t.events.sent).toEqual([
        {
          event: 'OrderStatusUpdated',
          payload: { orderId: barOnly.id, tableId: m.table1.id, tableNumber: m.table1.tableNumber, status: 'preparing' },
          rooms: [rooms.table(m.table1.id), rooms.management, rooms.station('bar')],
        },
      ]);
    });

    it('confirm-payment: completed -> paid, then final for every change (409)', async () => {
      const order = await newOrder();
      await as.Manager.put(`/api/Order/${order.id}/status/completed`);
      const paid = await as.Waiter.put(`/api/Order/confirm-payment/${order.id}`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'paid', isPaid: true });
      expect(paid.json().paidAt).toBeTruthy();
      const item = order.orderItems[0]!.id;
      const attempts = [
        as.Manager.put(`/api/Order/confirm-payment/${order.id}`),
        as.Manager.put(`/api/Order/${order.id}/status/cancelled`),
        as.Manager.put(`/api/Order/${order.id}`, staffBody([{ productId: m.pho.id, quantity: 1 }])),
        as.Manager.put(`/api/Order/order-item/${item}/complete`, { isCompleted: true }),
        as.Manager.put(`/api/Order/order-item/${item}/call-number`, { callNumber: 3 }),
        as.Manager.delete(`/api/Order/${order.id}`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe('ORDER_PAID');
      }
      const again = await as.Manager.get(`/api/Order/${order.id}`);
      expect(again.json().status).toBe('paid');
    });
  });

  describe('delete', () => {
    it.each(ORDER_STATUSES.map((s) => [s]))('an order in status %s', async (status) => {
      const order = await newOrder();
      await forceStatus(t, order.id, status);
      const res = await as.Manager.delete(`/api/Order/${order.id}`);
      expect(res.statusCode).toBe(canDeleteOrder(status) ? 200 : 409);
      if (!canDeleteOrder(status) && status !== 'paid')
        expect(res.json().message).toBe('Chỉ có thể xóa đơn hàng đã hủy; đơn đã phục vụ hoặc đã thanh toán được giữ trong lịch sử');
      expect((await as.Manager.get(`/api/Order/${order.id}`)).statusCode).toBe(canDeleteOrder(status) ? 404 : 200);
    });

    it('publishes OrderDeleted to the table and the order’s stations', async () => {
      const order = await newOrder([{ productId: m.roll.id, quantity: 1 }]);
      await forceStatus(t, order.id, 'cancelled');
      t.events.sent.length = 0;
      await as.Admin.delete(`/api/Order/${order.id}`);
      expect(t.events.sent).toEqual([
        {
          event: 'OrderDeleted',
          payload: { orderId: order.id, tableId: m.table1.id, tableNumber: m.table1.tableNumber },
          rooms: [rooms.table(m.table1.id), rooms.management, rooms.station('sushi')],
        },
      ]);
    });

    it('delete-all removes cancelled orders; served, paid and open ones stay', async () => {
      const done = await newOrder();
      const cancelled = await newOrder();
      const paid = await newOrder();
      const open = await newOrder();
      await forceStatus(t, done.id, 'completed');
      await forceStatus(t, cancelled.id, 'cancelled');
      await forceStatus(t, paid.id, 'paid');
      t.events.sent.length = 0;
      const res = await as.Manager.delete('/api/Order/all?confirm=true');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBeGreaterThanOrEqual(1);
      expect((await as.Manager.get(`/api/Order/${done.id}`)).statusCode).toBe(200);
      expect((await as.Manager.get(`/api/Order/${cancelled.id}`)).statusCode).toBe(404);
      expect((await as.Manager.get(`/api/Order/${paid.id}`)).statusCode).toBe(200);
      expect((await as.Manager.get(`/api/Order/${open.id}`)).statusCode).toBe(200);
      expect(t.events.sent[0]).toMatchObject({ event: 'AllOrdersDeleted', rooms: [rooms.staff] });
      expect(t.events.sent.filter((e) => e.event === 'OrderDeleted').every((e) => e.rooms.length === 1 && e.rooms[0]!.startsWith('table:'))).toBe(true);
    });
  });

  describe('station board', () => {
    it('shows each station only its dishes, grouped by table, with unfinished counts', async () => {
      await as.Manager.delete('/api/Order/all?confirm=true');
      for (const o of (await as.Manager.get('/api/Order?pageSize=100')).json().data) await forceStatus(t, o.id, 'paid');
      const mixed = await newOrder([
        { productId: m.pho.id, quantity: 2 },
        { productId: m.tra.id, quantity: 3 },
      ]);
      const barOnly = await newOrder([{ productId: m.tra.id, quantity: 1 }], m.table2);

      const kitchen = (await as.Kitchen.get('/api/Order/board')).json();
      expect(kitchen.stations).toEqual(['kitchen']);
      expect(kitchen.tables).toHaveLength(1);
      expect(kitchen.tables[0]).toMatchObject({ tableId: m.table1.id, unfinishedCount: 2, totalCount: 2 });
      expect(kitchen.tables[0].orders[0].items.map((i: { productName: string }) => i.productName)).toEqual(['Phở bò']);
      expect(kitchen.tables[0].oldestUnfinishedAt).toBe(mixed.createdAt);
      expect(kitchen.serverTime).toBeTruthy();

      const bar = (await as.Waiter.get('/api/Order/board')).json();
      expect(bar.tables.map((x: { tableId: number }) => x.tableId).sort()).toEqual([m.table1.id, m.table2.id].sort());
      expect(bar.tables.find((x: { tableId: number }) => x.tableId === m.table1.id).unfinishedCount).toBe(3);

      expect((await as.Sushi.get('/api/Order/board')).json().tables).toEqual([]);
      const all = (await as.Manager.get('/api/Order/board')).json();
      expect(all.stations).toBeNull();
      expect(all.tables.find((x: { tableId: number }) => x.tableId === m.table1.id).unfinishedCount).toBe(5);

      // Ticking a dish done lowers the count; paid orders leave the board.
      const phoItem = mixed.orderItems.find((i) => i.station === 'kitchen')!;
      await as.Kitchen.put(`/api/Order/order-item/${phoItem.id}/complete`, { isCompleted: true });
      expect((await as.Kitchen.get('/api/Order/board')).json().tables[0].unfinishedCount).toBe(0);
      await forceStatus(t, barOnly.id, 'paid');
      expect((await as.Waiter.get('/api/Order/board')).json().tables.map((x: { tableId: number }) => x.tableId)).toEqual([m.table1.id]);
    });
  });

  describe('items', () => {
    it('a station completes only its own dishes, and can undo', async () => {
      const order = await newOrder();
      const pho = order.orderItems.find((i) => i.station === 'kitchen')!;
      const tra = order.orderItems.find((i) => i.station === 'bar')!;
      const denied = await as.Kitchen.put(`/api/Order/order-item/${tra.id}/complete`, { isCompleted: true });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Bạn không có quyền cập nhật món này');
      t.events.sent.length = 0;
      const ok = await as.Kitchen.put(`/api/Order/order-item/${pho.id}/complete`, { isCompleted: true });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ orderId: order.id, item: { id: pho.id, isCompleted: true } });
      expect(t.events.sent).toEqual([
        {
          event: 'OrderItemUpdated',
          payload: { orderId: order.id, tableId: m.table1.id, tableNumber: m.table1.tableNumber, itemIds: [pho.id], isCompleted: true },
          rooms: [rooms.management, rooms.station('kitchen'), rooms.station('bar')],
        },
        // The first ticked dish starts the order (automatic moves are on by default).
        {
          event: 'OrderStatusUpdated',
          payload: { orderId: order.id, tableId: m.table1.id, tableNumber: m.table1.tableNumber, status: 'preparing' },
          rooms: [rooms.table(m.table1.id), rooms.management, rooms.station('kitchen'), rooms.station('bar')],
        },
      ]);
      expect((await as.Manager.get(`/api/Order/${order.id}`)).json().preparationStatus).toBe('preparing');
      expect((await as.Waiter.put(`/api/Order/order-item/${tra.id}/complete`, { isCompleted: true })).statusCode).toBe(200);
      expect((await as.Manager.get(`/api/Order/${order.id}`)).json().preparationStatus).toBe('ready');
      const undo = await as.Kitchen.put(`/api/Order/order-item/${pho.id}/complete`, { isCompleted: false });
      expect(undo.json().item.isCompleted).toBe(false);
      expect((await as.Manager.put('/api/Order/order-item/999999/complete', { isCompleted: true })).statusCode).toBe(404);
    });

    it('completion across merged lines: each id of the same dish is ticked on its own', async () => {
      const order = await newOrder([
        { productId: m.pho.id, quantity: 1, notes: 'ít cay' },
        { productId: m.pho.id, quantity: 1, notes: 'không hành' },
      ]);
      expect(order.orderItems).toHaveLength(2);
      for (const item of order.orderItems) {
        expect((await as.Kitchen.put(`/api/Order/order-item/${item.id}/complete`, { isCompleted: true })).statusCode).toBe(200);
      }
      const after = (await as.Manager.get(`/api/Order/${order.id}`)).json();
      expect(after.orderItems.every((i: { isCompleted: boolean }) => i.isCompleted)).toBe(true);
    });

    it('call number of an item can be changed by its station', async () => {
      const order = await newOrder();
      const pho = order.orderItems.find((i) => i.station === 'kitchen')!;
      const res = await as.Kitchen.put(`/api/Order/order-item/${pho.id}/call-number`, { callNumber: 4 });
      expect(res.json().item.callNumber).toBe(4);
      const tra = order.orderItems.find((i) => i.station === 'bar')!;
      expect((await as.Sushi.put(`/api/Order/order-item/${tra.id}/call-number`, { callNumber: 4 })).statusCode).toBe(403);
    });
  });

  describe('staff orders', () => {
    it('staff create orders without a table key, limited to their stations', async () => {
      const denied = await as.Kitchen.post('/api/Order', staffBody([{ productId: m.tra.id, quantity: 1 }]));
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Bạn không có quyền thêm món này');
      const ok = await as.Kitchen.post('/api/Order', staffBody([{ productId: m.pho.id, quantity: 1 }]));
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ customerName: 'Anh Minh', customerPhone: '0900000000', status: 'pending' });
      const takeaway = await as.Manager.post(
        '/api/Order',
        staffBody(
          [
            { productId: m.tra.id, quantity: 1 },
            { productId: m.roll.id, quantity: 1 },
          ],
          { orderType: 'takeaway' },
        ),
      );
      expect(takeaway.statusCode).toBe(201);
      expect(takeaway.json().orderType).toBe('takeaway');
      const row = await t.handle.db.selectFrom('orders').selectAll().where('id', '=', takeaway.json().id).executeTakeFirstOrThrow();
      expect(row.source).toBe('staff');
    });

    it('a diner request (with a table key) from a signed-in browser stays a diner order', async () => {
      const res = await as.Kitchen.post('/api/Order', staffBody([{ productId: m.tra.id, quantity: 1 }], { orderType: 'takeaway' }), {
        'x-table-key': m.table1.key,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().orderType).toBe('dine-in');
    });

    it('edit keeps, changes, adds and removes lines with station rules and recomputes the total', async () => {
      const order = await newOrder([
        { productId: m.pho.id, quantity: 1 },
        { productId: m.tra.id, quantity: 2 },
      ]);
      const pho = order.orderItems.find((i) => i.station === 'kitchen')!;
      const tra = order.orderItems.find((i) => i.station === 'bar')!;
      // The kitchen and the sushi bar do not edit orders; the bar (Waiter) may change its drink but not remove the dish or add one.
      expect(
        (
          await as.Kitchen.put(
            `/api/Order/${order.id}`,
            staffBody([
              { id: pho.id, productId: m.pho.id, quantity: 3 },
              { id: tra.id, productId: m.tra.id, quantity: 2 },
            ]),
          )
        ).statusCode,
      ).toBe(403);
      expect((await as.Waiter.put(`/api/Order/${order.id}`, staffBody([{ id: tra.id, productId: m.tra.id, quantity: 3 }]))).statusCode).toBe(403);
      expect(
        (
          await as.Waiter.put(
            `/api/Order/${order.id}`,
            staffBody([
              { id: pho.id, productId: m.pho.id, quantity: 1 },
              { id: tra.id, productId: m.tra.id, quantity: 2 },
              { productId: m.pho.id, quantity: 1 },
            ]),
          )
        ).statusCode,
      ).toBe(403);
      const byBar = await as.Waiter.put(
        `/api/Order/${order.id}`,
        staffBody([
          { id: pho.id, productId: m.pho.id, quantity: 1 },
          { id: tra.id, productId: m.tra.id, quantity: 3, notes: 'ít đá' },
        ]),
      );
      expect(byBar.statusCode).toBe(200);
      expect(byBar.json().totalAmount).toBe(65_000 + 3 * 5_000);

      t.events.sent.length = 0;
      const res = await as.Manager.put(
        `/api/Order/${order.id}`,
        staffBody([{ id: pho.id, productId: m.pho.id, quantity: 3 }, { productId: m.roll.id, quantity: 1, price: 1 } as never], {
          specialRequests: 'nhanh giúp',
        }),
      );
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(after.orderItems.map((i: { productName: string }) => i.productName).sort()).toEqual(['Phở bò', 'Sushi cá hồi']);
      expect(after.totalAmount).toBe(3 * 65_000 + 120_000);
      expect(after.specialRequests).toBe('nhanh giúp');
      expect(after.orderItems.find((i: { id: number }) => i.id === pho.id)).toBeTruthy();
      expect(t.events.sent[0]).toMatchObject({ event: 'UpdateOrderNotification' });
      expect(t.events.sent[0]!.rooms).toEqual(
        expect.arrayContaining([rooms.table(m.table1.id), rooms.management, rooms.station('kitchen'), rooms.station('bar'), rooms.station('sushi')]),
      );
      expect((await as.Manager.put(`/api/Order/${order.id}`, staffBody([{ id: 999999, productId: m.pho.id, quantity: 1 }]))).statusCode).toBe(400);
      // Moving the order to another table: its old table's diners are told it is gone.
      t.events.sent.length = 0;
      const moved = await as.Manager.put(`/api/Order/${order.id}`, staffBody([{ id: pho.id, productId: m.pho.id, quantity: 3 }], { tableId: m.table2.id }));
      expect(moved.json()).toMatchObject({ tableId: m.table2.id, tableNumber: m.table2.tableNumber });
      expect(t.events.sent.find((e) => e.event === 'OrderDeleted')).toMatchObject({ rooms: [rooms.table(m.table1.id)] });
      expect(t.events.sent.find((e) => e.event === 'UpdateOrderNotification')!.rooms).toContain(rooms.table(m.table2.id));
      expect((await as.Manager.put(`/api/Order/${order.id}`, staffBody([{ productId: m.pho.id, quantity: 1 }], { tableId: 999999 }))).statusCode).toBe(404);
      expect((await as.Manager.put(`/api/Order/${order.id}`, staffBody([{ productId: m.soldOut.id, quantity: 1 }]))).json().message).toBe(
        'Món "Bún chả" đã hết',
      );
    });
  });
});
