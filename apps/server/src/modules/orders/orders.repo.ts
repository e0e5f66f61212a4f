import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Order, OrderItem, OrderStatus, OrderType, Station } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.js';
import { CLOSED_STATUSES } from '../tables/tables.repo.js';
import { loadOptionRules, parseItemOptions } from './order-options.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    price: row.price,
    options: parseItemOptions(row.options),
    notes: row.notes,
    callNumber: row.call_number,
    isCompleted: toBool(row.is_completed),
    station: row.station as Station,
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    tableId: row.table_id,
    tableNumber: row.table_number,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    totalAmount: row.total_amount,
    status: row.status as OrderStatus,
    notificationStatus: row.notification_status,
    preparationStatus: row.preparation_status,
    orderType: row.order_type as OrderType,
    specialRequests: row.special_requests,
    bookingStartTime: row.booking_start_time,
    bookingEndTime: row.booking_end_time,
    isPaid: toBool(row.is_paid),
    callNumber: row.call_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paidAt: row.paid_at,
    orderItems: items.map(toOrderItem),
  };
}

export interface OrderListFilter {
  status?: string;
  search?: string;
  tableId?: number;
}

export function createOrdersRepo(db: Db, dialect: Dialect) {
  const repo = {
    findRow(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The row, locked until the transaction ends on PostgreSQL (SQLite serialises writers). */
    lockRow(id: number) {
      const q = db.selectFrom('orders').selectAll().where('id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    itemsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
      return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    /** Orders with their items, in the given row order, in two queries. */
    async withItems(rows: OrderRow[]): Promise<Order[]> {
      const items = await repo.itemsOf(rows.map((r) => r.id));
      const byOrder = new Map<number, OrderItemRow[]>();
      for (const item of items) {
        const list = byOrder.get(item.order_id) ?? [];
        list.push(item);
        byOrder.set(item.order_id, list);
      }
      return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? []));
    },
    async getOrder(id: number): Promise<Order | undefined> {
      const row = await repo.findRow(id);
      return row ? (await repo.withItems([row]))[0] : undefined;
    },
    insertOrder(values: Insertable<OrdersTable>) {
      return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
    },
    async insertItems(values: Insertable<OrderItemsTable>[]) {
      if (values.length > 0) await db.insertInto('order_items').values(values).execute();
    },
    updateOrder(id: number, patch: Updateable<OrdersTable>) {
      return db.updateTable('orders').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
    },
    async deleteOrder(id: number) {
      await db.deleteFrom('orders').where('id', '=', id).execute();
    },
    findItem(itemId: number) {
      return db.selectFrom('order_items').selectAll().where('id', '=', itemId).executeTakeFirst();
    },
    updateItem(itemId: number, patch: Updateable<OrderItemsTable>) {
      return db.updateTable('order_items').set(patch).where('id', '=', itemId).returningAll().executeTakeFirst();
    },
    async deleteItems(itemIds: number[]) {
      if (itemIds.length > 0) await db.deleteFrom('order_items').where('id', 'in', itemIds).execute();
    },

    /** Management list: filters, paid orders at the bottom, newest first. */
    async list(filter: OrderListFilter, page: number, pageSize: number) {
      let q = db.selectFrom('orders');
      if (filter.status && filter.status !== 'all') q = q.where('status', '=', filter.status);
      if (filter.tableId) q = q.where('table_id', '=', filter.tableId);
      if (filter.search) {
        const search = filter.search;
        const like = `%${search.toLowerCase()}%`;
        const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['customer_name']), 'like', like),
            eb('table_number', '=', search),
            ...(id !== null ? [eb('id', '=', id)] : []),
          ]),
        );
      }
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('is_paid', 'asc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(count) };
    },

    /** How many orders guests (not staff) placed at a table since a moment. */
    async countDinerOrdersSince(tableId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('table_id', '=', tableId)
        .where('source', '=', 'diner')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A table's orders since a moment (its session start), newest first. */
    sessionRows(tableId: number, since: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('table_id', '=', tableId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Unpaid, uncancelled orders, oldest first, for the station boards. */
    openRows() {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', 'not in', CLOSED_STATUSES)
        .where('is_paid', '=', 0)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** Distinct stations of an order's dishes. */
    async stationsOf(orderId: number): Promise<Station[]> {
      const rows = await db.selectFrom('order_items').select('station').distinct().where('order_id', '=', orderId).execute();
      return rows.map((r) => r.station as Station);
    },

    closedForDeletion() {
      return db.selectFrom('orders').select(['id', 'table_id', 'table_number']).where('status', 'in', ['completed', 'cancelled']).execute();
    },
    async deleteOrders(ids: number[]) {
      // Chunks keep the parameter count far below SQLite's limit.
      for (let i = 0; i < ids.length; i += 500) await db.deleteFrom('orders').where('id', 'in', ids.slice(i, i + 500)).execute();
    },

    findIdempotencyKey(scope: string, key: string) {
      return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    },
    async insertIdempotencyKey(values: { scope: string; key: string; order_id: number; created_at: string }) {
      await db.insertInto('idempotency_keys').values(values).execute();
    },

    /**
     * Dishes with the station of their category ('kitchen' when the dish has none) and whether
     * that category (or its parent) is switched off.
     */
    productsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .leftJoin('categories', 'categories.id', 'products.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .select(['products.id', 'products.name', 'products.price', 'products.is_active', 'categories.station'])
        .select(['categories.is_active as category_active', 'parent.is_active as parent_active'])
        .where('products.id', 'in', ids)
        .execute();
    },

    /** The option groups of the order's dishes, to check and price the chosen options. */
    optionRules(lines: { productId: number; optionIds: number[] }[]) {
      return loadOptionRules(db, lines);
    },
  };
  return repo;
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
