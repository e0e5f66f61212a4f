import { can, type Order, type PlaceOrder } from '@app/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Actor } from '../../actor.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createTablesRepo } from '../tables/tables.repo.js';
import { tableKeyMatches } from '../tables/table-key.js';
import type { TablesService } from '../tables/tables.service.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { createOrderEvents, refOf } from './order-events.js';
import { createOrdersRepo } from './orders.repo.js';
import { enqueueKitchenTickets } from '../printing/print-enqueue.js';
import { OptionRefusal } from './order-options.js';
import { createGroupCommit } from './group-commit.js';
import { writePlacements, type Placement, type PlacementOutcome } from './write-placements.js';

export const IDEMPOTENCY_KEY_MAX = 100;

export interface PlaceOrderOptions {
  input: PlaceOrder;
  /** Signed-in staff placing the order for a table ('orders.create'); null for a diner. */
  staff: Actor | null;
  /** X-Table-Key sent by the diner page. */
  tableKey?: string;
  idempotencyKey?: string;
}

export function createPlaceOrderService(ctx: AppContext, tables: TablesService, notifications: NotificationsService) {
  const repo = createOrdersRepo(ctx.db, ctx.dialect);
  const events = createOrderEvents(ctx.events);
  // A group's orders and lines are inserted with one statement each: an order row weighs about
  // two line rows, and 2,000 stays well under both databases' parameter limits.
  const group = createGroupCommit<Placement, PlacementOutcome>((placements) => writePlacements(ctx, tables, notifications, placements), {
    weightOf: (p) => p.input.orderItems.length + 2,
    maxWeight: 2_000,
  });

  /**
   * The order an Idempotency-Key already placed at this table, for whoever may see the table's
   * orders. A key is stored with its order's commit, so once found it is final.
   */
  async function placedBefore(scope: string, key: string, opts: PlaceOrderOptions, keyRequired: boolean): Promise<Order | undefined> {
    const found = await repo.findIdempotencyKey(scope, key);
    if (!found) return undefined;
    if (keyRequired) {
      const table = await createTablesRepo(ctx.db, ctx.dialect).findById(opts.input.tableId);
      if (!table) throw new AppError('NOT_FOUND', 'orders.tableMissing');
      if (!tableKeyMatches(table.secret_key, opts.tableKey)) throw new AppError('TABLE_KEY_REQUIRED');
    }
    return repo.getOrder(found.order_id);
  }

  return {
    /**
     * Places a diner's (or a staff member's) order. It is decided, priced and written under its
     * table's row lock, together with the orders that arrived meanwhile (`writePlacements`): the
     * guests' per-minute limit is counted where no other order of the table can slip in between.
     * The same Idempotency-Key for the same table returns the first order with `created: false`.
     */
    async place(opts: PlaceOrderOptions): Promise<{ order: Order; created: boolean }> {
      const { input, staff } = opts;
      if (staff && !can(staff.role, 'orders.create')) throw new AppError('FORBIDDEN');
      const idemKey = opts.idempotencyKey?.trim() || undefined;
      if (idemKey && idemKey.length > IDEMPOTENCY_KEY_MAX) throw new AppError('VALIDATION', 'orders.idempotencyKeyTooLong');
      const scope = `table:${input.tableId}`;
      // Settings come from their cache, before the transaction holds SQLite's only connection.
      const keyRequired = !staff && (await tables.keyRequired());

      let outcome: PlacementOutcome;
      try {
        outcome = await group.submit({ input, staff, tableKey: opts.tableKey, idemKey, keyRequired });
      } catch (err) {
        if (err instanceof OptionRefusal && input.lang) throw await err.inLanguage(ctx.db, input.lang);
        if (idemKey && isUniqueViolation(err)) {
          const first = await placedBefore(scope, idemKey, opts, keyRequired);
          if (first) return { order: first, created: false };
        }
        throw err;
      }

      const { order } = outcome;
      if (outcome.created) {
        events.created(refOf({ id: order.id, table_id: order.tableId, table_number: order.tableNumber }), outcome.notification, outcome.stations);
        await enqueueKitchenTickets(ctx, order);
      }
      return { order, created: outcome.created };
    },
  };
}
