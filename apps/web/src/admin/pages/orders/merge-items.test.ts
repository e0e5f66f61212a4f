import { describe, expect, it } from 'vitest';
import { mergeItemsByName, type DetailItem } from './merge-items';

const item = (over: Partial<DetailItem>): DetailItem => ({ id: 1, productName: 'Phở bò', quantity: 1, price: 50000, notes: '', isCompleted: false, ...over });

describe('mergeItemsByName', () => {
  it('merges lines with the same product name: quantities and totals summed, all ids kept', () => {
    const rows = mergeItemsByName([
      item({ id: 1, quantity: 2 }),
      item({ id: 2, productName: 'Trà đá', quantity: 1, price: 5000 }),
      item({ id: 3, quantity: 1, price: 55000 }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ productName: 'Phở bò', ids: [1, 3], quantity: 3, price: 50000, total: 155000 });
    expect(rows[1]).toMatchObject({ productName: 'Trà đá', ids: [2], quantity: 1, total: 5000 });
  });

  it('joins distinct non-empty notes with commas', () => {
    const [row] = mergeItemsByName([
      item({ id: 1, notes: 'không hành' }),
      item({ id: 2, notes: '' }),
      item({ id: 3, notes: ' ít cay ' }),
      item({ id: 4, notes: 'không hành' }),
    ]);
    expect(row!.notes).toBe('không hành, ít cay');
  });

  it('counts a merged row as completed when any of its lines is', () => {
    const [a, b] = mergeItemsByName([
      item({ id: 1, isCompleted: false }),
      item({ id: 2, isCompleted: true }),
      item({ id: 3, productName: 'Bia', isCompleted: false }),
    ]);
    expect(a!.isCompleted).toBe(true);
    expect(b!.isCompleted).toBe(false);
  });

  it('keeps the first-seen order of names and handles an empty order', () => {
    expect(mergeItemsByName([])).toEqual([]);
    const names = mergeItemsByName([item({ productName: 'B' }), item({ productName: 'A' }), item({ productName: 'B' })]).map((r) => r.productName);
    expect(names).toEqual(['B', 'A']);
  });

  it('keeps the same dish with other options on its own row', () => {
    const rows = mergeItemsByName([
      item({ id: 1, options: [{ name: 'Lớn' }] }),
      item({ id: 2, options: [{ name: 'Nhỏ' }] }),
      item({ id: 3, options: [{ name: 'Lớn' }] }),
    ]);
    expect(rows.map((r) => [r.options, r.ids])).toEqual([
      [['Lớn'], [1, 3]],
      [['Nhỏ'], [2]],
    ]);
  });
});
