import type { Insertable, Selectable } from 'kysely';
import type { Notification, NotificationStatus, Station } from '@app/contract';
import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';

export type NotificationRow = Selectable<NotificationsTable>;
type Row = NotificationRow & { table_number: string | null };

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    orderId: row.order_id,
    tableNumber: row.table_number,
    message: row.message,
    status: row.status as NotificationStatus,
    type: row.type,
    stations: row.stations ? (row.stations.split(',') as Station[]) : [],
    createdAt: row.created_at,
  };
}

export interface NotificationScope {
  /** null: every notification (management). */
  stations: Station[] | null;
}

export function createNotificationsRepo(db: Db) {
  /** Station staff see notifications about their station's dishes, plus those for everyone (service calls). */
  function base(scope: NotificationScope) {
    let q = db.selectFrom('notifications').leftJoin('orders', 'orders.id', 'notifications.order_id');
    const stations = scope.stations;
    if (stations !== null) {
      q = q.where((eb) =>
        eb.or([
          eb('notifications.stations', '=', ''),
          eb('notifications.type', '=', 'service_call'),
          // Station names never contain one another, so a substring test on the list is exact.
          ...stations.map((s) => eb('notifications.stations', 'like', `%${s}%`)),
        ]),
      );
    }
    return q;
  }

  const repo = {
    /** Inserts in one statement; the ids come back in insertion order. */
    async insertMany(values: Insertable<NotificationsTable>[]): Promise<number[]> {
      if (values.length === 0) return [];
      const rows = await db.insertInto('notifications').values(values).returning('id').execute();
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
    async list(scope: NotificationScope, opts: { search?: string; status: NotificationStatus | 'all'; page: number; pageSize: number }) {
      let q = base(scope);
      if (opts.status !== 'all') q = q.where('notifications.status', '=', opts.status);
      if (opts.search) {
        const like = `%${opts.search.toLowerCase()}%`;
        q = q.where((eb) => eb.or([eb(eb.fn('lower', ['notifications.message']), 'like', like), eb('orders.table_number', '=', opts.search!)]));
      }
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll('notifications')
        .select('orders.table_number')
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(opts.pageSize)
        .offset(offsetOf(opts))
        .execute();
      return { rows: rows as Row[], total: Number(count) };
    },
    async unreadCount(scope: NotificationScope): Promise<number> {
      const { count } = await base(scope)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('notifications.status', '=', 'unread')
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async find(scope: NotificationScope, id: number): Promise<Row | undefined> {
      const row = await base(scope).selectAll('notifications').select('orders.table_number').where('notifications.id', '=', id).executeTakeFirst();
      return row as Row | undefined;
    },
    async markRead(id: number) {
      await db.updateTable('notifications').set({ status: 'read' }).where('id', '=', id).execute();
    },
    /** Ids of the caller's unread notifications, so read-all touches only what they can see. */
    async unreadIds(scope: NotificationScope): Promise<number[]> {
      const rows = await base(scope).select('notifications.id').where('notifications.status', '=', 'unread').execute();
      return rows.map((r) => r.id);
    },
    async markReadMany(ids: number[]) {
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .updateTable('notifications')
          .set({ status: 'read' })
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    },
    async remove(id: number) {
      await db.deleteFrom('notifications').where('id', '=', id).execute();
    },
    async removeAll(): Promise<number> {
      const res = await db.deleteFrom('notifications').executeTakeFirst();
      return Number(res.numDeletedRows);
    },
    /** The order's own notification status follows its notification. */
    async markOrdersRead(orderIds: number[]) {
      const ids = orderIds.filter((id) => id > 0);
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .updateTable('orders')
          .set({ notification_status: 'read' })
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    },
  };
  return repo;
}
