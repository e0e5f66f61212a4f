import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, can, type Permission, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable, forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('order history', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Record<Role, Client>;
  let anon: Client;
  let o: { paid: number; cancelled: number; open: number; old: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
    anon = client(t);
    const paid = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 2 }], { customerName: 'Nguyễn Thị Ánh' });
    const cancelled = await placeOrder(t, m.table1, [{ productId: m.tra.id, quantity: 1 }]);
    const open = await placeOrder(t, m.table2, [{ productId: m.roll.id, quantity: 1, notes: '=SUM(A1)' }], { specialRequests: 'ít wasabi; không gừng' });
    const old = await placeOrder(t, m.table2, [{ productId: m.com.id, quantity: 1 }]);
    await forceStatus(t, paid.id, 'paid');
    await forceStatus(t, cancelled.id, 'cancelled');
    await forceStatus(t, old.id, 'paid');
    const longAgo = new Date(Date.now() - 90 * 86_400_000).toISOString();
    await t.handle.db.updateTable('orders').set({ created_at: longAgo }).where('id', '=', old.id).execute();
    o = { paid: paid.id, cancelled: cancelled.id, open: open.id, old: old.id };
  });
  afterAll(() => t.close());

  it('access: 401, then 403 for roles without the permission; station roles read no history', async () => {
    const routes: [string, string, Permission, unknown?][] = [
      ['GET', `/api/OrderHistory/table/${m.table1.id}`, 'orderHistory.view'],
      ['GET', `/api/OrderHistory/table/${m.table1.id}/orders`, 'orderHistory.view'],
      ['GET', '/api/OrderHistory/order/999999', 'orderHistory.view'],
      ['POST', '/api/OrderHistory/search', 'orderHistory.view', {}],
      ['GET', '/api/OrderHistory/stats', 'orderHistory.view'],
      ['POST', '/api/OrderHistory/export', 'orderHistory.view', {}],
      ['DELETE', '/api/OrderHistory/cleanup', 'orderHistory.manage', { olderThanDays: 3650 }],
      ['POST', '/api/OrderHistory/migrate/table/999999', 'tables.manage'],
    ];
    for (const [method, url, permission, body] of routes) {
      expect((await anon.request(method as 'GET', url, body)).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await as[role].request(method as 'GET', url, body);
        if (can(role, permission)) expect(res.statusCode, `${role} ${url}`).not.toBe(403);
        else expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    for (const role of ['Kitchen', 'Sushi', 'Waiter'] as const) {
      expect((await as[role].post('/api/OrderHistory/search', {})).statusCode).toBe(403);
      expect((await as[role].get('/api/OrderHistory/stats')).statusCode).toBe(403);
      expect((await as[role].post('/api/OrderHistory/export', {})).statusCode).toBe(403);
      expect((await as[role].get(`/api/OrderHistory/order/${o.paid}`)).statusCode).toBe(403);
    }
  });

  it('400 on bad input', async () => {
    expect((await as.Admin.post('/api/OrderHistory/search', { status: 'eaten' })).statusCode).toBe(400);
    expect((await as.Admin.post('/api/OrderHistory/search', { from: 'soon' })).statusCode).toBe(400);
    expect((await as.Admin.post('/api/OrderHistory/export', { separator: '|' })).statusCode).toBe(400);
    const short = await as.Admin.delete('/api/OrderHistory/cleanup', { olderThanDays: 29 });
    expect(short.statusCode).toBe(400);
  });

  it('per table and per order', async () => {
    const table1 = (await as.Manager.get(`/api/OrderHistory/table/${m.table1.id}`)).json();
    expect(table1.data.map((x: { id: number }) => x.id)).toEqual([o.cancelled, o.paid]);
    expect(table1).toMatchObject({ totalCount: 2, page: 1 });
    const one = (await as.Manager.get(`/api/OrderHistory/order/${o.paid}`)).json();
    expect(one).toMatchObject({ id: o.paid, status: 'paid', customerName: 'Nguyễn Thị Ánh', totalAmount: 130_000 });
  });

  it('search by range, table, status and text (dish, customer, id)', async () => {
    const ids = async (body: unknown) =>
      (await as.Manager.post('/api/OrderHistory/search', body))
        .json()
        .data.map((x: { id: number }) => x.id)
        .sort((a: number, b: number) => a - b);
    expect(await ids({})).toEqual([o.paid, o.cancelled, o.open, o.old].sort((a, b) => a - b));
    expect(await ids({ from: new Date(Date.now() - 86_400_000).toISOString() })).not.toContain(o.old);
    expect(await ids({ to: new Date(Date.now() - 30 * 86_400_000).toISOString() })).toEqual([o.old]);
    expect(await ids({ tableNumber: m.table2.tableNumber })).toEqual([o.open, o.old].sort((a, b) => a - b));
    expect(await ids({ status: 'paid' })).toEqual([o.paid, o.old].sort((a, b) => a - b));
    expect(await ids({ text: 'sushi' })).toEqual([o.open]);
    expect(await ids({ text: 'ánh' })).toEqual([o.paid]);
    expect(await ids({ text: 'ÁNH' })).toEqual([o.paid]);
    expect(await ids({ text: 'Nguyễn' })).toEqual([o.paid]);
    expect(await ids({ text: String(o.cancelled) })).toEqual([o.cancelled]);
    const page = (await as.Manager.post('/api/OrderHistory/search', { page: 2, pageSize: 3 })).json();
    expect(page).toMatchObject({ page: 2, totalCount: 4, totalPages: 2 });
  });

  it('stats count orders and sum paid revenue', async () => {
    const all = (await as.Admin.get('/api/OrderHistory/stats')).json();
    expect(all).toEqual({ count: 4, paidCount: 2, cancelledCount: 1, openCount: 1, revenue: 130_000 + 55_000, averageOrderValue: Math.round(185_000 / 2) });
    const recent = (await as.Admin.get(`/api/OrderHistory/stats?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`)).json();
    expect(recent).toMatchObject({ count: 3, paidCount: 1, revenue: 130_000, averageOrderValue: 130_000 });
  });

  it('export: CSV with BOM and the chosen separator, Vietnamese intact, formulas neutralised', async () => {
    const res = await as.Manager.post('/api/OrderHistory/export', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Mã đơn;Bàn;Lượt gọi;Khách hàng;Điện thoại;Loại đơn;Trạng thái;Đã thanh toán;Số món;Món;Yêu cầu đặc biệt;Tổng tiền;Thời gian tạo;Thời gian thanh toán',
    );
    expect(lines.filter(Boolean)).toHaveLength(5);
    const paidLine = lines.find((l) => l.startsWith(`${o.paid};`))!;
    expect(paidLine).toContain('Nguyễn Thị Ánh');
    expect(paidLine).toContain('Đã thanh toán');
    expect(paidLine).toContain('Phở bò x2');
    const openLine = lines.find((l) => l.startsWith(`${o.open};`))!;
    expect(openLine).toContain('"ít wasabi; không gừng"');
    expect(openLine).toContain('Sushi cá hồi x1 (=SUM(A1))');
    const comma = await as.Manager.post('/api/OrderHistory/export', { separator: ',', status: 'paid' });
    const commaLines = comma.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(commaLines[0]!.startsWith('Mã đơn,Bàn,')).toBe(true);
    expect(commaLines).toHaveLength(3);
  });

  it('cleanup deletes paid and cancelled orders older than N days (at least 30)', async () => {
    const res = await as.Admin.delete('/api/OrderHistory/cleanup', { olderThanDays: 30 });
    expect(res.json()).toEqual({ count: 1 });
    expect((await as.Admin.get(`/api/OrderHistory/order/${o.old}`)).statusCode).toBe(404);
    expect((await as.Admin.get(`/api/OrderHistory/order/${o.paid}`)).statusCode).toBe(200);
  });

  it('migrate/table archives a settled table and starts a new session; refused with open orders', async () => {
    expect((await as.Manager.post(`/api/OrderHistory/migrate/table/${m.table2.id}`)).statusCode).toBe(409);
    const table = await createTable(t);
    const order = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    await forceStatus(t, order.id, 'cancelled');
    const res = await as.Manager.post(`/api/OrderHistory/migrate/table/${table.id}`);
    expect(res.json()).toEqual({ count: 1 });
    const current = await anon.get(`/api/Order/table/${table.tableNumber}/current`, { 'x-table-key': table.key });
    expect(current.json()).toEqual([]);
    const row = await t.handle.db.selectFrom('orders').select('archived_at').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.archived_at).toBeTruthy();
  });
});
