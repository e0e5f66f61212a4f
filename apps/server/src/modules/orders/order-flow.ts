import type { OrderStatus } from '@app/contract';
import type { Db } from '../../db/database.js';
import type { OrderItemRow, OrderRow } from './orders.repo.js';
import { loadKitchenSettings } from '../settings/kitchen-settings.js';

type ItemState = Pick<OrderItemRow, 'is_completed'>;

/** Preparation progress follows the dishes ticked done on the stations. */
export function preparationOf(items: ItemState[]): string {
  const done = items.filter((i) => i.is_completed).length;
  if (done === 0) return 'pending';
  return done === items.length ? 'ready' : 'preparing';
}

/**
 * Where the order's status goes after its dishes changed: the first ticked dish starts it
 * (preparing), the last one finishes it (completed), unticking a dish of a finished order
 * reopens it. Null: it stays.
 */
export function nextStatusFor(status: OrderStatus, items: ItemState[]): OrderStatus | null {
  if (items.length === 0) return null;
  const done = items.filter((i) => i.is_completed).length;
  const all = done === items.length;
  const open = status === 'pending' || status === 'confirmed' || status === 'preparing';
  if (open && all) return 'completed';
  if ((status === 'pending' || status === 'confirmed') && done > 0) return 'preparing';
  if (status === 'completed' && !all) return 'preparing';
  return null;
}

/** The timestamps a move to `to` records; earlier moves are kept (the first start counts). */
export function statusStamps(
  to: OrderStatus,
  row: Pick<OrderRow, 'preparing_at'>,
  now: string,
): { preparing_at?: string | null; completed_at?: string | null } {
  if (to === 'preparing') return { preparing_at: row.preparing_at ?? now, completed_at: null };
  if (to === 'completed') return { preparing_at: row.preparing_at ?? now, completed_at: now };
  if (to === 'pending' || to === 'confirmed') return { completed_at: null };
  return {};
}

/**
 * After a station changed dishes of a locked order: records the preparation progress and, unless
 * the restaurant turned automatic moves off, moves the status. Runs inside the caller's
 * transaction; returns the new status for the caller to announce after commit.
 */
export async function settleOrder(trx: Db, row: OrderRow, items: OrderItemRow[], now: string): Promise<OrderStatus | null> {
  const status = row.status as OrderStatus;
  const next = row.is_paid ? null : nextStatusFor(status, items);
  const auto = next !== null && (await loadKitchenSettings(trx)).autoOrderFlow;
  await trx
    .updateTable('orders')
    .set({ preparation_status: preparationOf(items), updated_at: now, ...(auto && next ? { status: next, ...statusStamps(next, row, now) } : {}) })
    .where('id', '=', row.id)
    .execute();
  return auto ? next : null;
}
