import type { Order, Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { loadKitchenSettingsCached } from '../kitchen/kitchen-settings.js';
import type { PrintTicket } from './escpos-ticket.js';
import { createPrintQueueRepo } from './print-queue.repo.js';

/**
 * Queues one ticket per station of the order that has a printer, with that station's dishes;
 * the print worker sends it. Never throws: a broken queue must not fail the order just placed.
 * Returns how many tickets were queued.
 */
export async function enqueueKitchenTickets(ctx: Pick<AppContext, 'db' | 'log'>, order: Order): Promise<number> {
  try {
    const printers = (await loadKitchenSettingsCached(ctx.db)).printers;
    const now = nowIso();
    const byStation = new Map<Station, Order['orderItems']>();
    for (const item of order.orderItems) byStation.set(item.station, [...(byStation.get(item.station) ?? []), item]);
    const jobs = [...byStation]
      .filter(([station]) => printers[station])
      .map(([station, items]) => {
        const ticket: PrintTicket = {
          orderId: order.id,
          station,
          tableNumber: order.tableNumber,
          callNumber: order.callNumber,
          isRush: false,
          createdAt: order.createdAt,
          specialRequests: order.specialRequests,
          items: items.map((i) => ({ quantity: i.quantity, name: i.productName, notes: i.notes, options: i.options.map((o) => o.name) })),
        };
        return { station, order_id: order.id, table_number: order.tableNumber, call_number: order.callNumber, ticket: JSON.stringify(ticket), next_attempt_at: now, created_at: now };
      });
    await createPrintQueueRepo(ctx.db).enqueue(jobs);
    return jobs.length;
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'could not queue kitchen tickets');
    return 0;
  }
}
