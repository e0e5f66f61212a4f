import type { Insertable, Selectable } from 'kysely';
import type { Cart } from '@app/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { CartLinesTable, CartsTable } from '../../db/schema.js';
import { parseItemOptions } from '../orders/order-options.js';
import type { TableRow } from '../tables/tables.repo.js';

export type CartRow = Selectable<CartsTable>;

export function createCartRepo(db: Db) {
  const find = (table: TableRow) =>
    db.selectFrom('carts').selectAll().where('table_id', '=', table.id).where('session_started_at', '=', table.session_started_at).executeTakeFirst();

  return {
    /** The cart of the table's current session; a cart of an earlier session is never read again. */
    async ensure(table: TableRow): Promise<CartRow> {
      const found = await find(table);
      if (found) return found;
      await db
        .insertInto('carts')
        .values({ table_id: table.id, session_started_at: table.session_started_at, version: 0, last_order_id: null, updated_at: nowIso() })
        .onConflict((oc) => oc.columns(['table_id', 'session_started_at']).doNothing())
        .execute();
      return (await find(table))!;
    },
    async view(cart: CartRow): Promise<Cart> {
      const rows = await db
        .selectFrom('cart_lines')
        .innerJoin('products', 'products.id', 'cart_lines.product_id')
        .select([
          'cart_lines.id',
          'cart_lines.product_id',
          'cart_lines.quantity',
          'cart_lines.notes',
          'cart_lines.added_by',
          'cart_lines.options',
          'cart_lines.created_at',
          'products.name',
          'products.price',
        ])
        .where('cart_lines.cart_id', '=', cart.id)
        .orderBy('cart_lines.id')
        .execute();
      const lines = rows.map((r) => {
        const options = parseItemOptions(r.options);
        return {
          id: r.id,
          productId: r.product_id,
          productName: r.name,
          // The dish's price of now; the options' deltas as chosen (placing prices both again).
          price: r.price + options.reduce((sum, o) => sum + o.priceDelta, 0),
          quantity: r.quantity,
          notes: r.notes,
          options,
          addedBy: r.added_by,
          createdAt: r.created_at,
        };
      });
      return {
        tableId: cart.table_id,
        version: cart.version,
        lines,
        total: lines.reduce((s, l) => s + l.price * l.quantity, 0),
        lastOrderId: cart.last_order_id,
      };
    },
    lines(cartId: number) {
      return db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
    },
    findLine(cartId: number, id: number) {
      return db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).where('id', '=', id).executeTakeFirst();
    },
    async insertLine(values: Insertable<CartLinesTable>) {
      await db.insertInto('cart_lines').values(values).execute();
    },
    async updateLine(id: number, patch: { quantity?: number; notes?: string }) {
      await db
        .updateTable('cart_lines')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    async deleteLines(cartId: number, ids?: number[]) {
      let q = db.deleteFrom('cart_lines').where('cart_id', '=', cartId);
      if (ids) {
        if (ids.length === 0) return;
        q = q.where('id', 'in', ids);
      }
      await q.execute();
    },
    async bump(cart: CartRow, patch: { last_order_id?: number } = {}): Promise<CartRow> {
      return db
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso(), ...patch }))
        .where('id', '=', cart.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
