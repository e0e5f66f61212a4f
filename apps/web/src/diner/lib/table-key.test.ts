// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from './storage';
import { rememberTableKey, takeTableKeyFromAddress } from './table-key';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the table key of the QR address', () => {
  it('is remembered and leaves the address before the page is drawn; other parameters stay', () => {
    window.history.replaceState(null, '', '/table/7?k=abc&category=bun#menu');
    takeTableKeyFromAddress('7');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/table/7?category=bun#menu');
    expect(window.localStorage.getItem(storageKeys.tableKey('7'))).toBe('abc');
    expect(rememberTableKey('7', null)).toBe('abc');
  });

  it('is still used on this visit when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('private mode');
    });
    window.history.replaceState(null, '', '/table/8?k=fresh');
    takeTableKeyFromAddress('8');
    expect(window.location.search).toBe('');
    expect(rememberTableKey('8', null)).toBe('fresh');
  });

  it('leaves an address without a key alone and falls back to the remembered key', () => {
    window.localStorage.setItem(storageKeys.tableKey('9'), 'old');
    window.history.replaceState(null, '', '/table/9?category=pho');
    takeTableKeyFromAddress('9');
    expect(window.location.search).toBe('?category=pho');
    expect(rememberTableKey('9', null)).toBe('old');
  });
});
