import { z } from 'zod';
import { dateRangeCheck, filterDate } from './common.schema.js';

/**
 * Date range of the dashboard. Send ISO instants (start and end of the local day) so "today"
 * is the restaurant's today; a bare YYYY-MM-DD is read as that whole day in UTC shifted by
 * tzOffsetMinutes (the browser's `new Date().getTimezoneOffset()`, e.g. -420 for UTC+7).
 */
export const dashboardRangeQuery = z
  .object({
    startDate: filterDate.optional(),
    endDate: filterDate.optional(),
    tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .superRefine(dateRangeCheck('startDate', 'endDate'));
export type DashboardRangeQuery = z.input<typeof dashboardRangeQuery>;

export const dashboardStatisticsSchema = z.object({
  /** Orders created in the range, cancelled ones not counted. */
  totalOrders: z.number().int(),
  /** Sum of the totals of paid orders created in the range. */
  totalRevenue: z.number().int(),
  /** Parties of guests: orders in the range that opened a table session (round 1), cancelled not counted. */
  totalCustomers: z.number().int(),
  /** Dishes currently on sale. */
  totalProducts: z.number().int(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const recentOrderSchema = z.object({
  orderId: z.number().int(),
  customerName: z.string(),
  tableNumber: z.string(),
  status: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});

export const revenuePointSchema = z.object({
  /** Local 'YYYY-MM-DDTHH:00' when the range is one day or less, else 'YYYY-MM-DD'. */
  bucket: z.string(),
  orders: z.number().int(),
  revenue: z.number().int(),
});
export const revenueSeriesSchema = z.array(revenuePointSchema);

export const topDishSchema = z.object({
  productId: z.number().int().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  revenue: z.number().int(),
});
