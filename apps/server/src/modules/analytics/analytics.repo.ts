import type { Db } from '../../db/database.js';

export function createAnalyticsRepo(db: Db) {
  return {
    /** Orders of the range, cancelled ones left out. */
    orders(from: string, toExclusive: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'created_at', 'status', 'is_paid', 'total_amount'])
        .where('created_at', '>=', from)
        .where('created_at', '<', toExclusive)
        .where('status', '!=', 'cancelled')
        .execute();
    },
    /** Their dishes with the order's time. */
    items(from: string, toExclusive: string) {
      return db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select([
          'order_items.order_id',
          'order_items.product_name',
          'order_items.station',
          'order_items.quantity',
          'order_items.price',
          'order_items.is_completed',
          'order_items.completed_at',
          'orders.created_at',
        ])
        .where('orders.created_at', '>=', from)
        .where('orders.created_at', '<', toExclusive)
        .where('orders.status', '!=', 'cancelled')
        .execute();
    },
  };
}
