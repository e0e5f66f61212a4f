/**
 * An order the guest confirmed while the network was gone. It is kept with the Idempotency-Key
 * of that confirmation, so however often it is sent again (reconnects, reloads, two tabs) the
 * server creates it at most once.
 */
import type { DinerOrderPayload } from './cart';
import { readItem, storageKeys, writeItem } from './storage';

export interface PendingOrder {
  payload: DinerOrderPayload;
  idempotencyKey: string;
  /** The cart it was built from, so only that cart is cleared once it went through. */
  fingerprint: string;
}

export function readPendingOrder(table: string): PendingOrder | null {
  try {
    const value = JSON.parse(readItem(storageKeys.pendingOrder(table)) ?? 'null') as PendingOrder | null;
    return value && typeof value.idempotencyKey === 'string' && value.payload && typeof value.fingerprint === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writePendingOrder(table: string, order: PendingOrder | null): void {
  writeItem(storageKeys.pendingOrder(table), order ? JSON.stringify(order) : null);
}
