import { ORDER_LIMITS, can, optionsKey, type Order, type PlaceOrder, type Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Actor } from '../../actor.js';
import { viText } from '../../errors/messages.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createTablesRepo } from '../tables/tables.repo.js';
import { tableKeyMatches } from '../tables/table-key.js';
import type { TablesService } from '../tables/tables.service.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { createOrderEvents, refOf } from './order-events.js';
import { createOrdersRepo, toOrder } from './orders.repo.js';
import { enqueueKitchenTickets } from '../printing/print-enqueue.js';
import { OptionRefusal } from './order-options.js';
import { assertOrderTotal, linesTotal, priceLines } from './pricing.js';

export const IDEMPOTENCY_KEY_MAX = 100;

export interface PlaceOrderOptions {
  input: PlaceOrder;
  /** Signed-in staff placing the order for a table ('orders.create'); null for a diner. */
  staff: Actor | null;
  /** X-Table-Key sent by the diner page. */
  tableKey?: string;
  idempotencyKey?: string;
}

/**
 * The same dish twice in one cart becomes one line when the notes and the options are the same
 * ("2x phở" rather than "1x phở, 1x phở"); different notes or options stay separate lines.
 */
export function mergeLines<T extends { productId: number; quantity: number; notes: string; options: { optionId: number }[] }>(lines: T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.notes}\u0000${optionsKey(line.options.map((o) => o.optionId))}`;
    const found = merged.get(key);
    if (found) found.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  const out = [...merged.values()];
  if (out.some((l) => l.quantity > ORDER_LIMITS.maxQuantity)) throw new AppError('VALIDATION', 'orders.quantity');
  return out;
}

export function createPlaceOrderService(ctx: AppContext, tables: TablesService, notifications: NotificationsService) {
  const repo = createOrdersRepo(ctx.db, ctx.dialect);
  const events = createOrderEvents(ctx.events);

  type Outcome = { order: Order; created: boolean; notification?: { id: number; message: string }; stations: Station[] };

  return {
    /**
     * Places a diner's (or a staff member's) order. Everything is decided in one transaction
     * under the table's row lock, reading the table and the idempotency key once each: the
     * same Idempotency-Key for the same table returns the first order with `created: false`,
     * and the guests' per-minute limit is counted where no other order of the table can slip
     * in between. The (scope, key) primary key is the last word if two inserts still meet.
     */
    async place(opts: PlaceOrderOptions): Promise<{ order: Order; created: boolean }> {
      const { input, staff } = opts;
      if (staff && !can(staff.role, 'orders.create')) throw new AppError('FORBIDDEN');
      const idemKey = opts.idempotencyKey?.trim() || undefined;
      if (idemKey && idemKey.length > IDEMPOTENCY_KEY_MAX) throw new AppError('VALIDATION', 'orders.idempotencyKeyTooLong');
      const scope = `table:${input.tableId}`;
      // Settings come from their cache, before the transaction holds SQLite's only connection.
      const keyRequired = !staff && (await tables.keyRequired());

      let outcome: Outcome;
      try {
        outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
          const trxOrders = createOrdersRepo(trx, ctx.dialect);
          const trxTables = createTablesRepo(trx, ctx.dialect);
          const table = await trxTables.lockById(input.tableId);
          if (!table) throw new AppError('NOT_FOUND', 'orders.tableMissing');
          if (keyRequired && !tableKeyMatches(table.secret_key, opts.tableKey)) throw new AppError('TABLE_KEY_REQUIRED');
          if (idemKey) {
            const found = await trxOrders.findIdempotencyKey(scope, idemKey);
            if (found) return { order: (await trxOrders.getOrder(found.order_id))!, created: false, stations: [] };
          }
          tables.assertActive(table);
          const lastMinute = new Date(Date.now() - 60_000).toISOString();
          const limit = ctx.config.dinerOrdersPerMinute;
          const facts = await trxOrders.placementFacts(table.id, table.session_started_at, lastMinute, limit);
          if (!staff && facts.dinerLastMinute >= limit) throw new AppError('RATE_LIMITED');

          const lines = mergeLines(await priceLines(trxOrders, input.orderItems, staff));
          const total = linesTotal(lines);
          assertOrderTotal(total);
          const stations = [...new Set(lines.map((l) => l.station))];
          // The round after the session's last one: deleting an earlier (cancelled) order never makes two orders share a round.
          const callNumber = facts.lastRound + 1;
          const now = nowIso();
          // Never before the session start (which may sit 1 ms ahead, see table-session.ts).
          const createdAt = now < table.session_started_at ? table.session_started_at : now;
          const row = await trxOrders.insertOrder({
            table_id: table.id,
            table_number: table.table_number,
            customer_name: input.customerName,
            customer_phone: input.customerPhone,
            total_amount: total,
            status: 'pending',
            notification_status: 'unread',
            preparation_status: 'pending',
            order_type: staff ? input.orderType : 'dine-in',
            special_requests: input.specialRequests,
            booking_start_time: staff ? input.bookingStartTime : null,
            booking_end_time: staff ? input.bookingEndTime : null,
            is_paid: 0,
            call_number: callNumber,
            source: staff ? 'staff' : 'diner',
            created_by: staff?.id ?? null,
            created_at: createdAt,
            updated_at: createdAt,
          });
          const items = await trxOrders.insertItemsReturning(
            lines.map((l) => ({
              order_id: row.id,
              product_id: l.productId,
              product_name: l.productName,
              station: l.station,
              quantity: l.quantity,
              price: l.price,
              notes: l.notes,
              options: JSON.stringify(l.options),
              call_number: callNumber,
              is_completed: 0,
            })),
          );
          if (idemKey) await trxOrders.insertIdempotencyKey({ scope, key: idemKey, order_id: row.id, created_at: now });
          if (table.status !== 'đang-sử-dụng') await trxTables.update(table.id, { status: 'đang-sử-dụng' });
          const message = viText('orders.newOrderNotice', { number: table.table_number, id: row.id });
          const notification = await notifications.record(trx, { orderId: row.id, message, type: 'order', stations, createdAt: now });
          return { order: toOrder(row, items), created: true, notification: { id: notification.id, message }, stations };
        });
      } catch (err) {
        if (err instanceof OptionRefusal && input.lang) throw await err.inLanguage(ctx.db, input.lang);
        if (idemKey && isUniqueViolation(err)) {
          const found = await repo.findIdempotencyKey(scope, idemKey);
          const first = found ? await repo.getOrder(found.order_id) : undefined;
          if (first) return { order: first, created: false };
        }
        throw err;
      }

      const { order } = outcome;
      if (outcome.created && outcome.notification) {
        events.created(refOf({ id: order.id, table_id: order.tableId, table_number: order.tableNumber }), outcome.notification, outcome.stations);
        await enqueueKitchenTickets(ctx, order);
      }
      return { order, created: outcome.created };
    },
  };
}
