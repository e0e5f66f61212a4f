import { type Bill, type BillLine, type BillOrder, type OrderStatus, type Payment, type PaymentMethod } from '@app/contract';
import type { OrderItemRow, OrderRow } from '../orders/orders.repo.js';
import type { BillRow, PaymentRow } from './bill.repo.js';

export interface BillState {
  bill: BillRow;
  orders: OrderRow[];
  items: OrderItemRow[];
  payments: (PaymentRow & { created_by_name: string | null })[];
  coverage: { payment_id: number; order_id: number; amount: number }[];
  paidItems: { order_item_id: number; payment_id: number }[];
}

export interface BillFigures {
  orders: BillOrder[];
  total: number;
  paid: number;
  due: number;
  /** Per order: what is still to pay. */
  dueByOrder: Map<number, number>;
  paidItemIds: Set<number>;
}

/**
 * The figures of a bill from its rows: cancelled orders left out, the same dish at the same
 * price with the same note merged into one line, and per order what payments cover. An order
 * marked paid without recorded payments (paid one by one from the order list) counts as covered.
 */
export function billFigures(state: BillState): BillFigures {
  const paidItemIds = new Set(state.paidItems.map((p) => p.order_item_id));
  const coveredByOrder = new Map<number, number>();
  for (const c of state.coverage) coveredByOrder.set(c.order_id, (coveredByOrder.get(c.order_id) ?? 0) + c.amount);
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of state.items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);

  const orders: BillOrder[] = [];
  const dueByOrder = new Map<number, number>();
  for (const row of state.orders) {
    if (row.status === 'cancelled') continue;
    const lines = new Map<string, BillLine>();
    for (const item of itemsByOrder.get(row.id) ?? []) {
      const paid = paidItemIds.has(item.id);
      const key = `${item.product_id ?? item.product_name}\u0000${item.price}\u0000${item.notes}\u0000${paid}`;
      const line = lines.get(key);
      if (line) {
        line.itemIds.push(item.id);
        line.quantity += item.quantity;
        line.amount += item.price * item.quantity;
      } else {
        lines.set(key, {
          itemIds: [item.id],
          productName: item.product_name,
          quantity: item.quantity,
          price: item.price,
          notes: item.notes,
          amount: item.price * item.quantity,
          paid,
        });
      }
    }
    const subtotal = [...lines.values()].reduce((s, l) => s + l.amount, 0);
    const isPaid = row.is_paid === 1 || row.status === 'paid';
    const covered = isPaid ? subtotal : Math.min(subtotal, coveredByOrder.get(row.id) ?? 0);
    dueByOrder.set(row.id, subtotal - covered);
    orders.push({
      id: row.id,
      callNumber: row.call_number,
      status: row.status as OrderStatus,
      isPaid,
      createdAt: row.created_at,
      lines: [...lines.values()],
      subtotal,
      covered,
    });
  }
  const total = orders.reduce((s, o) => s + o.subtotal, 0);
  const paid = orders.reduce((s, o) => s + o.covered, 0);
  return { orders, total, paid, due: total - paid, dueByOrder, paidItemIds };
}

export function paymentsOf(state: BillState): Payment[] {
  return state.payments.map((p) => ({
    id: p.id,
    amount: p.amount,
    method: p.method as PaymentMethod,
    createdAt: p.created_at,
    createdBy: p.created_by,
    createdByName: p.created_by_name,
    splitIndex: p.split_index,
    splitCount: p.split_count,
    itemIds: state.paidItems.filter((i) => i.payment_id === p.id).map((i) => i.order_item_id),
    orderIds: state.coverage.filter((c) => c.payment_id === p.id).map((c) => c.order_id),
  }));
}

export type BillBase = Omit<Bill, 'purpose' | 'payTo' | 'qr' | 'currency'>;

export function billBase(state: BillState): BillBase {
  const f = billFigures(state);
  return {
    id: state.bill.id,
    receiptToken: state.bill.receipt_token,
    tableId: state.bill.table_id,
    tableNumber: state.bill.table_number,
    sessionStartedAt: state.bill.session_started_at,
    status: state.bill.status === 'settled' ? 'settled' : 'open',
    settledAt: state.bill.settled_at,
    orders: f.orders,
    total: f.total,
    paid: f.paid,
    due: f.due,
    payments: paymentsOf(state),
  };
}
