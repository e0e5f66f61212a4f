import { NOTIFICATION_NOT_FOUND, rooms, stationsOf, type Notification, type NotificationStatus, type NotificationType, type Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { staffRoomsFor } from '../../realtime/staff-rooms.js';
import { createNotificationsRepo, toNotification, type NotificationScope } from './notifications.repo.js';
import { pageOf } from '../../db/paging.js';

type Actor = { role: string };

export interface NotificationInput {
  orderId: number | null;
  message: string;
  type: NotificationType;
  stations: readonly Station[];
  createdAt: string;
}

/** Writes notifications in one statement inside the caller's transaction; ids in input order. */
function recordMany(trx: Db, inputs: NotificationInput[]): Promise<number[]> {
  return createNotificationsRepo(trx).insertMany(
    inputs.map((input) => ({
      order_id: input.orderId,
      message: input.message,
      status: 'unread' as const,
      type: input.type,
      stations: input.stations.join(','),
      created_at: input.createdAt,
    })),
  );
}

const scopeOf = (actor: Actor): NotificationScope => ({ stations: stationsOf(actor.role) });

/** Rooms that may hear about one notification: the stations it concerns, or all staff. */
function roomsOf(n: Notification): string[] {
  return n.stations.length === 0 || n.type === 'service_call' ? [rooms.staff] : staffRoomsFor(n.stations as Station[]);
}

export function createNotificationsService(ctx: AppContext) {
  const repo = createNotificationsRepo(ctx.db);

  async function mustFind(actor: Actor, id: number): Promise<Notification> {
    // Another station's notification answers 404, like one that does not exist.
    const row = await repo.find(scopeOf(actor), id);
    if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
    return toNotification(row);
  }

  return {
    /**
     * Writes a notification inside the caller's transaction (a new order, a waiter call, a bill
     * request), so it exists exactly when what it announces does; the caller publishes after commit.
     */
    async record(trx: Db, input: NotificationInput): Promise<{ id: number }> {
      const [id] = await recordMany(trx, [input]);
      return { id: id! };
    },

    /** Notifications of several orders placed together, in one statement; ids in input order. */
    recordMany,

    async list(actor: Actor, query: { search?: string; status: NotificationStatus | 'all'; page: number; pageSize: number }) {
      const scope = scopeOf(actor);
      const [{ rows, total }, unreadCount] = await Promise.all([repo.list(scope, query), repo.unreadCount(scope)]);
      return { ...pageOf(rows.map(toNotification), total, query), unreadCount };
    },

    get: mustFind,

    async markRead(actor: Actor, id: number): Promise<Notification> {
      const n = await mustFind(actor, id);
      await repo.markRead(id);
      if (n.orderId) await repo.markOrdersRead([n.orderId]);
      ctx.events.publish('NotificationUpdated', { notificationId: id }, { rooms: roomsOf(n) });
      return { ...n, status: 'read' };
    },

    /** Marks what the caller can see as read (a station does not clear another station's bell). */
    async markAllRead(actor: Actor): Promise<{ count: number }> {
      const scope = scopeOf(actor);
      const ids = await repo.unreadIds(scope);
      await repo.markReadMany(ids);
      ctx.events.publish('AllNotificationsRead', {}, { rooms: [rooms.staff] });
      return { count: ids.length };
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const n = await mustFind(actor, id);
      await repo.remove(id);
      ctx.events.publish('NotificationDeleted', { notificationId: id }, { rooms: roomsOf(n) });
    },

    async removeAll(): Promise<{ count: number }> {
      const count = await repo.removeAll();
      ctx.events.publish('AllNotificationsDeleted', {}, { rooms: [rooms.staff] });
      return { count };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
