import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOARD_MAX_ORDERS, type OrderStatus, type Station } from '@app/contract';
import { createTestApp, forEachDatabase, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { placeOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { nowIso } from '../../db/database.js';

forEachDatabase('the station board is bounded', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    as = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  /** Many open orders straight into the tables (the order path is tested elsewhere). */
  async function pileUp(count: number, status: OrderStatus, product: { id: number; name: string }, station: Station) {
    const now = nowIso();
    for (let start = 0; start < count; start += 100) {
      const n = Math.min(100, count - start);
      const rows = await t.handle.db
        .insertInto('orders')
        .values(
          Array.from({ length: n }, () => ({
            table_id: m.table1.id,
            table_number: m.table1.tableNumber,
            customer_name: '',
            customer_phone: '',
            total_amount: 1000,
            status,
            notification_status: 'unread',
            preparation_status: 'pending',
            order_type: 'dine-in',
            special_requests: '',
            is_paid: status === 'paid' ? 1 : 0,
            call_number: 1,
            source: 'diner',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await t.handle.db
        .insertInto('order_items')
        .values(
          rows.map((r) => ({
            order_id: r.id,
            product_id: product.id,
            product_name: product.name,
            station,
            quantity: 1,
            price: 1000,
            notes: '',
            call_number: 1,
            is_completed: 0,
          })),
        )
        .execute();
    }
  }
  const ordersOn = (board: { tables: { orders: { id: number; status: string }[] }[] }) => board.tables.flatMap((x) => x.orders);

  it(`carries open orders only, at most ${BOARD_MAX_ORDERS}, and says when there are more`, async () => {
    const kitchenOrder = await placeOrder(t, m.table2, [{ productId: m.pho.id, quantity: 1 }]);
    await pileUp(BOARD_MAX_ORDERS + 20, 'pending', m.tra, 'bar');
    await pileUp(30, 'paid', m.pho, 'kitchen');
    await pileUp(30, 'cancelled', m.pho, 'kitchen');

    const management = (await (as.Manager as Client).get('/api/Order/board')).json();
    expect(ordersOn(management)).toHaveLength(BOARD_MAX_ORDERS);
    expect(management.truncated).toBe(true);
    expect(ordersOn(management).every((o) => o.status !== 'paid' && o.status !== 'cancelled')).toBe(true);

    // The bar's pile does not crowd the kitchen's board out.
    const kitchen = (await (as.Kitchen as Client).get('/api/Order/board')).json();
    expect(ordersOn(kitchen).map((o) => o.id)).toEqual([kitchenOrder.id]);
    expect(kitchen.truncated).toBe(false);
  });
});
