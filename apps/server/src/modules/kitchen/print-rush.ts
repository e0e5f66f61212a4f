import type { Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { toOrderItem, type OrderItemRow, type OrderRow } from '../orders/orders.repo.js';
import type { PrintTicket, TicketLine } from '../printing/escpos-ticket.js';
import { enqueueStationTickets, ticketLine } from '../printing/print-enqueue.js';
import { createPrintQueueRepo } from '../printing/print-queue.repo.js';

/**
 * An order just became urgent. Its tickets not sent yet will print with the 'GẤP' banner; a
 * station that already has its ticket on paper gets a short rush slip with its dishes still to
 * cook. Stations whose dishes are all done get nothing. Never throws: printing is a courtesy to
 * the flag, which is already saved.
 */
export async function printRush(ctx: Pick<AppContext, 'db' | 'log'>, row: OrderRow, items: OrderItemRow[]): Promise<void> {
  try {
    const repo = createPrintQueueRepo(ctx.db);
    const open = new Map<Station, TicketLine[]>();
    for (const item of items.filter((i) => !i.is_completed).map(toOrderItem)) open.set(item.station, [...(open.get(item.station) ?? []), ticketLine(item)]);
    const slips = new Map<Station, TicketLine[]>();
    for (const [station, lines] of open) {
      let printed = false;
      for (const job of await repo.ofOrder(row.id, station)) {
        const ticket = { ...(JSON.parse(job.ticket) as PrintTicket), isRush: true };
        if (job.status === 'pending' && (await repo.rewritePending(job.id, JSON.stringify(ticket), nowIso()))) continue;
        printed = true;
      }
      if (printed) slips.set(station, lines);
    }
    const header = { orderId: row.id, tableNumber: row.table_number, callNumber: row.call_number, isRush: true, specialRequests: '' };
    await enqueueStationTickets(ctx, header, slips, 'rush');
  } catch (err) {
    ctx.log.error({ err, orderId: row.id }, 'could not print the rush');
  }
}
