import { describe, expect, it } from 'vitest';
import { nextGuestNumber } from './guest-name';

describe('guest name in the shared cart', () => {
  it('the next guest number is one more than the distinct names already in the cart', () => {
    expect(nextGuestNumber([])).toBe(1);
    expect(nextGuestNumber(['Khách 1', 'Khách 1', ''])).toBe(2);
    expect(nextGuestNumber(['Khách 1', 'Lan'])).toBe(3);
  });
});
