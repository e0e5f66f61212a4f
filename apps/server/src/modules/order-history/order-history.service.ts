import { TABLE_NOT_FOUND, stationsOf, type Order } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { endSessionIfSettled } from '../tables/table-session.js';
import { createTablesRepo } from '../tables/tables.repo.js';
import { createOrderHistoryRepo, type HistoryFilter } from './order-history.repo.js';
import { ordersToCsv } from './orders-csv.js';
import { pageOf } from '../../db/paging.js';

/** Station staff read single orders and a table's orders, but not searches or reports over everything. */
function assertManagement(actor: { role: string }): void {
  if (stationsOf(actor.role) !== null) throw new AppError('FORBIDDEN', 'orders.stationListDenied');
}

export function createOrderHistoryService(ctx: AppContext) {
  const repo = createOrderHistoryRepo(ctx.db, ctx.dialect);

  async function search(filter: HistoryFilter, page: number, pageSize: number) {
    const { rows, total } = await repo.search(filter, page, pageSize);
    return pageOf(await repo.withItems(rows), total, { page, pageSize });
  }

  return {
    /** Every order a table ever had (all sessions), newest first. */
    byTable(tableId: number, page: number, pageSize: number) {
      return search({ tableId }, page, pageSize);
    },

    async order(id: number): Promise<Order> {
      const order = await repo.getOrder(id);
      if (!order) throw new AppError('NOT_FOUND', 'orders.notFound');
      return order;
    },

    search(actor: { role: string }, input: HistoryFilter & { page: number; pageSize: number }) {
      assertManagement(actor);
      return search(input, input.page, input.pageSize);
    },

    async stats(actor: { role: string }, range: { from?: string | null; to?: string | null }) {
      assertManagement(actor);
      const rows = await repo.stats(range);
      const of = (status: string) => rows.find((r) => r.status === status);
      const count = rows.reduce((n, r) => n + r.count, 0);
      const paidCount = of('paid')?.count ?? 0;
      const revenue = of('paid')?.amount ?? 0;
      const cancelledCount = of('cancelled')?.count ?? 0;
      return {
        count,
        paidCount,
        cancelledCount,
        openCount: count - paidCount - cancelledCount,
        revenue,
        averageOrderValue: paidCount ? Math.round(revenue / paidCount) : 0,
      };
    },

    async exportCsv(actor: { role: string }, filter: HistoryFilter & { separator: ';' | ',' }): Promise<string> {
      assertManagement(actor);
      const orders = await repo.withItems(await repo.all(filter));
      return ordersToCsv(orders, filter.separator);
    },

    /** Deletes paid and cancelled orders older than the given days (never fewer than 30). */
    async cleanup(olderThanDays: number): Promise<{ count: number }> {
      const before = new Date(Date.now() - olderThanDays * 86_400_000).toISOString();
      return { count: await repo.deleteClosedBefore(before) };
    },

    /**
     * "Move to history": marks the table's settled orders archived and starts a new session,
     * so the next guests start clean. Refused while an order of the table is still open.
     */
    async archiveTable(tableId: number): Promise<{ count: number }> {
      return ctx.db.transaction().execute(async (trx) => {
        const tables = createTablesRepo(trx, ctx.dialect);
        const table = await tables.lockById(tableId);
        if (!table) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
        if ((await tables.openOrderCount(tableId)) > 0) throw new AppError('CONFLICT', 'history.tableHasOpenOrders');
        const count = await createOrderHistoryRepo(trx, ctx.dialect).archiveClosed(tableId, nowIso());
        await endSessionIfSettled(trx, ctx.dialect, table, 'paid');
        return { count };
      });
    },
  };
}
export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
