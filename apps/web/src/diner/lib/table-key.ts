import { TABLE_KEY_HEADER, TABLE_KEY_PARAM } from '@app/contract/constants';
import { readItem, storageKeys, writeItem } from './storage';

/** The QR URL's query parameter holding the table's secret, and the header carrying it on the diner's calls. */
export { TABLE_KEY_HEADER, TABLE_KEY_PARAM };

/** A table number as the routes accept it (contract tableNumberField): letters, digits, '-' and '_'. */
export function isValidTableNumber(value: string | undefined): value is string {
  return !!value && value.length <= 20 && /^[\p{L}\p{N}_-]+$/u.test(value);
}

/**
 * A fresh key from a QR scan (`k` in the address) is remembered for the table; the caller then
 * removes it from the visible URL so a screenshot or a shared link does not leak it. Returns the
 * key to use: the fresh one, else the remembered one.
 */
export function rememberTableKey(table: string, fresh: string | null): string | null {
  if (fresh) {
    writeItem(storageKeys.tableKey(table), fresh);
    return fresh;
  }
  return readItem(storageKeys.tableKey(table));
}

export function keyHeaders(key: string | null): Record<string, string> {
  return key ? { [TABLE_KEY_HEADER]: key } : {};
}
