import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function createDashboardRepo(db: Db) {
  const inRange = (from: string, toExclusive: string) =>
    db.selectFrom('orders').where('orders.created_at', '>=', from).where('orders.created_at', '<', toExclusive);

  /**
   * Money received in the range, at the moment it was received: every recorded payment by its
   * time, plus orders marked paid without a recorded payment (the status change, older data) by
   * their time of payment. An order that has payments is counted through them only.
   */
  const received = (from: string, toExclusive: string) =>
    db
      .selectFrom('payments')
      .select(['payments.created_at as at', 'payments.amount as amount'])
      .where('payments.created_at', '>=', from)
      .where('payments.created_at', '<', toExclusive)
      .unionAll(
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.coalesce('orders.paid_at', 'orders.created_at').as('at'), 'orders.total_amount as amount'])
          .where('orders.is_paid', '=', 1)
          .where('orders.paid_at', '>=', from)
          .where('orders.paid_at', '<', toExclusive)
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('payment_orders').select('payment_orders.order_id').whereRef('payment_orders.order_id', '=', 'orders.id'))),
          ),
      );

  return {
    /** Payments and paid orders of the range, for revenue by time of payment (bucketed by the service). */
    async receivedRows(from: string, toExclusive: string): Promise<{ at: string; amount: number }[]> {
      const rows = await received(from, toExclusive).execute();
      return rows.map((r) => ({ at: String(r.at), amount: Number(r.amount) }));
    },

    async statistics(from: string, toExclusive: string) {
      const row = await inRange(from, toExclusive)
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('status', '!=', 'cancelled').then(1).else(0).end()).as('orders'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('status', '!=', 'cancelled'), eb('call_number', '=', 1)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('customers'),
        ])
        .executeTakeFirstOrThrow();
      const products = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      const revenue = await db
        .selectFrom(received(from, toExclusive).as('r'))
        .select((eb) => eb.fn.sum<number>('r.amount').as('total'))
        .executeTakeFirstOrThrow();
      return {
        totalOrders: Number(row.orders ?? 0),
        totalRevenue: Number(revenue.total ?? 0),
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
    /** Non-cancelled orders of the range by creation time, for the series' order counts. */
    seriesRows(from: string, toExclusive: string) {
      return inRange(from, toExclusive).select(['created_at']).where('status', '!=', 'cancelled').execute();
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
