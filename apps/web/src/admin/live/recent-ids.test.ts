import { describe, expect, it } from 'vitest';
import { createRecentIds, DUPLICATE_WINDOW_MS } from './recent-ids';

describe('createRecentIds', () => {
  it('lets an id through once and ignores repeats inside the window', () => {
    const ids = createRecentIds();
    expect(ids.firstSeen('order:1', 1000)).toBe(true);
    expect(ids.firstSeen('order:1', 2000)).toBe(false);
    expect(ids.firstSeen('order:2', 2000)).toBe(true);
    expect(ids.firstSeen('order:1', 1000 + DUPLICATE_WINDOW_MS - 1)).toBe(false);
  });

  it('forgets ids after five minutes, so a later event with the same id rings again', () => {
    const ids = createRecentIds();
    expect(ids.firstSeen('call:7', 0)).toBe(true);
    expect(ids.firstSeen('call:7', DUPLICATE_WINDOW_MS)).toBe(true);
    expect(ids.size()).toBe(1);
  });

  it('prunes old entries so memory stays bounded over a long service', () => {
    const ids = createRecentIds(1000);
    for (let i = 0; i < 100; i += 1) ids.firstSeen(`n:${i}`, i * 100);
    expect(ids.size()).toBeLessThanOrEqual(11);
  });
});
