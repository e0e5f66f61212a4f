import type { ProductOptionGroup } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { defaultOptionIds, groupProblem, optionIdsFor, pickOption, unitPrice } from './line-options';

const opt = (id: number, over: Partial<ProductOptionGroup['options'][number]> = {}) => ({
  id,
  name: `o${id}`,
  priceDelta: 0,
  isActive: true,
  isDefault: false,
  ...over,
});
const size: ProductOptionGroup = {
  id: 1,
  name: 'Kích cỡ',
  minSelect: 1,
  maxSelect: 1,
  options: [opt(11, { priceDelta: -10000 }), opt(12, { isDefault: true }), opt(13, { priceDelta: 15000 })],
};
const toppings: ProductOptionGroup = {
  id: 2,
  name: 'Thêm topping',
  minSelect: 0,
  maxSelect: 2,
  options: [opt(21, { priceDelta: 10000 }), opt(22, { priceDelta: 15000 }), opt(23, { priceDelta: 20000, isActive: false, isDefault: true })],
};

describe('staff order line options', () => {
  it('starts from the active defaults', () => {
    expect(defaultOptionIds([size, toppings])).toEqual([12]);
  });

  it('swaps in a single-choice group and stops a multiple one at its maximum', () => {
    expect(pickOption(size, [12, 21], 13, true)).toEqual([21, 13]);
    expect(pickOption(toppings, [12, 21], 22, true)).toEqual([12, 21, 22]);
    expect(pickOption(toppings, [21, 22], 23, true)).toEqual([21, 22]);
    expect(pickOption(toppings, [12, 21, 22], 21, false)).toEqual([12, 22]);
  });

  it('names the group with too few or too many choices', () => {
    expect(groupProblem([size, toppings], [21])).toEqual({ group: size, kind: 'tooFew', n: 1 });
    expect(groupProblem([size, toppings], [12, 21, 22])).toBeNull();
    expect(groupProblem([size], [11, 13])).toEqual({ group: size, kind: 'tooMany', n: 1 });
  });

  it('prices the line with the deltas and sends only the dish’s own options', () => {
    expect(unitPrice(60000, [size, toppings], [13, 21])).toBe(85000);
    expect(optionIdsFor([size], [13, 21, 99])).toEqual([13]);
  });
});
