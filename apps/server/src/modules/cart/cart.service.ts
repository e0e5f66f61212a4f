import {
  ORDER_LIMITS,
  optionsKey,
  placeCartSchema,
  placeOrderSchema,
  rooms,
  type Cart,
  type Order,
  type addCartLineSchema,
  type updateCartLineSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PlaceOrderOptions } from '../orders/place-order.service.js';
import { priceLines } from '../orders/pricing.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { parseItemOptions } from '../orders/order-options.js';
import { createTablesRepo, type TableRow } from '../tables/tables.repo.js';
import type { TablesService } from '../tables/tables.service.js';
import { createCartRepo, type CartRow } from './cart.repo.js';

type Place = (opts: PlaceOrderOptions) => Promise<{ order: Order; created: boolean }>;

/**
 * The table's shared cart: one per table session, kept on the server so every phone with the
 * table key sees the same lines, live through the table's room. Changes run under the table's
 * row lock and bump the cart's version; placing turns one version into exactly one order.
 */
export function createCartService(ctx: AppContext, deps: { tables: TablesService; place: Place }) {
  const ordersRepo = createOrdersRepo(ctx.db, ctx.dialect);

  function announce(cart: CartRow, placedOrderId?: number) {
    ctx.events.publish(
      'CartUpdated',
      { tableId: cart.table_id, version: cart.version, ...(placedOrderId ? { placedOrderId } : {}) },
      { rooms: [rooms.table(cart.table_id)] },
    );
  }

  /** One change to the current session's cart, under the table lock; announced after commit. */
  async function change(table: TableRow, fn: (cart: CartRow, repo: ReturnType<typeof createCartRepo>) => Promise<void>): Promise<Cart> {
    const cart = await ctx.db.transaction().execute(async (trx) => {
      const locked = (await createTablesRepo(trx, ctx.dialect).lockById(table.id))!;
      const repo = createCartRepo(trx);
      const current = await repo.ensure(locked);
      await fn(current, repo);
      return repo.bump(current);
    });
    announce(cart);
    return createCartRepo(ctx.db).view(cart);
  }

  async function dinerTable(tableNumber: string, tableKey: unknown): Promise<TableRow> {
    const table = await deps.tables.findForDiner(tableNumber, tableKey);
    deps.tables.assertActive(table);
    return table;
  }

  return {
    async get(tableNumber: string, tableKey: unknown): Promise<Cart> {
      const table = await deps.tables.findForDiner(tableNumber, tableKey);
      const repo = createCartRepo(ctx.db);
      return repo.view(await repo.ensure(table));
    },

    async add(tableNumber: string, tableKey: unknown, input: z.output<typeof addCartLineSchema>): Promise<Cart> {
      const table = await dinerTable(tableNumber, tableKey);
      // Checked like an order line: the dish on the menu, its options complete and allowed.
      const [priced] = await priceLines(
        ordersRepo,
        [{ productId: input.productId, quantity: input.quantity, notes: input.notes, optionIds: input.optionIds }],
        null,
      );
      const options = JSON.stringify(priced!.options);
      return change(table, async (cart, repo) => {
        const lines = await repo.lines(cart.id);
        // The same dish with the same note and options from the same phone adds up on one line.
        const key = optionsKey(input.optionIds);
        const same = lines.find(
          (l) =>
            l.product_id === input.productId &&
            l.notes === input.notes &&
            l.added_by === input.addedBy &&
            optionsKey(parseItemOptions(l.options).map((o) => o.optionId)) === key,
        );
        if (same) {
          if (same.quantity + input.quantity > ORDER_LIMITS.maxQuantity) throw new AppError('VALIDATION', 'orders.quantity');
          await repo.updateLine(same.id, { quantity: same.quantity + input.quantity });
          return;
        }
        if (lines.length >= ORDER_LIMITS.maxLines) throw new AppError('VALIDATION', 'cart.tooManyLines');
        const now = nowIso();
        await repo.insertLine({
          cart_id: cart.id,
          product_id: input.productId,
          quantity: input.quantity,
          notes: input.notes,
          options,
          added_by: input.addedBy,
          created_at: now,
          updated_at: now,
        });
      });
    },

    async update(tableNumber: string, tableKey: unknown, lineId: number, input: z.output<typeof updateCartLineSchema>): Promise<Cart> {
      const table = await dinerTable(tableNumber, tableKey);
      return change(table, async (cart, repo) => {
        if (!(await repo.findLine(cart.id, lineId))) throw new AppError('NOT_FOUND', 'cart.lineNotFound');
        await repo.updateLine(lineId, input);
      });
    },

    async remove(tableNumber: string, tableKey: unknown, lineId: number): Promise<Cart> {
      const table = await deps.tables.findForDiner(tableNumber, tableKey);
      return change(table, async (cart, repo) => {
        if (!(await repo.findLine(cart.id, lineId))) throw new AppError('NOT_FOUND', 'cart.lineNotFound');
        await repo.deleteLines(cart.id, [lineId]);
      });
    },

    /** Staff empty a table's cart (guests left, or a prank from a photographed QR code). */
    async clear(tableId: number): Promise<Cart> {
      const table = await createTablesRepo(ctx.db, ctx.dialect).findById(tableId);
      if (!table) throw new AppError('NOT_FOUND', 'orders.tableMissing');
      return change(table, (cart, repo) => repo.deleteLines(cart.id));
    },

    /**
     * 'Đặt hàng' on any phone. The snapshot's version is the idempotency key, so phones pressing
     * at the same moment get the same single order; the lines that went into it leave the cart
     * (lines added meanwhile stay). A phone that finds the cart already placed gets that order.
     */
    async place(
      tableNumber: string,
      tableKey: string | undefined,
      input: z.output<typeof placeCartSchema>,
    ): Promise<{ order: Order; created: boolean; cart: Cart }> {
      const table = await dinerTable(tableNumber, tableKey);
      const repo = createCartRepo(ctx.db);
      const cart = await repo.ensure(table);
      const lines = await repo.lines(cart.id);
      if (lines.length === 0) {
        const last = cart.last_order_id ? await ordersRepo.getOrder(cart.last_order_id) : undefined;
        if (!last) throw new AppError('VALIDATION', 'orders.emptyCart');
        return { order: last, created: false, cart: await repo.view(cart) };
      }
      const { order, created } = await deps.place({
        input: placeOrderSchema.parse({
          tableId: table.id,
          specialRequests: input.specialRequests,
          lang: input.lang,
          orderItems: lines.map((l) => ({
            productId: l.product_id,
            quantity: l.quantity,
            notes: l.notes,
            optionIds: parseItemOptions(l.options).map((o) => o.optionId),
          })),
        }),
        staff: null,
        tableKey,
        idempotencyKey: `cart-${cart.id}-v${cart.version}`,
      });
      const after = await ctx.db.transaction().execute(async (trx) => {
        await createTablesRepo(trx, ctx.dialect).lockById(table.id);
        const trxRepo = createCartRepo(trx);
        const current = (await trxRepo.lines(cart.id)).map((l) => l.id);
        const placed = lines.map((l) => l.id).filter((id) => current.includes(id));
        if (placed.length === 0) return undefined;
        await trxRepo.deleteLines(cart.id, placed);
        return trxRepo.bump(cart, { last_order_id: order.id });
      });
      if (after) announce(after, order.id);
      return { order, created, cart: await repo.view(after ?? (await repo.ensure(table))) };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
