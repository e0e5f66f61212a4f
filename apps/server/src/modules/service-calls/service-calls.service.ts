import { SERVICE_CALL_INTERVAL_MS, TABLE_NOT_FOUND, rooms, type ServiceCall, type createServiceCallSchema } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createTablesRepo } from '../tables/tables.repo.js';
import type { TablesService } from '../tables/tables.service.js';
import { createServiceCallsRepo, toServiceCall, type CallFilter } from './service-calls.repo.js';
import { pageOf } from '../../db/paging.js';

export type CreateServiceCall = z.output<typeof createServiceCallSchema>;

export function createServiceCallsService(ctx: AppContext, tables: TablesService, notifications: NotificationsService) {
  const repo = createServiceCallsRepo(ctx.db);
  const tablesRepo = createTablesRepo(ctx.db, ctx.dialect);

  async function mustFind(id: number) {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', 'calls.notFound');
    return row;
  }

  return {
    /** A table's call written inside the caller's transaction (a bill request is a call too). */
    record(trx: Db, input: { table: { id: number; table_number: string }; message: string; type: 'service_call' | 'bill_request'; createdAt: string }) {
      return createServiceCallsRepo(trx).insert({
        table_id: input.table.id,
        table_number: input.table.table_number,
        message: input.message,
        status: 'unread',
        type: input.type,
        created_at: input.createdAt,
      });
    },

    /**
     * A diner calls a waiter (HTTP or the hub's SendServiceCall). Diners need the table key;
     * signed-in staff (the call-history test page) do not. At most one call per table per
     * 30 s, decided under the table's row lock from the last stored call.
     */
    async call(opts: { input: CreateServiceCall; tableKey?: unknown; staff: boolean }): Promise<ServiceCall> {
      const table = await tablesRepo.findByNumber(opts.input.tableNumber);
      if (!table) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
      if (!opts.staff) await tables.assertTableKey(table, opts.tableKey);
      tables.assertActive(table);
      const message = opts.input.message || viText('calls.defaultMessage', { n: table.table_number });

      const { call, notificationId } = await ctx.db.transaction().execute(async (trx) => {
        await createTablesRepo(trx, ctx.dialect).lockById(table.id);
        const trxRepo = createServiceCallsRepo(trx);
        const last = await trxRepo.lastCallAt(table.id);
        const now = nowIso();
        if (last && Date.parse(now) - Date.parse(last) < SERVICE_CALL_INTERVAL_MS) {
          throw new AppError('RATE_LIMITED', 'calls.rateLimited');
        }
        const row = await trxRepo.insert({
          table_id: table.id,
          table_number: table.table_number,
          message,
          status: 'unread',
          type: 'service_call',
          created_at: now,
        });
        const notification = await notifications.record(trx, { orderId: null, message, type: 'service_call', stations: [], createdAt: now });
        return { call: toServiceCall(row), notificationId: notification.id };
      });

      ctx.events.publish(
        'ReceiveServiceCall',
        { id: call.id, tableId: table.id, tableNumber: call.tableNumber, message: call.message, createdAt: call.createdAt },
        { rooms: [rooms.staff] },
      );
      ctx.events.publish('ReceiveNotification', { notificationId, message, orderId: null }, { rooms: [rooms.staff] });
      return call;
    },

    async list(query: CallFilter & { page: number; pageSize: number }) {
      const [{ rows, total }, unreadCount] = await Promise.all([repo.list(query, query.page, query.pageSize), repo.unreadCount()]);
      return { ...pageOf(rows.map(toServiceCall), total, query), unreadCount };
    },

    async get(id: number): Promise<ServiceCall> {
      return toServiceCall(await mustFind(id));
    },

    async markRead(id: number): Promise<ServiceCall> {
      const row = await mustFind(id);
      await repo.markRead(id);
      return toServiceCall({ ...row, status: 'read' });
    },

    async markAllRead(): Promise<{ data: { count: number } }> {
      return { data: { count: await repo.markAllRead() } };
    },

    async remove(id: number): Promise<void> {
      await mustFind(id);
      await repo.remove(id);
    },

    async removeAll(): Promise<{ data: { count: number } }> {
      return { data: { count: await repo.removeAll() } };
    },
  };
}
export type ServiceCallsService = ReturnType<typeof createServiceCallsService>;
