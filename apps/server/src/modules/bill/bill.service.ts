import {
  BILL_REQUEST_INTERVAL_MS,
  TABLE_NOT_FOUND,
  billPurpose,
  can,
  paymentQrFor,
  rooms,
  splitEvenly,
  type Bill,
  type PaymentMethod,
  type RecordPayment,
} from '@app/contract';
import type { AppContext } from '../../context.js';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ServiceCallsService } from '../service-calls/service-calls.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { endSessionIfSettled } from '../tables/table-session.js';
import { createTablesRepo, type TableRow } from '../tables/tables.repo.js';
import type { TablesService } from '../tables/tables.service.js';
import { billBase, billFigures, type BillBase, type BillState } from './bill-view.js';
import { createBillRepo, type BillRow } from './bill.repo.js';

type Actor = { id: number; role: string };

const OPEN_STATUSES = ['pending', 'confirmed', 'preparing'];

export function createBillService(
  ctx: AppContext,
  deps: { tables: TablesService; settings: SettingsService; notifications: NotificationsService; serviceCalls: ServiceCallsService },
) {
  const tablesRepo = createTablesRepo(ctx.db, ctx.dialect);

  async function load(db: Db, bill: BillRow): Promise<BillState> {
    const repo = createBillRepo(db);
    const orders = await repo.sessionOrders(bill);
    const payments = await repo.payments(bill.id);
    const ids = payments.map((p) => p.id);
    return {
      bill,
      orders,
      items: await repo.items(orders.map((o) => o.id)),
      payments,
      coverage: await repo.paymentOrders(ids),
      paidItems: await repo.paymentItems(ids),
    };
  }

  async function present(base: BillBase): Promise<Bill> {
    const s = await deps.settings.get();
    const purpose = billPurpose(base.tableNumber, base.id);
    const payTo =
      (s.currency === 'VND' && s.bankBin && s.bankAccount) || (s.currency === 'EUR' && s.iban && s.accountHolder)
        ? {
            currency: s.currency,
            bankName: s.bankName,
            bankBin: s.bankBin,
            bankAccount: s.bankAccount,
            accountHolder: s.accountHolder,
            iban: s.iban,
            bic: s.bic,
          }
        : null;
    return { ...base, currency: s.currency, purpose, payTo, qr: payTo ? paymentQrFor(payTo, base.due, purpose) : null };
  }

  async function currentBill(table: TableRow): Promise<Bill> {
    const bill = await createBillRepo(ctx.db).ensureForSession(table);
    return present(billBase(await load(ctx.db, bill)));
  }

  async function mustTable(tableId: number): Promise<TableRow> {
    const table = await tablesRepo.findById(tableId);
    if (!table) throw new AppError('NOT_FOUND', 'orders.tableMissing');
    return table;
  }

  function publish(table: { id: number }, billId: number, status: 'open' | 'settled', paidOrderIds: number[], tableNumber: string) {
    ctx.events.publish('BillUpdated', { tableId: table.id, billId, status }, { rooms: [rooms.table(table.id), rooms.management, rooms.staff] });
    for (const orderId of paidOrderIds) {
      ctx.events.publish('OrderStatusUpdated', { orderId, tableId: table.id, tableNumber, status: 'paid' }, { rooms: [rooms.table(table.id), rooms.staff] });
    }
  }

  /**
   * Records one payment on the table's current bill under the table's row lock, so two
   * cashiers never cover the same amount twice; then marks every completed order that is
   * covered in full as paid and, when nothing is left open, ends the session (settled).
   */
  async function pay(actor: Actor, tableId: number, input: RecordPayment & { settle?: boolean }): Promise<Bill> {
    if (!can(actor.role, 'orders.confirmPayment')) throw new AppError('FORBIDDEN');
    await mustTable(tableId);
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const table = (await createTablesRepo(trx, ctx.dialect).lockById(tableId))!;
      const repo = createBillRepo(trx);
      const bill = await repo.ensureForSession(table);
      const state = await load(trx, bill);
      const figures = billFigures(state);

      if (input.settle) {
        const open = figures.orders.filter((o) => OPEN_STATUSES.includes(o.status));
        if (open.length > 0) throw new AppError('CONFLICT', 'bill.notCompleted', undefined, { orderIds: { text: open.map((o) => o.id).join(',') } });
      }

      let amount: number;
      let allocation: { orderId: number; amount: number }[] = [];
      let itemIds: number[] = [];
      if (input.itemIds) {
        const items = new Map(state.items.map((i) => [i.id, i]));
        const billOrderIds = new Set(figures.orders.map((o) => o.id));
        itemIds = [...new Set(input.itemIds)];
        const byOrder = new Map<number, number>();
        for (const id of itemIds) {
          const item = items.get(id);
          if (!item || !billOrderIds.has(item.order_id)) throw new AppError('VALIDATION', 'bill.lineUnknown');
          if (figures.paidItemIds.has(id)) throw new AppError('CONFLICT', 'bill.linePaid');
          byOrder.set(item.order_id, (byOrder.get(item.order_id) ?? 0) + item.price * item.quantity);
        }
        for (const [orderId, sum] of byOrder) if (sum > (figures.dueByOrder.get(orderId) ?? 0)) throw new AppError('CONFLICT', 'bill.linePaid');
        allocation = [...byOrder].map(([orderId, sum]) => ({ orderId, amount: sum }));
        amount = allocation.reduce((s, a) => s + a.amount, 0);
      } else {
        if (input.split) {
          if (state.payments.some((p) => p.split_count === input.split!.count && p.split_index === input.split!.index)) {
            throw new AppError('CONFLICT', 'bill.partPaid');
          }
          amount = splitEvenly(figures.total, input.split.count)[input.split.index]!;
        } else {
          amount = input.amount ?? figures.due;
        }
        if (figures.due === 0 && amount > 0) throw new AppError('CONFLICT', 'bill.nothingDue');
        if (amount > figures.due) throw new AppError('CONFLICT', 'bill.overpay');
        // Oldest order first: the first rounds are the first to be paid off.
        let left = amount;
        for (const order of figures.orders) {
          const due = figures.dueByOrder.get(order.id) ?? 0;
          if (left === 0 || due === 0) continue;
          const part = Math.min(due, left);
          allocation.push({ orderId: order.id, amount: part });
          left -= part;
        }
      }
      if (amount === 0 && !input.settle) throw new AppError('CONFLICT', 'bill.nothingDue');

      const now = nowIso();
      if (amount > 0) {
        const payment = await repo.insertPayment({
          bill_id: bill.id,
          amount,
          method: input.method,
          split_index: input.split?.index ?? null,
          split_count: input.split?.count ?? null,
          created_at: now,
          created_by: actor.id > 0 ? actor.id : null,
        });
        await repo.insertCoverage(payment.id, allocation, itemIds);
      }

      // Orders covered in full become paid once the kitchen has completed them.
      const after = billFigures(await load(trx, bill));
      const toPay = after.orders.filter((o) => !o.isPaid && o.status === 'completed' && after.dueByOrder.get(o.id) === 0).map((o) => o.id);
      await repo.markOrdersPaid(toPay, now);
      let status: 'open' | 'settled' = 'open';
      if (toPay.length > 0 && (await endSessionIfSettled(trx, ctx.dialect, table, 'paid'))) {
        const next = (await createTablesRepo(trx, ctx.dialect).findById(table.id))!;
        await repo.markSettled(bill.id, next.session_started_at);
        status = 'settled';
      }
      return { billId: bill.id, toPay, status, table };
    });
    publish(outcome.table, outcome.billId, outcome.status, outcome.toPay, outcome.table.table_number);
    const bill = (await createBillRepo(ctx.db).find(outcome.billId))!;
    return present(billBase(await load(ctx.db, bill)));
  }

  return {
    /** The running bill of a diner's table (key required), current session only. */
    async forDiner(tableNumber: string, tableKey: unknown): Promise<Bill> {
      return currentBill(await deps.tables.findForDiner(tableNumber, tableKey));
    },

    async forStaff(tableId: number): Promise<Bill> {
      return currentBill(await mustTable(tableId));
    },

    /** A bill by number: staff always; guests with the receipt token they saw on the bill. */
    async receipt(billId: number, viewer: { staff: Actor | null; token?: string }): Promise<Bill> {
      const bill = await createBillRepo(ctx.db).find(billId);
      if (!bill) throw new AppError('NOT_FOUND', 'bill.notFound');
      const staffMay = viewer.staff && can(viewer.staff.role, 'orders.view');
      if (!staffMay && (!viewer.token || viewer.token !== bill.receipt_token)) throw new AppError('FORBIDDEN', 'orders.dinerDenied');
      return present(billBase(await load(ctx.db, bill)));
    },

    record(actor: Actor, tableId: number, input: RecordPayment) {
      return pay(actor, tableId, input);
    },

    /** Pays whatever is due in one payment and closes the table; refused while an order is not completed. */
    settle(actor: Actor, tableId: number, method: PaymentMethod) {
      return pay(actor, tableId, { method, settle: true });
    },

    /**
     * 'Yêu cầu thanh toán': a call-history entry and a staff notification of their own type,
     * pushed like a waiter call; at most one per table per 30 s, decided under the table lock.
     */
    async request(input: { tableNumber: string; method: PaymentMethod }, tableKey: unknown) {
      const table = await tablesRepo.findByNumber(input.tableNumber);
      if (!table) throw new AppError('NOT_FOUND', TABLE_NOT_FOUND);
      await deps.tables.assertTableKey(table, tableKey);
      deps.tables.assertActive(table);
      const message = viText('bill.requestMessage', { n: table.table_number, method: viText(`paymentMethods.${input.method}`) });
      const { call, notificationId } = await ctx.db.transaction().execute(async (trx) => {
        await createTablesRepo(trx, ctx.dialect).lockById(table.id);
        const last = await createBillRepo(trx).lastRequestAt(table.id);
        const now = nowIso();
        if (last && Date.parse(now) - Date.parse(last) < BILL_REQUEST_INTERVAL_MS) throw new AppError('RATE_LIMITED', 'bill.requestLimited');
        const row = await deps.serviceCalls.record(trx, { table, message, type: 'bill_request', createdAt: now });
        const notification = await deps.notifications.record(trx, { orderId: null, message, type: 'bill_request', stations: [], createdAt: now });
        return { call: row, notificationId: notification.id };
      });
      ctx.events.publish(
        'ReceiveServiceCall',
        { id: call.id, tableId: table.id, tableNumber: table.table_number, message, createdAt: call.created_at, type: 'bill_request' },
        { rooms: [rooms.staff] },
      );
      ctx.events.publish('ReceiveNotification', { notificationId, message, orderId: null }, { rooms: [rooms.staff] });
      return { id: call.id, tableNumber: table.table_number, message, method: input.method, createdAt: call.created_at };
    },
  };
}
export type BillService = ReturnType<typeof createBillService>;
