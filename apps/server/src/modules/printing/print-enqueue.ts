import type { Order, Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { loadKitchenSettingsCached } from '../settings/kitchen-settings.js';
import type { PrintTicket, TicketKind, TicketLine } from './escpos-ticket.js';
import { createPrintQueueRepo } from './print-queue.repo.js';

type Ctx = Pick<AppContext, 'db' | 'log'>;

/** What every ticket of one order repeats: the table, the round, the order's note, the rush flag. */
export interface TicketHeader {
  orderId: number;
  tableNumber: string;
  callNumber: number;
  isRush: boolean;
  specialRequests: string;
}

/** A dish line of an order as a ticket prints it. */
export function ticketLine(item: Pick<Order['orderItems'][number], 'quantity' | 'productName' | 'notes' | 'options'>, quantity = item.quantity): TicketLine {
  return { quantity, name: item.productName, notes: item.notes, options: item.options.map((o) => o.name) };
}

/**
 * Queues one ticket per station that has a printer and lines in `byStation`; the print worker
 * sends them. Never throws: a broken queue must not fail the order just placed or changed.
 * Returns how many tickets were queued.
 */
export async function enqueueStationTickets(
  ctx: Ctx,
  header: TicketHeader,
  byStation: Map<Station, TicketLine[]>,
  kind: TicketKind,
  createdAt = nowIso(),
): Promise<number> {
  try {
    const printers = (await loadKitchenSettingsCached(ctx.db)).printers;
    const now = nowIso();
    const jobs = [...byStation]
      .filter(([station, items]) => printers[station] && items.length > 0)
      .map(([station, items]) => {
        const ticket: PrintTicket = {
          kind,
          orderId: header.orderId,
          station,
          tableNumber: header.tableNumber,
          callNumber: header.callNumber,
          isRush: header.isRush,
          createdAt,
          specialRequests: header.specialRequests,
          items,
        };
        return {
          station,
          order_id: header.orderId,
          table_number: header.tableNumber,
          call_number: header.callNumber,
          ticket: JSON.stringify(ticket),
          next_attempt_at: now,
          created_at: now,
        };
      });
    await createPrintQueueRepo(ctx.db).enqueue(jobs);
    return jobs.length;
  } catch (err) {
    ctx.log.error({ err, orderId: header.orderId }, 'could not queue kitchen tickets');
    return 0;
  }
}

/** A new order (or a guest's new round): each station gets its dishes. */
export function enqueueKitchenTickets(ctx: Ctx, order: Order): Promise<number> {
  const byStation = new Map<Station, TicketLine[]>();
  for (const item of order.orderItems) byStation.set(item.station, [...(byStation.get(item.station) ?? []), ticketLine(item)]);
  const header = { orderId: order.id, tableNumber: order.tableNumber, callNumber: order.callNumber, isRush: false, specialRequests: order.specialRequests };
  return enqueueStationTickets(ctx, header, byStation, 'order', order.createdAt);
}
