import { z } from 'zod';
import { STATIONS } from './stations.js';

const prepStats = {
  /** Dishes (order lines) measured: ordered and ticked done within the range. */
  count: z.number().int(),
  /** Minutes from the order to the dish done; percentiles interpolate between neighbours. */
  medianMinutes: z.number(),
  p90Minutes: z.number(),
};

export const kitchenAnalyticsSchema = z.object({
  from: z.string(),
  toExclusive: z.string(),
  byDish: z.array(z.object({ productName: z.string(), station: z.enum(STATIONS), ...prepStats })),
  byStation: z.array(z.object({ station: z.enum(STATIONS), ...prepStats })),
  /** Per local day: tickets (an order at one station) and how many were finished after the station's "late" mark. */
  lateTicketsPerDay: z.array(z.object({ day: z.string(), tickets: z.number().int(), late: z.number().int() })),
  /** Orders (not cancelled) and paid revenue by the local hour of the order, 0-23. */
  byHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), revenue: z.number().int() })),
  /** Same by local weekday, 0 = Monday ... 6 = Sunday. */
  byWeekday: z.array(z.object({ weekday: z.number().int(), orders: z.number().int(), revenue: z.number().int() })),
  /** Most ordered dishes by portions. */
  topDishes: z.array(z.object({ productName: z.string(), quantity: z.number().int(), revenue: z.number().int() })),
  /** Dishes with the longest median time, slowest first. */
  slowestDishes: z.array(z.object({ productName: z.string(), station: z.enum(STATIONS), ...prepStats })),
});
export type KitchenAnalytics = z.infer<typeof kitchenAnalyticsSchema>;

/**
 * The dashboard's kitchen cards: the same figures as the analytics page for one range, summed
 * over every station: prep times of all dishes, late tickets, the dish with the longest median.
 */
export const kitchenSummarySchema = z.object({
  from: z.string(),
  toExclusive: z.string(),
  ...prepStats,
  tickets: z.number().int(),
  lateTickets: z.number().int(),
  slowestDish: z.object({ productName: z.string(), station: z.enum(STATIONS), ...prepStats }).nullable(),
});
export type KitchenSummary = z.infer<typeof kitchenSummarySchema>;
