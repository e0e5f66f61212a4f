import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function createDashboardRepo(db: Db) {
  const inRange = (from: string, toExclusive: string) =>
    db.selectFrom('orders').where('orders.created_at', '>=', from).where('orders.created_at', '<', toExclusive);

  return {
    async statistics(from: string, toExclusive: string) {
      const row = await inRange(from, toExclusive)
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('status', '!=', 'cancelled').then(1).else(0).end()).as('orders'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'paid').then(eb.ref('total_amount')).else(0).end()).as('revenue'),
          eb.fn
            .sum<number>(eb.case().when(eb.and([eb('status', '!=', 'cancelled'), eb('call_number', '=', 1)])).then(1).else(0).end())
            .as('customers'),
        ])
        .executeTakeFirstOrThrow();
      const products = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      return {
        totalOrders: Number(row.orders ?? 0),
        totalRevenue: Number(row.revenue ?? 0),
        totalCustomers: Number(row.customers ?? 0),
        totalProducts: Number(products.count),
      };
    },
    recent(limit: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'customer_name', 'table_number', 'status', 'total_amount', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    /** Non-cancelled orders of the range, for the revenue series (bucketed in local time by the service). */
    seriesRows(from: string, toExclusive: string) {
      return inRange(from, toExclusive).select(['created_at', 'status', 'total_amount']).where('status', '!=', 'cancelled').execute();
    },
    async topDishes(from: string, toExclusive: string, limit: number) {
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .where('orders.created_at', '>=', from)
        .where('orders.created_at', '<', toExclusive)
        .where('orders.status', '!=', 'cancelled')
        .select((eb) => [
          'order_items.product_id',
          eb.fn.max('order_items.product_name').as('name'),
          eb.fn.sum<number>('order_items.quantity').as('quantity'),
          sql<number>`sum(order_items.quantity * order_items.price)`.as('revenue'),
        ])
        .groupBy('order_items.product_id')
        .orderBy('quantity', 'desc')
        .orderBy('revenue', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ productId: r.product_id, productName: String(r.name), quantity: Number(r.quantity), revenue: Number(r.revenue) }));
    },
  };
}
