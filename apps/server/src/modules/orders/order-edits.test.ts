import { afterAll, beforeAll, expect, it } from 'vitest';
import { DINER_ORDER_EVENTS } from '@app/contract';
import { createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { listen, openSocket } from '../../../test/sockets.js';

forEachDatabase('staff edits of one order', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let manager: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    manager = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  const storedTotals = async (orderId: number) => {
    const order = await t.handle.db.selectFrom('orders').select('total_amount').where('id', '=', orderId).executeTakeFirstOrThrow();
    const items = await t.handle.db.selectFrom('order_items').select(['price', 'quantity']).where('order_id', '=', orderId).execute();
    return { total: Number(order.total_amount), sum: items.reduce((s, i) => s + Number(i.price) * i.quantity, 0), lines: items.length };
  };

  it('20 edits at the same moment, each from the same screen: the stored total is the sum of the stored dishes', async () => {
    const order = await placeOrder(t, m.table1, [{ productId: m.pho.id, quantity: 1 }]);
    const seen = order.orderItems.map((i) => ({ id: i.id, productId: i.productId!, quantity: i.quantity, notes: i.notes }));
    const dishes = [m.pho, m.com, m.tra, m.roll];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        manager.put(`/api/Order/${order.id}`, {
          tableId: m.table1.id,
          customerName: '',
          customerPhone: '',
          orderType: 'dine-in',
          specialRequests: '',
          orderItems: [...seen, { productId: dishes[i % dishes.length]!.id, quantity: 1 + (i % 3), notes: `edit ${i}` }],
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const { total, sum, lines } = await storedTotals(order.id);
    expect(total).toBe(sum);
    // The last edit wins whole: its kept line and its one new line.
    expect(lines).toBe(2);
  });

  it('pushes a dish edit to the guests of the table, like a status change', async () => {
    const baseUrl = await listen(t);
    const guest = await openSocket(baseUrl, { auth: { tableNumber: m.table2.tableNumber, tableKey: m.table2.key } });
    try {
      const order = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
      const heard = guest.next('UpdateOrderNotification');
      const res = await manager.put(`/api/Order/${order.id}`, {
        tableId: m.table2.id,
        orderType: 'dine-in',
        orderItems: [{ id: order.orderItems[0]!.id, productId: m.pho.id, quantity: 3, notes: '' }],
      });
      expect(res.statusCode).toBe(200);
      expect(await heard).toMatchObject({ orderId: order.id, tableId: m.table2.id });
      expect(DINER_ORDER_EVENTS).toContain('UpdateOrderNotification');
    } finally {
      guest.close();
    }
  });
});
