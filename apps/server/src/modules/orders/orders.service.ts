import {
  BOARD_MAX_ORDERS,
  can,
  canDeleteOrder,
  canTransition,
  mayHandleStation,
  stationsOf,
  type Board,
  type Order,
  type OrderItem,
  type OrderStatus,
  type Station,
  type UpdateOrder,
} from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Actor as SignedIn } from '../../actor.js';
import { endSessionIfSettled } from '../tables/table-session.js';
import { createTablesRepo } from '../tables/tables.repo.js';
import { settleOrder, statusStamps } from './order-flow.js';
import { editTicketLines } from '../printing/edit-tickets.js';
import { enqueueStationTickets } from '../printing/print-enqueue.js';
import type { TablesService } from '../tables/tables.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { buildBoard } from './order-board.js';
import { createOrderEvents, refOf } from './order-events.js';
import { createOrdersRepo, toOrder, toOrderDeletion, toOrderItem, type OrderItemRow, type OrderRow } from './orders.repo.js';
import { createPlaceOrderService } from './place-order.service.js';
import { assertOrderTotal, itemRowOf, linesTotal, priceLines } from './pricing.js';
import { pageOf } from '../../db/paging.js';

type Actor = Pick<SignedIn, 'id' | 'role'>;
type Deleter = Actor & Partial<Pick<SignedIn, 'username' | 'fullName'>>;

const deleterOf = (actor: Deleter) => ({ id: actor.id, name: actor.fullName || actor.username || '' });

/** Preparation progress follows the dishes ticked done on the boards. */
function preparationOf(items: Pick<OrderItemRow, 'is_completed'>[]): string {
  const done = items.filter((i) => i.is_completed).length;
  if (done === 0) return 'pending';
  return done === items.length ? 'ready' : 'preparing';
}

/** Paid is final (409 ORDER_PAID); cancelled is final too. */
function assertChangeable(row: OrderRow): void {
  if (row.status === 'paid' || row.is_paid) throw new AppError('ORDER_PAID', 'orders.paid');
  if (row.status === 'cancelled') throw new AppError('INVALID_TRANSITION', 'orders.cancelled');
}

/**
 * What a guest holding the table key may see of an order: everything but the customer's name
 * and phone, which staff type in and which may belong to other or earlier guests of the table.
 */
export function forDiner(order: Order): Order {
  return { ...order, customerName: '', customerPhone: '' };
}

function transitionError(from: OrderStatus, to: OrderStatus): AppError {
  if (from === 'paid') return new AppError('ORDER_PAID', 'orders.paid');
  if (from === to) return new AppError('INVALID_TRANSITION', 'orders.sameStatus');
  if (from === 'cancelled') return new AppError('INVALID_TRANSITION', 'orders.cancelled');
  if (to === 'paid') return new AppError('INVALID_TRANSITION', 'orders.payOnlyCompleted');
  return new AppError('INVALID_TRANSITION', 'orders.cannotTransition', { from, to });
}

export function createOrdersService(ctx: AppContext, tables: TablesService, notifications: NotificationsService) {
  const repo = createOrdersRepo(ctx.db, ctx.dialect);
  const events = createOrderEvents(ctx.events);
  const placement = createPlaceOrderService(ctx, tables, notifications);

  async function mustGet(id: number): Promise<Order> {
    const order = await repo.getOrder(id);
    if (!order) throw new AppError('NOT_FOUND', 'orders.notFound');
    return order;
  }

  const stationsIn = (order: Order): Station[] => [...new Set(order.orderItems.map((i) => i.station))];

  /** Runs a change to one order under its row lock; the caller publishes after commit. */
  function withLockedOrder<T>(id: number, fn: (row: OrderRow, trxRepo: ReturnType<typeof createOrdersRepo>, trx: AppContext['db']) => Promise<T>) {
    return ctx.db.transaction().execute(async (trx) => {
      const trxRepo = createOrdersRepo(trx, ctx.dialect);
      const row = await trxRepo.lockRow(id);
      if (!row) throw new AppError('NOT_FOUND', 'orders.notFound');
      return fn(row, trxRepo, trx);
    });
  }

  async function changeStatus(actor: Actor, id: number, to: OrderStatus): Promise<Order> {
    if (to === 'paid' && !can(actor.role, 'orders.confirmPayment')) throw new AppError('FORBIDDEN');
    await withLockedOrder(id, async (row, trxRepo, trx) => {
      const from = row.status as OrderStatus;
      if (row.is_paid || !canTransition(from, to)) throw transitionError(row.is_paid ? 'paid' : from, to);
      const now = nowIso();
      await trxRepo.updateOrder(id, {
        status: to,
        updated_at: now,
        ...statusStamps(to, row, now),
        ...(to === 'paid' ? { is_paid: 1, paid_at: now } : {}),
      });
      if (to === 'paid' && row.table_id) {
        const table = await createTablesRepo(trx, ctx.dialect).lockById(row.table_id);
        if (table) await endSessionIfSettled(trx, ctx.dialect, table, 'paid');
      }
    });
    const order = await mustGet(id);
    events.statusChanged(refOf({ id, table_id: order.tableId, table_number: order.tableNumber }), to, stationsIn(order));
    return order;
  }

  /** An item change by a station: their own station's dishes only, never on a paid order. */
  async function changeItem(actor: Actor, itemId: number, patch: (item: OrderItemRow) => Partial<OrderItemRow>, isCompleted?: boolean) {
    const item = await repo.findItem(itemId);
    if (!item) throw new AppError('NOT_FOUND', 'orders.itemNotFound');
    if (!mayHandleStation(actor.role, item.station as Station)) throw new AppError('FORBIDDEN', 'orders.itemStationDenied');
    const updated = await withLockedOrder(item.order_id, async (row, trxRepo, trx) => {
      assertChangeable(row);
      const changed = (await trxRepo.updateItem(itemId, patch(item)))!;
      const all = await trxRepo.itemsOf([row.id]);
      // The order's status follows its dishes, in this same transaction.
      const moved = await settleOrder(trx, row, all, nowIso());
      return { row, item: changed, moved, stations: [...new Set(all.map((i) => i.station as Station))] };
    });
    events.itemUpdated(refOf(updated.row), [itemId], isCompleted, updated.stations);
    if (updated.moved) events.statusChanged(refOf(updated.row), updated.moved, updated.stations);
    return { orderId: updated.row.id, item: toOrderItem(updated.item) };
  }

  return {
    /** Staff get the order as stored; a guest gets what is theirs to see. */
    async place(opts: Parameters<typeof placement.place>[0]) {
      const placed = await placement.place(opts);
      return opts.staff ? placed : { ...placed, order: forDiner(placed.order) };
    },

    /**
     * One order. Staff with 'orderHistory.view' read any order. Anyone else is a diner: the order
     * must belong to the table whose key they hold, and to that table's current session.
     */
    async get(id: number, viewer: { staff: Actor | null; tableKey?: string }): Promise<Order> {
      if (viewer.staff && can(viewer.staff.role, 'orderHistory.view')) return mustGet(id);
      const order = await mustGet(id);
      const table = order.tableId ? await createTablesRepo(ctx.db, ctx.dialect).findById(order.tableId) : undefined;
      if (!table) throw new AppError('FORBIDDEN', 'orders.dinerDenied');
      await tables.assertTableKey(table, viewer.tableKey);
      if (order.createdAt < table.session_started_at) throw new AppError('FORBIDDEN', 'orders.dinerDenied');
      return forDiner(order);
    },

    /** The diner's history dialog and active order: this table's current session, newest first. */
    async currentForTable(tableNumber: string, tableKey: string | undefined): Promise<Order[]> {
      const table = await tables.findForDiner(tableNumber, tableKey);
      return (await repo.withItems(await repo.sessionRows(table.id, table.session_started_at))).map(forDiner);
    },

    /** Management list; station staff work from the board and never load every order. */
    async list(actor: Actor, query: { status: OrderStatus | 'all'; search?: string; tableId?: number; page: number; pageSize: number }) {
      if (stationsOf(actor.role) !== null) throw new AppError('FORBIDDEN', 'orders.stationListDenied');
      const { rows, total } = await repo.list(query, query.page, query.pageSize);
      return pageOf(await repo.withItems(rows), total, query);
    },

    /** Open orders only, the oldest BOARD_MAX_ORDERS of them; `truncated` says when there are more. */
    async board(actor: Actor): Promise<Board> {
      const stations = stationsOf(actor.role);
      const rows = await repo.openRows(stations, BOARD_MAX_ORDERS + 1);
      const truncated = rows.length > BOARD_MAX_ORDERS;
      const orders = await repo.withItems(truncated ? rows.slice(0, BOARD_MAX_ORDERS) : rows);
      return { ...buildBoard(orders, stations, nowIso()), truncated };
    },

    /**
     * Staff edit of a whole order. Lines with an id are kept (price as ordered), new lines are
     * priced now, missing lines are removed; a station may add, change or remove only its own dishes.
     * Everything is computed from the order and lines read under the order's row lock, so two
     * edits at the same moment apply one after the other and the total always matches the lines.
     */
    async update(actor: Actor, id: number, input: UpdateOrder): Promise<Order> {
      const stationDenied = (station: Station) => !mayHandleStation(actor.role, station);
      const result = await withLockedOrder(id, async (row, trxRepo, trx) => {
        assertChangeable(row);
        const beforeItems = (await trxRepo.itemsOf([id])).map(toOrderItem);
        const moving = input.tableId !== undefined && input.tableId !== row.table_id;
        const newTable = moving ? await createTablesRepo(trx, ctx.dialect).findById(input.tableId!) : undefined;
        if (moving) {
          if (!newTable) throw new AppError('NOT_FOUND', 'orders.tableMissing');
          tables.assertActive(newTable);
        }
        const existing = new Map(beforeItems.map((i) => [i.id, i]));
        const kept = new Map<number, OrderItem>();
        const added: { productId: number; quantity: number; notes: string; optionIds: number[] }[] = [];
        for (const line of input.orderItems) {
          const old = line.id !== undefined ? existing.get(line.id) : undefined;
          if (line.id !== undefined && !old) throw new AppError('VALIDATION', 'orders.itemNotFound');
          if (old && old.productId === line.productId && !kept.has(old.id)) {
            const changed = old.quantity !== line.quantity || old.notes !== line.notes;
            if (changed && stationDenied(old.station)) throw new AppError('FORBIDDEN', 'orders.stationDenied');
            kept.set(old.id, { ...old, quantity: line.quantity, notes: line.notes });
          } else {
            added.push({ productId: line.productId, quantity: line.quantity, notes: line.notes, optionIds: line.optionIds });
          }
        }
        const removed = beforeItems.filter((i) => !kept.has(i.id));
        if (removed.some((i) => stationDenied(i.station))) throw new AppError('FORBIDDEN', 'orders.stationDenied');
        const priced = await priceLines(trxRepo, added, actor);
        const total = linesTotal([...kept.values(), ...priced]);
        assertOrderTotal(total);

        const now = nowIso();
        await trxRepo.deleteItems(removed.map((i) => i.id));
        for (const item of kept.values()) {
          const old = existing.get(item.id)!;
          if (old.quantity !== item.quantity || old.notes !== item.notes) await trxRepo.updateItem(item.id, { quantity: item.quantity, notes: item.notes });
        }
        await trxRepo.insertItems(priced.map((l) => itemRowOf(l, id, row.call_number)));
        const items = await trxRepo.itemsOf([id]);
        const updated = (await trxRepo.updateOrder(id, {
          customer_name: input.customerName,
          customer_phone: input.customerPhone,
          order_type: input.orderType,
          special_requests: input.specialRequests,
          booking_start_time: input.bookingStartTime,
          booking_end_time: input.bookingEndTime,
          total_amount: total,
          preparation_status: preparationOf(items),
          updated_at: now,
          ...(newTable ? { table_id: newTable.id, table_number: newTable.table_number } : {}),
        }))!;
        return { before: row, beforeItems, after: toOrder(updated, items), moved: Boolean(newTable) };
      });
      const { before, after } = result;
      const stations = new Set([...result.beforeItems.map((i) => i.station), ...stationsIn(after)]);
      events.updated(refOf({ id, table_id: after.tableId, table_number: after.tableNumber }), [...stations]);
      if (result.moved && before.table_id) events.movedAway(refOf(before));
      // The stations' printers get what changed as a 'Gọi thêm' ticket; the queue never fails the edit.
      const header = {
        orderId: id,
        tableNumber: after.tableNumber,
        callNumber: after.callNumber,
        isRush: Boolean(before.is_rush),
        specialRequests: after.specialRequests,
      };
      await enqueueStationTickets(ctx, header, editTicketLines(result.beforeItems, after.orderItems), 'addOn');
      return after;
    },

    /**
     * For the kitchen's station work, inside its transaction: the order locked, refused when it
     * is already paid or cancelled, with its dishes.
     */
    async lockOpen(trx: Db, orderId: number): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
      const trxRepo = createOrdersRepo(trx, ctx.dialect);
      const row = await trxRepo.lockRow(orderId);
      if (!row) throw new AppError('NOT_FOUND', 'orders.notFound');
      if (row.status === 'paid' || row.is_paid) throw new AppError('ORDER_PAID', 'orders.paid');
      if (row.status === 'cancelled') throw new AppError('INVALID_TRANSITION', 'orders.cancelled');
      return { row, items: await trxRepo.itemsOf([orderId]) };
    },

    /**
     * Ticks or unticks dishes of an order locked by `lockOpen` and lets the order's status follow;
     * returns the dishes after and the new status, for the caller to announce after commit.
     */
    async setItemsDone(trx: Db, row: OrderRow, itemIds: number[], done: boolean, actorId: number, now: string) {
      const trxRepo = createOrdersRepo(trx, ctx.dialect);
      await trxRepo.setItemsCompleted(itemIds, done ? { by: actorId, at: now } : null);
      const items = await trxRepo.itemsOf([row.id]);
      const moved = itemIds.length > 0 ? await settleOrder(trx, row, items, now) : null;
      return { items, moved };
    },

    /** Marks an order urgent or not; true when the flag changed. */
    setRush: (orderId: number, isRush: boolean) => repo.setRush(orderId, isRush),

    setStatus: changeStatus,

    /** `PUT Order/confirm-payment/{id}`: completed -> paid, final. */
    confirmPayment(actor: Actor, id: number): Promise<Order> {
      return changeStatus(actor, id, 'paid');
    },

    completeItem(actor: Actor, itemId: number, isCompleted: boolean) {
      const done = isCompleted
        ? { is_completed: 1, completed_at: nowIso(), completed_by: actor.id }
        : { is_completed: 0, completed_at: null, completed_by: null };
      return changeItem(actor, itemId, () => done, isCompleted);
    },

    setCallNumber(actor: Actor, itemId: number, callNumber: number) {
      return changeItem(actor, itemId, () => ({ call_number: callNumber }));
    },

    /**
     * Only cancelled orders; served and paid ones stay for the records. The deletion itself
     * leaves a trace (what the order was, who deleted it, when) in order history.
     */
    async remove(actor: Deleter, id: number): Promise<void> {
      const order = await withLockedOrder(id, async (row, trxRepo) => {
        if (row.is_paid || row.status === 'paid') throw new AppError('ORDER_PAID', 'orders.deletePaid');
        if (!canDeleteOrder(row.status as OrderStatus)) throw new AppError('CONFLICT', 'orders.deleteOnlyClosed');
        const stations = await trxRepo.stationsOf(id);
        await trxRepo.recordDeletions([row], deleterOf(actor), nowIso());
        await trxRepo.deleteOrder(id);
        return { row, stations };
      });
      events.deleted(refOf(order.row), order.stations);
    },

    /** Delete-all removes the cancelled orders, each leaving a trace; served, paid and open ones stay. */
    async removeAll(actor: Deleter): Promise<{ count: number }> {
      const rows = await ctx.db.transaction().execute(async (trx) => {
        const trxRepo = createOrdersRepo(trx, ctx.dialect);
        const found = await trxRepo.deletableRows();
        await trxRepo.recordDeletions(found, deleterOf(actor), nowIso());
        await trxRepo.deleteOrders(found.map((r) => r.id));
        return found;
      });
      events.allDeleted(rows.map(refOf));
      return { count: rows.length };
    },

    /** Order history's trace of deleted orders, newest first. */
    async deletions(page: number, pageSize: number) {
      const { rows, total } = await repo.deletions(page, pageSize);
      return pageOf(rows.map(toOrderDeletion), total, { page, pageSize });
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
