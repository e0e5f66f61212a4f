import { describe, expect, it } from 'vitest';
import type { ProductOptionGroup } from '@app/contract';
import { choiceOf, initialSelection, missingGroups, toggleOption } from './option-choice';

const opt = (id: number, name: string, priceDelta = 0, extra: { isActive?: boolean; isDefault?: boolean } = {}) => ({
  id,
  name,
  priceDelta,
  isActive: extra.isActive ?? true,
  isDefault: extra.isDefault ?? false,
});
const size: ProductOptionGroup = {
  id: 1,
  name: 'Kích cỡ',
  minSelect: 1,
  maxSelect: 1,
  options: [opt(1, 'Nhỏ', -5000), opt(2, 'Vừa', 0, { isDefault: true }), opt(3, 'Lớn', 10000)],
};
const doneness: ProductOptionGroup = { id: 2, name: 'Độ chín', minSelect: 1, maxSelect: 1, options: [opt(4, 'Tái'), opt(5, 'Chín')] };
const toppings: ProductOptionGroup = {
  id: 3,
  name: 'Topping',
  minSelect: 0,
  maxSelect: 2,
  options: [opt(6, 'Trứng', 10000), opt(7, 'Bò viên', 15000), opt(8, 'Gân', 20000, { isActive: false }), opt(9, 'Hành', 0)],
};
const groups = [size, doneness, toppings];

describe('option choice', () => {
  it('starts from active defaults and names the groups still missing a choice', () => {
    const s = initialSelection(groups);
    expect(s).toEqual({ 1: [2], 2: [], 3: [] });
    expect(missingGroups(groups, s).map((g) => g.name)).toEqual(['Độ chín']);
  });

  it('swaps single choices, toggles multiple ones up to the maximum, ignores sold-out options', () => {
    let s = initialSelection(groups);
    s = toggleOption(s, size, 3);
    s = toggleOption(s, size, 3);
    expect(s[1]).toEqual([3]);
    s = toggleOption(s, doneness, 4);
    s = toggleOption(s, toppings, 8);
    s = toggleOption(s, toppings, 6);
    s = toggleOption(s, toppings, 7);
    s = toggleOption(s, toppings, 9);
    expect(s[3]).toEqual([6, 7]);
    s = toggleOption(s, toppings, 6);
    expect(s[3]).toEqual([7]);
    expect(missingGroups(groups, s)).toEqual([]);
  });

  it('prices the line with every delta and lists the names in group order', () => {
    const s = { 1: [3], 2: [4], 3: [7, 6] };
    expect(choiceOf(groups, s, 65000)).toEqual({ optionIds: [3, 4, 6, 7], options: ['Lớn', 'Tái', 'Trứng', 'Bò viên'], unitPrice: 100000 });
    expect(choiceOf(groups, { 1: [1], 2: [5] }, 65000).unitPrice).toBe(60000);
  });
});
