import { type KitchenAnalytics, type KitchenSummary, type Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { resolveRange } from '../dashboard/dashboard-range.js';
import { loadKitchenSettings } from '../settings/kitchen-settings.js';
import { createAnalyticsRepo } from './analytics.repo.js';
import { percentile, round1 } from './percentile.js';

const MINUTE = 60_000;

type RangeQuery = { startDate?: string; endDate?: string; tzOffsetMinutes: number };

function stats(minutes: number[]) {
  const sorted = [...minutes].sort((a, b) => a - b);
  return { count: sorted.length, medianMinutes: round1(percentile(sorted, 0.5)), p90Minutes: round1(percentile(sorted, 0.9)) };
}

/**
 * Kitchen analytics from the recorded times: how long dishes take from the order to done, late
 * tickets, when guests order, what they order most. Hours, days and weekdays are local to the
 * viewer (tzOffsetMinutes, the browser's getTimezoneOffset()).
 */
export function createAnalyticsService(ctx: AppContext) {
  const repo = createAnalyticsRepo(ctx.db);

  /** Every figure of the range, and the prep times of all its dishes for the overall summary. */
  async function compute(q: RangeQuery): Promise<{ analytics: KitchenAnalytics; allMinutes: number[] }> {
    const range = resolveRange(q);
    const off = q.tzOffsetMinutes * MINUTE;
    const local = (iso: string) => new Date(Date.parse(iso) - off);
    const [orders, items, settings] = await Promise.all([
      repo.orders(range.from, range.toExclusive),
      repo.items(range.from, range.toExclusive),
      loadKitchenSettings(ctx.db),
    ]);

    const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
    const byWeekday = Array.from({ length: 7 }, (_, weekday) => ({ weekday, orders: 0, revenue: 0 }));
    for (const o of orders) {
      const d = local(o.created_at);
      const revenue = o.is_paid ? o.total_amount : 0;
      const h = byHour[d.getUTCHours()]!;
      h.orders += 1;
      h.revenue += revenue;
      const w = byWeekday[(d.getUTCDay() + 6) % 7]!;
      w.orders += 1;
      w.revenue += revenue;
    }

    const dishTimes = new Map<string, { productName: string; station: Station; minutes: number[] }>();
    const stationTimes = new Map<Station, number[]>();
    const allMinutes: number[] = [];
    const dishTotals = new Map<string, { productName: string; quantity: number; revenue: number }>();
    // A ticket is one order at one station; it is done when its last dish is.
    const tickets = new Map<string, { created: string; station: Station; lastDone: string | null; open: boolean }>();
    for (const item of items) {
      const station = item.station as Station;
      const total = dishTotals.get(item.product_name) ?? { productName: item.product_name, quantity: 0, revenue: 0 };
      total.quantity += item.quantity;
      total.revenue += item.quantity * item.price;
      dishTotals.set(item.product_name, total);

      const key = `${item.order_id}:${station}`;
      const ticket = tickets.get(key) ?? { created: item.created_at, station, lastDone: null, open: false };
      if (!item.is_completed || !item.completed_at) ticket.open = true;
      else if (!ticket.lastDone || item.completed_at > ticket.lastDone) ticket.lastDone = item.completed_at;
      tickets.set(key, ticket);

      if (!item.is_completed || !item.completed_at) continue;
      const minutes = (Date.parse(item.completed_at) - Date.parse(item.created_at)) / MINUTE;
      const dishKey = `${station}\u0000${item.product_name}`;
      const dish = dishTimes.get(dishKey) ?? { productName: item.product_name, station, minutes: [] };
      dish.minutes.push(minutes);
      dishTimes.set(dishKey, dish);
      stationTimes.set(station, [...(stationTimes.get(station) ?? []), minutes]);
      allMinutes.push(minutes);
    }

    const perDay = new Map<string, { day: string; tickets: number; late: number }>();
    for (const ticket of tickets.values()) {
      if (ticket.open || !ticket.lastDone) continue;
      const day = local(ticket.created).toISOString().slice(0, 10);
      const entry = perDay.get(day) ?? { day, tickets: 0, late: 0 };
      entry.tickets += 1;
      if ((Date.parse(ticket.lastDone) - Date.parse(ticket.created)) / MINUTE > settings.thresholds[ticket.station].lateMinutes) entry.late += 1;
      perDay.set(day, entry);
    }

    const byDish = [...dishTimes.values()]
      .map((d) => ({ productName: d.productName, station: d.station, ...stats(d.minutes) }))
      .sort((a, b) => a.productName.localeCompare(b.productName, 'vi'));
    const analytics: KitchenAnalytics = {
      from: range.from,
      toExclusive: range.toExclusive,
      byDish,
      byStation: [...stationTimes].map(([station, minutes]) => ({ station, ...stats(minutes) })).sort((a, b) => a.station.localeCompare(b.station)),
      lateTicketsPerDay: [...perDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
      byHour,
      byWeekday,
      topDishes: [...dishTotals.values()].sort((a, b) => b.quantity - a.quantity || a.productName.localeCompare(b.productName, 'vi')).slice(0, 10),
      slowestDishes: [...byDish].sort((a, b) => b.medianMinutes - a.medianMinutes || b.p90Minutes - a.p90Minutes).slice(0, 10),
    };
    return { analytics, allMinutes };
  }

  return {
    async kitchen(q: RangeQuery): Promise<KitchenAnalytics> {
      return (await compute(q)).analytics;
    },

    /** The dashboard's cards: the page's figures for the range, summed over the stations. */
    async kitchenSummary(q: RangeQuery): Promise<KitchenSummary> {
      const { analytics, allMinutes } = await compute(q);
      return {
        from: analytics.from,
        toExclusive: analytics.toExclusive,
        ...stats(allMinutes),
        tickets: analytics.lateTicketsPerDay.reduce((s, d) => s + d.tickets, 0),
        lateTickets: analytics.lateTicketsPerDay.reduce((s, d) => s + d.late, 0),
        slowestDish: analytics.slowestDishes[0] ?? null,
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
