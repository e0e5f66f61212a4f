import type { Order, PlaceOrder, Station } from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso, type Db, type Dialect } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import type { Actor } from '../../actor.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createTablesRepo, type TableRow } from '../tables/tables.repo.js';
import { tableKeyMatches } from '../tables/table-key.js';
import type { TablesService } from '../tables/tables.service.js';
import { createOrdersRepo, toOrder, type OrderItemRow, type PlacementFacts } from './orders.repo.js';
import { assertOrderTotal, itemRowOf, linesTotal, loadMenuFacts, priceWith, type MenuFacts, type PricedLine } from './pricing.js';
import { mergeLines } from './merge-lines.js';
import type { Settled } from './group-commit.js';

/** An order waiting to be written: checked for its shape and permission, decided and priced under the lock. */
export interface Placement {
  input: PlaceOrder;
  staff: Actor | null;
  tableKey?: string;
  idemKey?: string;
  /** Whether this guest must hold the table's key (settings, read before the lock). */
  keyRequired: boolean;
}

export type PlacementOutcome =
  { order: Order; created: true; notification: { id: number; message: string }; stations: Station[] } | { order: Order; created: false };

type Accepted = {
  placement: Placement;
  table: TableRow;
  createdAt: string;
  lines: PricedLine[];
  total: number;
  stations: Station[];
  callNumber: number;
  dinerSeq: number | null;
};

const failed = (error: unknown): Settled<PlacementOutcome> => ({ ok: false, error });

/**
 * What became of a placement: refused, the accepted order it writes, the same order again (its
 * Idempotency-Key came twice in this batch), or the order its key placed before.
 */
type Decision = Settled<PlacementOutcome> | { wrote: number } | { repeats: number } | { placedBefore: number };

/** Prices one order against the batch's menu facts; the same dish twice with the same choices becomes one line. */
function price(menu: MenuFacts, { input, staff }: Placement): { lines: PricedLine[]; total: number; stations: Station[] } {
  const lines = mergeLines(priceWith(menu, input.orderItems, staff));
  const total = linesTotal(lines);
  assertOrderTotal(total);
  return { lines, total, stations: [...new Set(lines.map((l) => l.station))] };
}

/** One table's running state while a batch is decided: its next round, its guests' count, the keys already used. */
interface TableState {
  table: TableRow;
  facts: PlacementFacts;
  /** When the guests' orders of the per-minute window were placed, by their number. */
  window: Map<number, string>;
  round: number;
  dinerSeq: number;
  /** Idempotency-Key -> index in `accepted`, for the same key twice in the batch. */
  byKey: Map<string, number>;
  createdAt: string;
}

/**
 * Writes the orders placed together (at one table or at several), in one transaction holding the
 * row locks of their tables, deciding each in turn exactly as if it had its own transaction: the
 * table's key and state, the same Idempotency-Key placed again (the order placed first is the
 * answer), the guests' per-minute limit, then the prices. Accepted orders get their table's next
 * rounds and are inserted with one statement per table written to. The (scope, key) primary key
 * is the last word if another instance wrote the same key first: the statement fails and each
 * order is written again on its own.
 */
export async function writePlacements(
  ctx: AppContext,
  tables: TablesService,
  notifications: NotificationsService,
  batch: Placement[],
): Promise<Settled<PlacementOutcome>[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const orders = createOrdersRepo(trx, ctx.dialect);
    const limit = ctx.config.dinerOrdersPerMinute;
    const locked = await createTablesRepo(trx, ctx.dialect).lockByIds([...new Set(batch.map((p) => p.input.tableId))]);
    const scopeOf = (tableId: number) => `table:${tableId}`;
    const keysOf = (tableId: number) => [...new Set(batch.flatMap((p) => (p.input.tableId === tableId && p.idemKey !== undefined ? [p.idemKey] : [])))];
    const facts = await orders.placementFacts(
      locked.map((t) => ({ id: t.id, sessionStart: t.session_started_at })),
      limit,
      [...new Set(batch.flatMap((p) => (p.idemKey === undefined ? [] : [p.idemKey])))],
    );
    // A retried submit: the orders its key placed before (one more read, only then).
    const retried = locked.some((t) => facts.get(t.id)!.knownKeys > 0);
    const known = retried
      ? await orders.findIdempotencyKeys(locked.flatMap((t) => keysOf(t.id).map((key) => ({ scope: scopeOf(t.id), key }))))
      : new Map<string, number>();
    // Each new guest order looks at its table's guest order `limit` places before it. The first
    // one's came with the facts; when a table has more guest orders in the batch, those numbered
    // from lastDinerSeq + 1 - limit on are read in one more statement.
    const guestsAt = (tableId: number) => batch.filter((p) => p.input.tableId === tableId && !p.staff).length;
    const firstBack = (tableId: number) => facts.get(tableId)!.lastDinerSeq + 1 - limit;
    const windows = await orders.dinerWindows(
      locked
        .filter((t) => guestsAt(t.id) > 1)
        .map((t) => {
          const last = facts.get(t.id)!.lastDinerSeq;
          return { tableId: t.id, from: Math.max(1, firstBack(t.id)), to: Math.min(last, last + guestsAt(t.id) - limit) };
        }),
    );
    // The dishes and options of every order of the batch, read once under the locks (a switch-off
    // of an option waits for the orders that chose it).
    const menu = await loadMenuFacts(
      orders,
      batch.flatMap((p) => p.input.orderItems),
    );
    const lastMinute = new Date(Date.now() - 60_000).toISOString();
    const now = nowIso();

    const states = new Map<number, TableState>();
    for (const table of locked) {
      const f = facts.get(table.id)!;
      states.set(table.id, {
        table,
        facts: f,
        window: windows.get(table.id) ?? new Map(f.capBack === null ? [] : [[firstBack(table.id), f.capBack]]),
        round: f.lastRound,
        dinerSeq: f.lastDinerSeq,
        byKey: new Map(),
        // Never before the session start (which may sit 1 ms ahead, see table-session.ts).
        createdAt: now < table.session_started_at ? table.session_started_at : now,
      });
    }

    const decisions: Decision[] = [];
    const accepted: Accepted[] = [];
    for (const placement of batch) {
      try {
        const state = states.get(placement.input.tableId);
        if (!state) throw new AppError('NOT_FOUND', 'orders.tableMissing');
        decisions.push(decide(placement, state));
      } catch (error) {
        decisions.push(failed(error));
      }
    }

    /** One placement against its table's state; throws its refusal. */
    function decide(placement: Placement, state: TableState): Decision {
      const { table } = state;
      if (placement.keyRequired && !tableKeyMatches(table.secret_key, placement.tableKey)) throw new AppError('TABLE_KEY_REQUIRED');
      if (placement.idemKey !== undefined) {
        const same = state.byKey.get(placement.idemKey);
        if (same !== undefined) return { repeats: same };
        const before = known.get(`${scopeOf(table.id)} ${placement.idemKey}`);
        if (before !== undefined) return { placedBefore: before };
      }
      tables.assertActive(table);
      if (!placement.staff) {
        const back = state.dinerSeq + 1 - limit;
        const placedAt = back < 1 ? undefined : back > state.facts.lastDinerSeq ? now : state.window.get(back);
        // A deleted order leaves a gap: it does not count, as it would not be counted.
        if (placedAt !== undefined && placedAt >= lastMinute) throw new AppError('RATE_LIMITED');
      }
      const priced = price(menu, placement);
      // The round after the session's last one: deleting an earlier (cancelled) order never makes two orders share a round.
      state.round += 1;
      if (!placement.staff) state.dinerSeq += 1;
      if (placement.idemKey !== undefined) state.byKey.set(placement.idemKey, accepted.length);
      accepted.push({ placement, table, createdAt: state.createdAt, ...priced, callNumber: state.round, dinerSeq: placement.staff ? null : state.dinerSeq });
      return { wrote: accepted.length - 1 };
    }

    const written = accepted.length === 0 ? [] : await insertAccepted(trx, ctx.dialect, notifications, accepted, now);
    const earlier = new Map<number, Order | undefined>();
    for (const d of decisions) if ('placedBefore' in d && !earlier.has(d.placedBefore)) earlier.set(d.placedBefore, await orders.getOrder(d.placedBefore));
    return decisions.map((d): Settled<PlacementOutcome> => {
      if ('wrote' in d) return { ok: true, value: written[d.wrote]! };
      if ('repeats' in d) return { ok: true, value: { order: written[d.repeats]!.order, created: false } };
      if ('placedBefore' in d) {
        const order = earlier.get(d.placedBefore);
        return order ? { ok: true, value: { order, created: false } } : failed(new AppError('NOT_FOUND', 'orders.notFound'));
      }
      return d;
    });
  });
}

/** Inserts the accepted orders of a batch with one statement per table written to: orders, lines, keys, notifications. */
async function insertAccepted(
  trx: Db,
  dialect: Dialect,
  notifications: NotificationsService,
  accepted: Accepted[],
  now: string,
): Promise<Extract<PlacementOutcome, { created: true }>[]> {
  const orders = createOrdersRepo(trx, dialect);
  const rows = await orders.insertOrdersReturning(
    accepted.map(({ placement: { input, staff }, table, createdAt, total, callNumber, dinerSeq }) => ({
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
      diner_seq: dinerSeq,
      created_by: staff?.id ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })),
  );
  // A table's rounds are distinct within the batch: with the table they tie each stored row to its placement.
  const rowOf = new Map(rows.map((r) => [`${r.table_id} ${r.call_number}`, r]));
  const stored = accepted.map((a) => rowOf.get(`${a.table.id} ${a.callNumber}`)!);
  const items = await orders.insertItemsReturning(accepted.flatMap((a, i) => a.lines.map((l) => itemRowOf(l, stored[i]!.id, a.callNumber))));
  const itemsOf = new Map<number, OrderItemRow[]>();
  for (const item of items) itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), item]);
  await orders.insertIdempotencyKeys(
    accepted.flatMap((a, i) =>
      a.placement.idemKey === undefined ? [] : [{ scope: `table:${a.table.id}`, key: a.placement.idemKey, order_id: stored[i]!.id, created_at: now }],
    ),
  );
  const idle = new Map(accepted.filter((a) => a.table.status !== 'đang-sử-dụng').map((a) => [a.table.id, a.table]));
  for (const table of idle.values()) await createTablesRepo(trx, dialect).update(table.id, { status: 'đang-sử-dụng' });
  const messages = accepted.map((a, i) => viText('orders.newOrderNotice', { number: a.table.table_number, id: stored[i]!.id }));
  const notificationIds = await notifications.recordMany(
    trx,
    accepted.map((a, i) => ({ orderId: stored[i]!.id, message: messages[i]!, type: 'order' as const, stations: a.stations, createdAt: now })),
  );
  return accepted.map((a, i) => ({
    order: toOrder(stored[i]!, itemsOf.get(stored[i]!.id) ?? []),
    created: true as const,
    notification: { id: notificationIds[i]!, message: messages[i]! },
    stations: a.stations,
  }));
}
