import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { BillsTable, PaymentsTable } from '../../db/schema.js';
import type { TableRow } from '../tables/tables.repo.js';

export type BillRow = Selectable<BillsTable>;
export type PaymentRow = Selectable<PaymentsTable>;

export function createBillRepo(db: Db) {
  return {
    /** The bill of the table's current session, created on first use. */
    async ensureForSession(table: TableRow): Promise<BillRow> {
      const find = () =>
        db.selectFrom('bills').selectAll().where('table_id', '=', table.id).where('session_started_at', '=', table.session_started_at).executeTakeFirst();
      const found = await find();
      if (found) return found;
      await db
        .insertInto('bills')
        .values({
          table_id: table.id,
          table_number: table.table_number,
          session_started_at: table.session_started_at,
          receipt_token: randomBytes(18).toString('base64url'),
          status: 'open',
          created_at: nowIso(),
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['table_id', 'session_started_at']).doNothing())
        .execute();
      return (await find())!;
    },
    find(id: number) {
      return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markSettled(id: number, at: string) {
      await db.updateTable('bills').set({ status: 'settled', settled_at: at }).where('id', '=', id).execute();
    },
    /** Orders of the bill's session (up to its end once settled), oldest first. */
    sessionOrders(bill: BillRow) {
      let q = db.selectFrom('orders').selectAll().where('table_id', '=', bill.table_id).where('created_at', '>=', bill.session_started_at);
      if (bill.settled_at) q = q.where('created_at', '<', bill.settled_at);
      return q.orderBy('created_at').orderBy('id').execute();
    },
    items(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    payments(billId: number) {
      return db
        .selectFrom('payments')
        .leftJoin('users', 'users.id', 'payments.created_by')
        .selectAll('payments')
        .select('users.full_name as created_by_name')
        .where('bill_id', '=', billId)
        .orderBy('payments.created_at')
        .orderBy('payments.id')
        .execute();
    },
    paymentOrders(paymentIds: number[]) {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('payment_orders').selectAll().where('payment_id', 'in', paymentIds).execute();
    },
    paymentItems(paymentIds: number[]) {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('payment_items').selectAll().where('payment_id', 'in', paymentIds).execute();
    },
    insertPayment(values: Insertable<PaymentsTable>) {
      return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
    },
    async insertCoverage(paymentId: number, orders: { orderId: number; amount: number }[], itemIds: number[]) {
      const rows = orders.filter((o) => o.amount > 0).map((o) => ({ payment_id: paymentId, order_id: o.orderId, amount: o.amount }));
      if (rows.length > 0) await db.insertInto('payment_orders').values(rows).execute();
      if (itemIds.length > 0)
        await db
          .insertInto('payment_items')
          .values(itemIds.map((id) => ({ order_item_id: id, payment_id: paymentId })))
          .execute();
    },
    async markOrdersPaid(orderIds: number[], at: string) {
      if (orderIds.length === 0) return;
      await db.updateTable('orders').set({ status: 'paid', is_paid: 1, paid_at: at, updated_at: at }).where('id', 'in', orderIds).execute();
    },
    async lastRequestAt(tableId: number): Promise<string | null> {
      const row = await db
        .selectFrom('service_calls')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('table_id', '=', tableId)
        .where('type', '=', 'bill_request')
        .executeTakeFirst();
      return (row?.last as string | null | undefined) ?? null;
    },
  };
}
export type BillRepo = ReturnType<typeof createBillRepo>;
