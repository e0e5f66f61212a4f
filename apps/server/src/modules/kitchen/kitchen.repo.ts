import type { Station } from '@app/contract';
import type { Db } from '../../db/database.js';
import { CLOSED_STATUSES } from '../tables/tables.repo.js';

/** How far back 'Hoàn tác' reaches on one station. */
export const RECALL_DEPTH = 30;

export function createKitchenRepo(db: Db) {
  return {
    /** Open orders with at least one dish of the station, and those dishes. */
    async openTickets(station: Station) {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'table_number', 'call_number', 'status', 'is_rush', 'special_requests', 'created_at'])
        .where('status', 'not in', CLOSED_STATUSES)
        .where('is_paid', '=', 0)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id').where('order_items.station', '=', station),
          ),
        )
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      const ids = orders.map((o) => o.id);
      const items = ids.length === 0 ? [] : await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
      return { orders, items };
    },

    async insertBump(values: { station: Station; order_id: number; kind: 'item' | 'ticket'; item_ids: number[]; user_id: number | null; created_at: string }) {
      await db
        .insertInto('kitchen_bumps')
        .values({ ...values, item_ids: JSON.stringify(values.item_ids) })
        .execute();
    },

    /** The station's latest bumps not yet recalled, newest first, within the recall depth. */
    async recallable(station: Station) {
      const recent = await db.selectFrom('kitchen_bumps').selectAll().where('station', '=', station).orderBy('id', 'desc').limit(RECALL_DEPTH).execute();
      return recent.filter((b) => b.recalled_at === null).map((b) => ({ ...b, itemIds: JSON.parse(b.item_ids) as number[] }));
    },

    /** Claims one bump for recall; false when another recall took it first. */
    async markRecalled(id: number, now: string): Promise<boolean> {
      const res = await db.updateTable('kitchen_bumps').set({ recalled_at: now }).where('id', '=', id).where('recalled_at', 'is', null).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** True only for the call that changed the flag: of two staff marking the same order at once, one. */
  };
}
