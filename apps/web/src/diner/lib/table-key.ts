import { TABLE_KEY_HEADER, TABLE_KEY_PARAM } from '@app/contract/constants';
import { readItem, storageKeys, writeItem } from './storage';

/** The QR URL's query parameter holding the table's secret, and the header carrying it on the diner's calls. */
export { TABLE_KEY_HEADER, TABLE_KEY_PARAM };

/** A table number as the routes accept it (contract tableNumberField): letters, digits, '-' and '_'. */
export function isValidTableNumber(value: string | undefined): value is string {
  return !!value && value.length <= 20 && /^[\p{L}\p{N}_-]+$/u.test(value);
}

/** Keys read from this page load's address: used even when storage is unavailable. */
const freshKeys = new Map<string, string>();

/**
 * A fresh key from a QR scan (`k` in the address) is remembered for the table; the caller then
 * removes it from the visible URL so a screenshot or a shared link does not leak it. Returns the
 * key to use: the fresh one, else the one taken from this load's address, else the remembered one.
 */
export function rememberTableKey(table: string, fresh: string | null): string | null {
  if (fresh) {
    freshKeys.set(table, fresh);
    writeItem(storageKeys.tableKey(table), fresh);
    return fresh;
  }
  return freshKeys.get(table) ?? readItem(storageKeys.tableKey(table));
}

/**
 * Before the page is first drawn: remembers the key of the table's address and removes it from the
 * address (the page would otherwise do so right after its first render, and draw itself twice).
 */
export function takeTableKeyFromAddress(table: string): void {
  const params = new URLSearchParams(window.location.search);
  const fresh = params.get(TABLE_KEY_PARAM);
  if (!params.has(TABLE_KEY_PARAM)) return;
  if (fresh) rememberTableKey(table, fresh);
  params.delete(TABLE_KEY_PARAM);
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
}

export function keyHeaders(key: string | null): Record<string, string> {
  return key ? { [TABLE_KEY_HEADER]: key } : {};
}
