/**
 * Orders placed from this browser, per table. The table's current session can hold orders
 * staff created or other guests placed; the guest's "your order" bar shows only their own.
 */
import { readItem, storageKeys, writeItem } from './storage';

const MAX_REMEMBERED = 50;

export function placedOrderIds(table: string): number[] {
  try {
    const parsed: unknown = JSON.parse(readItem(storageKeys.placedOrders(table)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(table: string, id: number): number[] {
  const ids = [id, ...placedOrderIds(table).filter((x) => x !== id)].slice(0, MAX_REMEMBERED);
  writeItem(storageKeys.placedOrders(table), JSON.stringify(ids));
  return ids;
}
