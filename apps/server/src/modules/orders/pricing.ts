import type { Insertable } from 'kysely';
import type { OrderItemsTable } from '../../db/schema.js';
import { ORDER_LIMITS, mayHandleStation, type OrderItemOption, type Station } from '@app/contract';
import { AppError } from '../../errors/app-error.js';
import { chooseOptions, type OptionRules } from './order-options.js';
import type { createOrdersRepo } from './orders.repo.js';

/*
 * Prices are the server's: a new line costs the dish's current price plus its options' deltas,
 * a kept line keeps the price it was ordered at, and an order's total is the sum of its lines.
 * Placing an order and editing one both price here.
 */

export interface PricedLine {
  productId: number;
  productName: string;
  station: Station;
  price: number;
  quantity: number;
  notes: string;
  /** Chosen options as ordered; `price` already includes their deltas. */
  options: OrderItemOption[];
}

type PricingLine = { productId: number; quantity: number; notes: string; optionIds: number[] };

/** What pricing reads of the menu: the dishes and their option rules (options share-locked on PostgreSQL). */
export interface MenuFacts {
  products: Map<number, Awaited<ReturnType<ReturnType<typeof createOrdersRepo>['productsByIds']>>[number]>;
  optionRules: OptionRules;
}

/** Reads the menu facts for the lines of one or several orders at once. */
export async function loadMenuFacts(repo: ReturnType<typeof createOrdersRepo>, lines: PricingLine[]): Promise<MenuFacts> {
  const products = new Map((await repo.productsByIds([...new Set(lines.map((l) => l.productId))])).map((p) => [p.id, p]));
  return { products, optionRules: await repo.optionRules(lines) };
}

/** Dishes of the order, priced by the server from current dish prices and option deltas. */
export async function priceLines(repo: ReturnType<typeof createOrdersRepo>, lines: PricingLine[], staff: { role: string } | null): Promise<PricedLine[]> {
  return priceWith(await loadMenuFacts(repo, lines), lines, staff);
}

/** Prices lines against menu facts read for them (or for more lines). */
export function priceWith(menu: MenuFacts, lines: PricingLine[], staff: { role: string } | null): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = menu.products.get(line.productId);
    if (!product) throw new AppError('VALIDATION', 'orders.unknownDish');
    if (!product.is_active) throw new AppError('VALIDATION', 'orders.dishSoldOut', { name: product.name });
    // A category switched off takes its dishes off the menu.
    if (product.category_active === 0 || product.parent_active === 0) {
      throw new AppError('VALIDATION', 'orders.dishOffMenu', { name: product.name });
    }
    const station = (product.station ?? 'kitchen') as Station;
    if (staff && !mayHandleStation(staff.role, station)) throw new AppError('FORBIDDEN', 'orders.stationDenied');
    const chosen = chooseOptions(menu.optionRules, product, line.optionIds);
    priced.push({
      productId: product.id,
      productName: product.name,
      station,
      price: product.price + chosen.delta,
      quantity: line.quantity,
      notes: line.notes,
      options: chosen.options,
    });
  }
  return priced;
}

/** A priced line as the order item row it becomes, not yet done. */
export function itemRowOf(line: PricedLine, orderId: number, callNumber: number): Insertable<OrderItemsTable> {
  return {
    order_id: orderId,
    product_id: line.productId,
    product_name: line.productName,
    station: line.station,
    quantity: line.quantity,
    price: line.price,
    notes: line.notes,
    options: JSON.stringify(line.options),
    call_number: callNumber,
    is_completed: 0,
  };
}

/** The total of priced or kept lines. */
export function linesTotal(lines: Iterable<{ price: number; quantity: number }>): number {
  let total = 0;
  for (const l of lines) total += l.price * l.quantity;
  return total;
}

/** 400 above the largest total an order may have (the money columns hold far more). */
export function assertOrderTotal(total: number): void {
  if (!Number.isSafeInteger(total) || total > ORDER_LIMITS.maxTotal) throw new AppError('VALIDATION', 'orders.totalTooLarge');
}
