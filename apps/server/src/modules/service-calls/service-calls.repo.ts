import type { Insertable, Selectable } from 'kysely';
import type { ServiceCall } from '@app/contract';
import type { Db } from '../../db/database.js';
import type { ServiceCallsTable } from '../../db/schema.js';
import { isoRange } from './date-range.js';
import { offsetOf } from '../../db/paging.js';

export type ServiceCallRow = Selectable<ServiceCallsTable>;

export function toServiceCall(row: ServiceCallRow): ServiceCall {
  return {
    id: row.id,
    tableId: row.table_id,
    tableNumber: row.table_number,
    message: row.message,
    status: row.status === 'read' ? 'read' : 'unread',
    type: row.type,
    createdAt: row.created_at,
  };
}

export interface CallFilter {
  tableNumber?: string;
  startDate?: string;
  endDate?: string;
}

export function createServiceCallsRepo(db: Db) {
  function filtered(f: CallFilter) {
    let q = db.selectFrom('service_calls');
    if (f.tableNumber) q = q.where('table_number', '=', f.tableNumber);
    const range = isoRange(f.startDate, f.endDate);
    if (range.from) q = q.where('created_at', '>=', range.from);
    if (range.toExclusive) q = q.where('created_at', '<', range.toExclusive);
    if (range.toInclusive) q = q.where('created_at', '<=', range.toInclusive);
    return q;
  }

  return {
    insert(values: Insertable<ServiceCallsTable>) {
      return db.insertInto('service_calls').values(values).returningAll().executeTakeFirstOrThrow();
    },
    async lastCallAt(tableId: number): Promise<string | null> {
      // A bill request has its own 30 s limit and must not hold back a waiter call.
      const row = await db
        .selectFrom('service_calls')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('table_id', '=', tableId)
        .where('type', '!=', 'bill_request')
        .executeTakeFirst();
      return (row?.last as string | null | undefined) ?? null;
    },
    async list(f: CallFilter, page: number, pageSize: number) {
      const q = filtered(f);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offsetOf({ page, pageSize })).execute();
      return { rows, total: Number(count) };
    },
    async unreadCount(): Promise<number> {
      const { count } = await db
        .selectFrom('service_calls')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'unread')
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    find(id: number) {
      return db.selectFrom('service_calls').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markRead(id: number) {
      await db.updateTable('service_calls').set({ status: 'read' }).where('id', '=', id).execute();
    },
    async markAllRead(): Promise<number> {
      const res = await db.updateTable('service_calls').set({ status: 'read' }).where('status', '=', 'unread').executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
    async remove(id: number) {
      await db.deleteFrom('service_calls').where('id', '=', id).execute();
    },
    async removeAll(): Promise<number> {
      const res = await db.deleteFrom('service_calls').executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
