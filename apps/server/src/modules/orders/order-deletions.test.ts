import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createStaff, STAFF_PASSWORD } from '../../../test/factories.js';
import { createTable, forceStatus, placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('deleting orders keeps a trace', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let manager: Client;
  let managerName: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    const user = await createStaff(t, 'Manager');
    managerName = user.fullName;
    manager = await signIn(t, user.username, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  const exists = async (id: number) => (await manager.get(`/api/Order/${id}`)).statusCode === 200;

  it('served and paid orders cannot be deleted, singly or by delete-all', async () => {
    const served = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const paid = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    await forceStatus(t, served.id, 'completed');
    await forceStatus(t, paid.id, 'paid');
    const one = await manager.delete(`/api/Order/${served.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe('Chỉ có thể xóa đơn hàng đã hủy; đơn đã phục vụ hoặc đã thanh toán được giữ trong lịch sử');
    expect((await manager.delete(`/api/Order/${paid.id}`)).statusCode).toBe(409);
    expect((await manager.delete('/api/Order/all?confirm=true')).statusCode).toBe(200);
    expect(await exists(served.id)).toBe(true);
    expect(await exists(paid.id)).toBe(true);
  });

  it('delete-all needs an explicit confirmation on the server', async () => {
    const cancelled = await placeOrder(t, m.table2, [{ productId: m.tra.id, quantity: 2 }]);
    await forceStatus(t, cancelled.id, 'cancelled');
    for (const url of ['/api/Order/all', '/api/Order/all?confirm=false', '/api/Order/all?confirm=1']) {
      const res = await manager.delete(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain('Vui lòng xác nhận xóa tất cả đơn hàng');
    }
    expect(await exists(cancelled.id)).toBe(true);
    const res = await manager.delete('/api/Order/all?confirm=true');
    expect(res.statusCode).toBe(200);
    expect(await exists(cancelled.id)).toBe(false);
  });

  it('order history shows each deleted order with who deleted it and when', async () => {
    const single = await placeOrder(t, m.table1, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    await forceStatus(t, single.id, 'cancelled');
    const before = new Date().toISOString();
    expect((await manager.delete(`/api/Order/${single.id}`)).statusCode).toBe(200);
    const history = await manager.get('/api/OrderHistory/deleted?pageSize=100');
    expect(history.statusCode).toBe(200);
    const entry = history.json().data.find((d: { orderId: number }) => d.orderId === single.id);
    expect(entry).toMatchObject({
      orderId: single.id,
      tableNumber: m.table1.tableNumber,
      status: 'cancelled',
      totalAmount: single.totalAmount,
      itemCount: 3,
      deletedByName: managerName,
    });
    expect(entry.deletedBy).toBeGreaterThan(0);
    expect(entry.deletedAt >= before).toBe(true);
    // The one cancelled by delete-all in the test above is there too.
    expect(history.json().totalCount).toBeGreaterThanOrEqual(2);
    const kitchen = await signIn(t, (await createStaff(t, 'Kitchen')).username, STAFF_PASSWORD);
    expect((await kitchen.get('/api/OrderHistory/deleted')).statusCode).toBe(403);
  });

  it('deleting a cancelled round never makes two orders of the session share a round number', async () => {
    const table = await createTable(t);
    const rounds = [];
    for (let i = 0; i < 3; i += 1) rounds.push(await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]));
    expect(rounds.map((o) => o.callNumber)).toEqual([1, 2, 3]);
    await forceStatus(t, rounds[1]!.id, 'cancelled');
    expect((await manager.delete(`/api/Order/${rounds[1]!.id}`)).statusCode).toBe(200);
    const next = await placeOrder(t, table, [{ productId: m.pho.id, quantity: 1 }]);
    expect(next.callNumber).toBe(4);
  });
});
