import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Order, OrderDeletion, OrderItem, OrderStatus, OrderType, Station } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import type { OrderDeletionsTable, OrderItemsTable, OrdersTable } from '../../db/schema.js';
import { CLOSED_STATUSES } from '../tables/tables.repo.js';
import { loadOptionRules, parseItemOptions } from './order-options.js';
import { offsetOf } from '../../db/paging.js';

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

export function toOrderDeletion(row: Selectable<OrderDeletionsTable>): OrderDeletion {
  return {
    orderId: row.order_id,
    tableNumber: row.table_number,
    customerName: row.customer_name,
    status: row.status as OrderStatus,
    totalAmount: row.total_amount,
    itemCount: row.item_count,
    orderCreatedAt: row.order_created_at,
    deletedBy: row.deleted_by,
    deletedByName: row.deleted_by_name,
    deletedAt: row.deleted_at,
  };
}

export interface OrderListFilter {
  status?: OrderStatus | 'all';
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
    /** Inserts the lines and returns them as stored, in insertion order. */
    async insertItemsReturning(values: Insertable<OrderItemsTable>[]): Promise<OrderItemRow[]> {
      if (values.length === 0) return [];
      const rows = await db.insertInto('order_items').values(values).returningAll().execute();
      return rows.sort((a, b) => a.id - b.id);
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
    /** Ticks (done, by whom, when) or unticks dishes. */
    async setItemsCompleted(itemIds: number[], done: { by: number; at: string } | null) {
      if (itemIds.length === 0) return;
      await db
        .updateTable('order_items')
        .set(done ? { is_completed: 1, completed_at: done.at, completed_by: done.by } : { is_completed: 0, completed_at: null, completed_by: null })
        .where('id', 'in', itemIds)
        .execute();
    },
    /** Marks an order urgent or not; true when the flag changed. */
    async setRush(orderId: number, isRush: boolean): Promise<boolean> {
      const flag = isRush ? 1 : 0;
      const res = await db.updateTable('orders').set({ is_rush: flag }).where('id', '=', orderId).where('is_rush', '!=', flag).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
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
          eb.or([eb(eb.fn('lower', ['customer_name']), 'like', like), eb('table_number', '=', search), ...(id !== null ? [eb('id', '=', id)] : [])]),
        );
      }
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('is_paid', 'asc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf({ page, pageSize }))
        .execute();
      return { rows, total: Number(count) };
    },

    /**
     * In one statement, what placing an order at a table needs: the orders of its current
     * session (the next round number) and the guests' orders since a moment (the per-minute limit).
     */
    /**
     * What placing an order needs to know of the table's earlier orders, in one statement that reads
     * only index ranges, however long the table's history: the round (call number) of the session's
     * last order, and how many guest orders the last minute holds, counted no further than `dinerCap`
     * (the limit only asks whether it is reached).
     */
    async placementFacts(tableId: number, sessionStart: string, dinerSince: string, dinerCap: number): Promise<{ lastRound: number; dinerLastMinute: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('orders')
            .select('call_number')
            .where('table_id', '=', tableId)
            .where('created_at', '>=', sessionStart)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1)
            .as('lastRound'),
          eb
            .selectFrom(
              eb
                .selectFrom('orders')
                .select('id')
                .where('table_id', '=', tableId)
                .where('created_at', '>=', dinerSince)
                .where('source', '=', 'diner')
                .limit(dinerCap)
                .as('recent'),
            )
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('dinerLastMinute'),
        ])
        .executeTakeFirstOrThrow();
      return { lastRound: Number(row.lastRound ?? 0), dinerLastMinute: Number(row.dinerLastMinute ?? 0) };
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

    /**
     * Unpaid, uncancelled orders, oldest first, for the station boards: at most `limit`, and
     * only orders with dishes of the given stations (null = every order).
     */
    openRows(stations: readonly Station[] | null, limit: number) {
      let q = db.selectFrom('orders').selectAll().where('status', 'not in', CLOSED_STATUSES).where('is_paid', '=', 0);
      if (stations !== null) {
        if (stations.length === 0) return Promise.resolve([] as OrderRow[]);
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('order_items')
              .select('order_items.id')
              .whereRef('order_items.order_id', '=', 'orders.id')
              .where('order_items.station', 'in', [...stations]),
          ),
        );
      }
      return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
    },

    /** Distinct stations of an order's dishes. */
    async stationsOf(orderId: number): Promise<Station[]> {
      const rows = await db.selectFrom('order_items').select('station').distinct().where('order_id', '=', orderId).execute();
      return rows.map((r) => r.station as Station);
    },

    /** Orders delete-all may remove: cancelled and never paid (served and paid ones are kept). */
    deletableRows() {
      return db.selectFrom('orders').selectAll().where('status', '=', 'cancelled').where('is_paid', '=', 0).execute();
    },
    /** Leaves a trace of each order about to be deleted: what it was, who deleted it and when. */
    async recordDeletions(rows: OrderRow[], by: { id: number; name: string }, at: string) {
      if (rows.length === 0) return;
      const counts = new Map<number, number>();
      for (let i = 0; i < rows.length; i += 500) {
        const ids = rows.slice(i, i + 500).map((r) => r.id);
        const found = await db
          .selectFrom('order_items')
          .select((eb) => ['order_id', eb.fn.sum<number>('quantity').as('n')])
          .where('order_id', 'in', ids)
          .groupBy('order_id')
          .execute();
        for (const f of found) counts.set(f.order_id, Number(f.n ?? 0));
      }
      const values = rows.map((r) => ({
        order_id: r.id,
        table_number: r.table_number,
        customer_name: r.customer_name,
        status: r.status,
        total_amount: r.total_amount,
        item_count: counts.get(r.id) ?? 0,
        order_created_at: r.created_at,
        deleted_by: by.id > 0 ? by.id : null,
        deleted_by_name: by.name,
        deleted_at: at,
      }));
      for (let i = 0; i < values.length; i += 200)
        await db
          .insertInto('order_deletions')
          .values(values.slice(i, i + 200))
          .execute();
    },
    async deletions(page: number, pageSize: number) {
      const { count } = await db
        .selectFrom('order_deletions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('order_deletions')
        .selectAll()
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offsetOf({ page, pageSize }))
        .execute();
      return { rows, total: Number(count) };
    },
    async deleteOrders(ids: number[]) {
      // Chunks keep the parameter count far below SQLite's limit.
      for (let i = 0; i < ids.length; i += 500)
        await db
          .deleteFrom('orders')
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
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
      return loadOptionRules(db, dialect, lines);
    },
  };
  return repo;
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
