/**
 * What the diner page keeps in localStorage, per table: the table key from the QR code,
 * the cart lines not yet in the table's shared cart, this phone's name in it, the current order id, the orders placed from here, an order waiting
 * for the connection and the waiter-call lock. Storage can be unavailable
 * (private mode, full quota); the page then simply forgets on reload.
 */

const PREFIX = 'diner';

export const storageKeys = {
  tableKey: (table: string) => `${PREFIX}:tableKey:${table}`,
  cart: (table: string) => `${PREFIX}:cart:${table}`,
  currentOrder: (table: string) => `${PREFIX}:currentOrder:${table}`,
  placedOrders: (table: string) => `${PREFIX}:placedOrders:${table}`,
  pendingOrder: (table: string) => `${PREFIX}:pendingOrder:${table}`,
  callLockUntil: (table: string) => `${PREFIX}:callLockUntil:${table}`,
  guestName: (table: string) => `${PREFIX}:guestName:${table}`,
} as const;

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; nothing else to do.
  }
}
