import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Order, OrderDeletion, OrderItem, OrderStatus, OrderType, Station } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import type { OrderDeletionsTable, OrderItemsTable, OrdersTable } from '../../db/schema.js';
import { CLOSED_STATUSES } from '../tables/tables.repo.js';
import { loadOptionRules, parseItemOptions } from './order-options.js';
import { offsetOf } from '../../db/paging.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

/** What `placementFacts` tells of one table (see there). */
export interface PlacementFacts {
  lastRound: number;
  lastDinerSeq: number;
  /** When the guests' order `dinerCap` places before the next one was placed; null when there is none. */
  capBack: string | null;
  knownKeys: number;
}

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
    /** Inserts orders in one statement and returns them as stored, in insertion order. */
    async insertOrdersReturning(values: Insertable<OrdersTable>[]): Promise<OrderRow[]> {
      if (values.length === 0) return [];
      const rows = await db.insertInto('orders').values(values).returningAll().execute();
      return rows.sort((a, b) => a.id - b.id);
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
     * What placing orders at some tables needs to know, in one statement of index lookups however
     * long their history (its subqueries planned once, whatever the number of tables), per table: the round (call
     * number) of its session's last order; the number of the guests' last order, and when the
     * guests' order `dinerCap` places before the next one was placed (the per-minute limit, see
     * `dinerWindows`); and, the same for all (counted once), how many of `keys` (the Idempotency-Keys
     * sent) the tables' scopes already used (0 almost always: then no key needs looking up).
     */
    async placementFacts(tables: { id: number; sessionStart: string }[], dinerCap: number, keys: string[]): Promise<Map<number, PlacementFacts>> {
      if (tables.length === 0) return new Map();
      // The tables as constant rows (their rows are locked and read already).
      const given = sql<{ id: number; session_started_at: string }>`(${sql.join(
        tables.map((t) => sql`select cast(${t.id} as integer) as id, ${t.sessionStart} as session_started_at`),
        sql` union all `,
      )})`;
      const rows = await db
        .selectFrom(given.as('t'))
        .select((eb) => {
          const lastDinerSeq = () =>
            eb
              .selectFrom('orders')
              .select((e) => e.fn.max('diner_seq').as('seq'))
              .whereRef('orders.table_id', '=', 't.id');
          return [
            't.id',
            eb
              .selectFrom('orders')
              .select('orders.call_number')
              .whereRef('orders.table_id', '=', 't.id')
              .whereRef('orders.created_at', '>=', 't.session_started_at')
              .orderBy('orders.created_at', 'desc')
              .orderBy('orders.id', 'desc')
              .limit(1)
              .as('lastRound'),
            lastDinerSeq().as('lastDinerSeq'),
            eb
              .selectFrom('orders as back')
              .select('back.created_at')
              .whereRef('back.table_id', '=', 't.id')
              .where('back.diner_seq', '=', (e) => e(lastDinerSeq(), '+', 1 - dinerCap))
              .as('capBack'),
            keys.length === 0
              ? sql<number>`0`.as('knownKeys')
              : eb
                  .selectFrom('idempotency_keys')
                  .select((e) => e.fn.countAll().as('n'))
                  .where(
                    'idempotency_keys.scope',
                    'in',
                    tables.map((t) => `table:${t.id}`),
                  )
                  .where('idempotency_keys.key', 'in', keys)
                  .as('knownKeys'),
          ];
        })
        .execute();
      return new Map(
        rows.map((row) => [
          Number(row.id),
          {
            lastRound: Number(row.lastRound ?? 0),
            lastDinerSeq: Number(row.lastDinerSeq ?? 0),
            capBack: (row.capBack as string | null) ?? null,
            knownKeys: Number(row.knownKeys ?? 0),
          },
        ]),
      );
    },

    /** When the tables' guest orders numbered `from` to `to` were placed (deleted ones are missing), by table and number. */
    async dinerWindows(ranges: { tableId: number; from: number; to: number }[]): Promise<Map<number, Map<number, string>>> {
      const wanted = ranges.filter((r) => r.to >= r.from);
      const out = new Map<number, Map<number, string>>(ranges.map((r) => [r.tableId, new Map()]));
      if (wanted.length === 0) return out;
      const rows = await db
        .selectFrom('orders')
        .select(['table_id', 'diner_seq', 'created_at'])
        .where((eb) => eb.or(wanted.map((r) => eb.and([eb('table_id', '=', r.tableId), eb('diner_seq', '>=', r.from), eb('diner_seq', '<=', r.to)]))))
        .execute();
      for (const r of rows) out.get(Number(r.table_id))?.set(Number(r.diner_seq), r.created_at);
      return out;
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
    /** The orders some (scope, key) pairs placed, by `${scope} ${key}`. */
    async findIdempotencyKeys(pairs: { scope: string; key: string }[]): Promise<Map<string, number>> {
      if (pairs.length === 0) return new Map();
      const rows = await db
        .selectFrom('idempotency_keys')
        .select(['scope', 'key', 'order_id'])
        .where('scope', 'in', [...new Set(pairs.map((p) => p.scope))])
        .where('key', 'in', [...new Set(pairs.map((p) => p.key))])
        .execute();
      return new Map(rows.map((r) => [`${r.scope} ${r.key}`, r.order_id]));
    },
    async insertIdempotencyKeys(values: { scope: string; key: string; order_id: number; created_at: string }[]) {
      if (values.length > 0) await db.insertInto('idempotency_keys').values(values).execute();
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
