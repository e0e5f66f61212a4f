/**
 * The short name this phone's lines carry in the table's shared cart: 'Khách 2' until the guest
 * types a name of their own, which they can do once.
 */
import { readItem, storageKeys, writeItem } from './storage';

export interface GuestName {
  name: string;
  /** The guest typed it (then it is final). */
  typed: boolean;
}

export const MAX_GUEST_NAME = 40;

export function readGuestName(table: string): GuestName | null {
  try {
    const value = JSON.parse(readItem(storageKeys.guestName(table)) ?? 'null') as GuestName | null;
    return value && typeof value.name === 'string' && value.name ? { name: value.name.slice(0, MAX_GUEST_NAME), typed: !!value.typed } : null;
  } catch {
    return null;
  }
}

export function writeGuestName(table: string, value: GuestName): void {
  writeItem(storageKeys.guestName(table), JSON.stringify(value));
}

/** The next free guest number: one more than the names already in the cart. */
export function nextGuestNumber(names: readonly string[]): number {
  return new Set(names.filter(Boolean)).size + 1;
}
