import type { OrderStatus } from '@app/contract';
import type { Db, Dialect } from '../../db/database.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { offsetOf } from '../../db/paging.js';

export interface HistoryFilter {
  from?: string | null;
  to?: string | null;
  tableNumber?: string;
  tableId?: number;
  status?: OrderStatus | 'all';
  text?: string;
}

export function createOrderHistoryRepo(db: Db, dialect: Dialect) {
  const orders = createOrdersRepo(db, dialect);

  function filtered(f: HistoryFilter) {
    let q = db.selectFrom('orders');
    if (f.from) q = q.where('created_at', '>=', f.from);
    if (f.to) q = q.where('created_at', '<=', f.to);
    if (f.tableNumber) q = q.where('table_number', '=', f.tableNumber);
    if (f.tableId) q = q.where('table_id', '=', f.tableId);
    if (f.status && f.status !== 'all') q = q.where('status', '=', f.status);
    if (f.text) {
      const text = f.text;
      const like = `%${text.toLowerCase()}%`;
      const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['customer_name']), 'like', like),
          eb(eb.fn('lower', ['customer_phone']), 'like', like),
          eb(eb.fn('lower', ['special_requests']), 'like', like),
          eb(
            'id',
            'in',
            eb
              .selectFrom('order_items')
              .select('order_items.order_id')
              .where((sub) => sub(sub.fn('lower', ['order_items.product_name']), 'like', like)),
          ),
          ...(id !== null ? [eb('id', '=', id)] : []),
        ]),
      );
    }
    return q;
  }

  return {
    withItems: orders.withItems,
    getOrder: orders.getOrder,
    async search(f: HistoryFilter, page: number, pageSize: number) {
      const q = filtered(f);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offsetOf({ page, pageSize })).execute();
      return { rows, total: Number(count) };
    },
    /** Every matching order, newest first, for the export (bounded so a mistake cannot exhaust memory). */
    all(f: HistoryFilter, limit = 50_000) {
      return filtered(f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async stats(f: HistoryFilter) {
      const rows = await filtered(f)
        .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total_amount').as('amount')])
        .groupBy('status')
        .execute();
      return rows.map((r) => ({ status: r.status, count: Number(r.count), amount: Number(r.amount ?? 0) }));
    },
    /** Marks a table's settled orders as archived (the staff "move to history" action). */
    async archiveClosed(tableId: number, at: string): Promise<number> {
      const res = await db
        .updateTable('orders')
        .set({ archived_at: at })
        .where('table_id', '=', tableId)
        .where('archived_at', 'is', null)
        .where('status', 'in', ['paid', 'cancelled'])
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
    async deleteClosedBefore(before: string): Promise<number> {
      const res = await db.deleteFrom('orders').where('status', 'in', ['paid', 'cancelled']).where('created_at', '<', before).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
