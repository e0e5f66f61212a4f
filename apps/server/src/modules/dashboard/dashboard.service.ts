import type { AppContext } from '../../context.js';
import { createDashboardRepo } from './dashboard.repo.js';
import { resolveRange } from './dashboard-range.js';

type RangeQuery = { startDate?: string; endDate?: string; tzOffsetMinutes: number };

export function createDashboardService(ctx: AppContext) {
  const repo = createDashboardRepo(ctx.db);

  return {
    /**
     * Cards of the dashboard. totalCustomers counts parties of guests: orders that opened a
     * table session (round 1); later rounds of the same guests are not new customers.
     */
    async statistics(q: RangeQuery) {
      const range = resolveRange(q);
      return repo.statistics(range.from, range.toExclusive);
    },

    async recentOrders(limit = 10) {
      const rows = await repo.recent(limit);
      return rows.map((r) => ({
        orderId: r.id,
        customerName: r.customer_name,
        tableNumber: r.table_number,
        status: r.status,
        amount: r.total_amount,
        createdAt: r.created_at,
      }));
    },

    /**
     * Per local hour for a one-day range, else per day: orders (not cancelled) by when they were
     * placed, revenue by when the money was received (a bill paid after midnight counts that day).
     */
    async revenueSeries(q: RangeQuery) {
      const range = resolveRange(q);
      const points = new Map(range.buckets().map((b) => [b, { bucket: b, orders: 0, revenue: 0 }]));
      for (const row of await repo.seriesRows(range.from, range.toExclusive)) {
        const p = points.get(range.bucketOf(row.created_at));
        if (p) p.orders += 1;
      }
      for (const row of await repo.receivedRows(range.from, range.toExclusive)) {
        const p = points.get(range.bucketOf(row.at));
        if (p) p.revenue += row.amount;
      }
      return [...points.values()];
    },

    /** Most ordered dishes of the range (not cancelled), with their revenue at ordered prices. */
    async topDishes(q: RangeQuery) {
      const range = resolveRange(q);
      return repo.topDishes(range.from, range.toExclusive, 10);
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
