import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableStatus } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { DiningTablesTable } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';

export type TableRow = Selectable<DiningTablesTable>;

/** Open = neither paid nor cancelled. */
export const CLOSED_STATUSES = ['paid', 'cancelled'] as const;

export function createTablesRepo(db: Db, dialect: Dialect) {
  return {
    findById(id: number) {
      return db.selectFrom('dining_tables').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByNumber(tableNumber: string) {
      return db.selectFrom('dining_tables').selectAll().where('table_number', '=', tableNumber).executeTakeFirst();
    },
    /**
     * Reads the table row and, on PostgreSQL, locks it until the transaction ends, so orders
     * and service calls of one table are decided one at a time (round numbers, idempotency,
     * the 30 s call limit). SQLite already runs one write transaction at a time.
     */
    lockById(id: number) {
      const q = db.selectFrom('dining_tables').selectAll().where('id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    /** `lockById` for several tables at once, locked in id order (two such locks never wait in a circle). */
    lockByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([] as TableRow[]);
      const q = db.selectFrom('dining_tables').selectAll().where('id', 'in', ids).orderBy('id');
      return (dialect === 'postgres' ? q.forUpdate() : q).execute();
    },
    async numberTaken(tableNumber: string, excludeId?: number): Promise<boolean> {
      let q = db.selectFrom('dining_tables').select('id').where('table_number', '=', tableNumber);
      if (excludeId) q = q.where('id', '!=', excludeId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async list(opts: { search?: string; status?: TableStatus; page: number; pageSize: number }) {
      let q = db.selectFrom('dining_tables');
      if (opts.search) {
        const like = `%${opts.search.toLowerCase()}%`;
        q = q.where((eb) => eb.or([eb(eb.fn('lower', ['table_number']), 'like', like), eb(eb.fn('lower', ['location']), 'like', like)]));
      }
      if (opts.status) q = q.where('status', '=', opts.status);
      // A restaurant has tens of tables: sort all of them here so numeric table numbers order as
      // numbers (2 before 10) on both databases, then cut the page.
      const all = await q.selectAll().execute();
      all.sort((a, b) => a.table_number.localeCompare(b.table_number, 'vi', { numeric: true }));
      const start = offsetOf(opts);
      return { rows: all.slice(start, start + opts.pageSize), total: all.length };
    },
    all() {
      return db.selectFrom('dining_tables').selectAll().execute();
    },
    insert(values: Omit<Insertable<DiningTablesTable>, 'created_at' | 'updated_at'>) {
      const now = nowIso();
      return db
        .insertInto('dining_tables')
        .values({ ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, patch: Updateable<DiningTablesTable>) {
      return db
        .updateTable('dining_tables')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    async remove(id: number) {
      await db.deleteFrom('dining_tables').where('id', '=', id).execute();
    },
    /** Unpaid, uncancelled orders of the table, whatever the session. */
    async openOrderCount(tableId: number): Promise<number> {
      const { count } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('table_id', '=', tableId)
        .where('status', 'not in', CLOSED_STATUSES)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /** Per table: open orders, their amount and the last order time (for the staff overview). */
    async openSummaries() {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['table_id', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total_amount').as('amount'), eb.fn.max('created_at').as('last')])
        .where('table_id', 'is not', null)
        .where('status', 'not in', CLOSED_STATUSES)
        .groupBy('table_id')
        .execute();
      return new Map(rows.map((r) => [r.table_id!, { count: Number(r.count), amount: Number(r.amount ?? 0), last: r.last as string | null }]));
    },
    async latestOrderAt(tableId: number): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('table_id', '=', tableId)
        .executeTakeFirst();
      return (row?.last as string | null | undefined) ?? null;
    },
    /** Orders of the table's current session that are still open. */
    async openSessionOrderCount(table: TableRow): Promise<number> {
      const { count } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('table_id', '=', table.id)
        .where('created_at', '>=', table.session_started_at)
        .where('status', 'not in', CLOSED_STATUSES)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /** Orders placed since the session started: the next order's round is this + 1. */
    async sessionOrderCount(table: TableRow): Promise<number> {
      const { count } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('table_id', '=', table.id)
        .where('created_at', '>=', table.session_started_at)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
export type TablesRepo = ReturnType<typeof createTablesRepo>;
