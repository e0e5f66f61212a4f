import { describe, expect, it } from 'vitest';
import { mergeLinesByName, orderItemCount, orderTotal } from './merge-lines';

describe('mergeLinesByName', () => {
  it('merges lines of the same dish name, summing quantities and line totals', () => {
    const merged = mergeLinesByName([
      { productName: 'Phở bò', quantity: 1, price: 65000 },
      { productName: 'Trà đá', quantity: 2, price: 10000 },
      { productName: 'Phở bò', quantity: 2, price: 65000 },
    ]);
    expect(merged).toEqual([
      { productName: 'Phở bò', options: [], quantity: 3, price: 65000, lineTotal: 195000 },
      { productName: 'Trà đá', options: [], quantity: 2, price: 10000, lineTotal: 20000 },
    ]);
  });

  it('merges the same dish only when its options are the same too', () => {
    const large = [{ name: 'Lớn' }, { name: 'Tái' }];
    const merged = mergeLinesByName([
      { productName: 'Phở bò', quantity: 1, price: 85000, options: large },
      { productName: 'Phở bò', quantity: 1, price: 60000, options: [{ name: 'Nhỏ' }] },
      { productName: 'Phở bò', quantity: 2, price: 85000, options: large },
    ]);
    expect(merged.map((l) => [l.options.join('+'), l.quantity, l.lineTotal])).toEqual([
      ['Lớn+Tái', 3, 255000],
      ['Nhỏ', 1, 60000],
    ]);
  });

  it('keeps totals right when the price changed between rounds', () => {
    const [line] = mergeLinesByName([
      { productName: 'Bia', quantity: 1, price: 20000 },
      { productName: 'Bia', quantity: 1, price: 25000 },
    ]);
    expect(line).toMatchObject({ quantity: 2, price: 20000, lineTotal: 45000 });
  });
});

describe('orderTotal / orderItemCount', () => {
  const items = [
    { productName: 'A', quantity: 2, price: 1000 },
    { productName: 'B', quantity: 1, price: 500 },
  ];

  it('uses totalAmount, or the sum of price x quantity when it is 0 or missing', () => {
    expect(orderTotal({ totalAmount: 9999, orderItems: items })).toBe(9999);
    expect(orderTotal({ totalAmount: 0, orderItems: items })).toBe(2500);
    expect(orderTotal({ orderItems: items })).toBe(2500);
  });

  it('counts dishes by quantity', () => {
    expect(orderItemCount({ orderItems: items })).toBe(3);
    expect(orderItemCount({})).toBe(0);
  });
});
