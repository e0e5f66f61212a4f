import { STATIONS, type AllDayLine, type KitchenDisplay, type OrderStatus, type Station, type StationThreshold, type Ticket } from '@app/contract';
import { toBool } from '../../db/database.js';
import type { createKitchenRepo } from './kitchen.repo.js';

type Open = Awaited<ReturnType<ReturnType<typeof createKitchenRepo>['openTickets']>>;

/**
 * One station's display: a ticket per order (a table's round) with dishes still to cook, urgent
 * ones first, then the longest waiting; and the all-day counts of portions still to cook.
 */
export function buildDisplay(open: Open, station: Station, threshold: StationThreshold, recallable: number, now: string): KitchenDisplay {
  const byOrder = new Map<number, Open['items']>();
  for (const item of open.items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  const tickets: Ticket[] = [];
  const allDay = new Map<string, AllDayLine>();
  for (const order of open.orders) {
    const all = byOrder.get(order.id) ?? [];
    const mine = all.filter((i) => i.station === station);
    if (!mine.some((i) => !i.is_completed)) continue;
    const others = new Set(all.filter((i) => i.station !== station).map((i) => i.station));
    tickets.push({
      orderId: order.id,
      tableNumber: order.table_number,
      callNumber: order.call_number,
      status: order.status as OrderStatus,
      isRush: toBool(order.is_rush),
      specialRequests: order.special_requests,
      createdAt: order.created_at,
      otherStations: STATIONS.filter((s) => others.has(s)),
      items: mine.map((i) => ({
        id: i.id,
        productName: i.product_name,
        quantity: i.quantity,
        notes: i.notes,
        isCompleted: toBool(i.is_completed),
        completedAt: i.completed_at,
      })),
    });
    for (const item of mine) {
      if (item.is_completed) continue;
      const key = `${item.product_name}\u0000${item.notes}`;
      const line = allDay.get(key) ?? { productName: item.product_name, notes: item.notes, quantity: 0 };
      line.quantity += item.quantity;
      allDay.set(key, line);
    }
  }
  tickets.sort((a, b) => Number(b.isRush) - Number(a.isRush) || a.createdAt.localeCompare(b.createdAt) || a.orderId - b.orderId);
  const counts = [...allDay.values()].sort(
    (a, b) => b.quantity - a.quantity || a.productName.localeCompare(b.productName, 'vi') || a.notes.localeCompare(b.notes, 'vi'),
  );
  return { station, serverTime: now, threshold, tickets, allDay: counts, recallable };
}
