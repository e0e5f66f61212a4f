import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live';
import { randomUuid } from './uuid';
import { isValidTableNumber } from './table-key';

describe('reconnectDelay', () => {
  it('tries after 0, 2, 10 and 30 s, then stops', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([0, 2000, 10000, 30000, null]);
  });
});

describe('randomUuid', () => {
  it('gives distinct v4 UUIDs', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });
});

describe('isValidTableNumber', () => {
  it('accepts what the table form accepts and nothing else', () => {
    expect(isValidTableNumber('12')).toBe(true);
    expect(isValidTableNumber('A-3')).toBe(true);
    expect(isValidTableNumber('')).toBe(false);
    expect(isValidTableNumber(undefined)).toBe(false);
    expect(isValidTableNumber('1 2')).toBe(false);
    expect(isValidTableNumber('../x')).toBe(false);
  });
});
