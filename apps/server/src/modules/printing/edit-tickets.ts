import type { OrderItem, Station } from '@app/contract';
import type { TicketLine } from './escpos-ticket.js';
import { ticketLine } from './print-enqueue.js';

/**
 * What a staff edit changed for each station's cooks: new lines and extra portions to cook,
 * lines taken off and portions fewer as cancelled. Lines only re-noted print nothing.
 */
export function editTicketLines(before: readonly OrderItem[], after: readonly OrderItem[]): Map<Station, TicketLine[]> {
  const byStation = new Map<Station, TicketLine[]>();
  const add = (station: Station, line: TicketLine) => byStation.set(station, [...(byStation.get(station) ?? []), line]);
  const old = new Map(before.map((i) => [i.id, i]));
  const kept = new Set<number>();
  for (const item of after) {
    const was = old.get(item.id);
    if (!was) {
      add(item.station, ticketLine(item));
      continue;
    }
    kept.add(item.id);
    if (item.quantity > was.quantity) add(item.station, ticketLine(item, item.quantity - was.quantity));
    if (item.quantity < was.quantity) add(item.station, { ...ticketLine(item, was.quantity - item.quantity), cancelled: true });
  }
  // Cancelled lines after the added ones: what to cook first, then what to stop.
  for (const item of before) if (!kept.has(item.id)) add(item.station, { ...ticketLine(item), cancelled: true });
  for (const lines of byStation.values()) lines.sort((a, b) => Number(a.cancelled ?? false) - Number(b.cancelled ?? false));
  return byStation;
}
