import { describe, expect, it } from 'vitest';
import {
  addChoiceToCart,
  addToCart,
  lineKey,
  buildOrderPayload,
  dishCounts,
  dishCountsText,
  parseQuantity,
  parseStoredCart,
  removeLine,
  setLineNotes,
  setLineQuantity,
  submissionFingerprint,
  summarizeCart,
} from './cart';

const pho = { id: 1, name: 'Phở bò', price: 65000, imageUrl: null };
const tra = { id: 2, name: 'Trà đá', price: 10000, imageUrl: '/api/images/abc.webp' };

describe('parseQuantity', () => {
  it('falls back to 1 for non-numeric input and clamps to 1..99', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity(-4)).toBe(1);
    expect(parseQuantity('7')).toBe(7);
    expect(parseQuantity(2.8)).toBe(2);
    expect(parseQuantity('150')).toBe(99);
  });
});

describe('addToCart', () => {
  it('appends a new dish with the card quantity', () => {
    expect(addToCart([], pho, 2)).toEqual([
      { productId: 1, productName: 'Phở bò', price: 65000, imageUrl: null, quantity: 2, notes: '', optionIds: [], options: [] },
    ]);
  });

  it('replaces the quantity of a dish already in the cart and keeps its notes', () => {
    const withNotes = setLineNotes(addToCart([], pho, 2), lineKey(1), 'không hành');
    const again = addToCart(withNotes, pho, 5);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ quantity: 5, notes: 'không hành' });
  });

  it('ignores a zero quantity', () => {
    expect(addToCart([], pho, 0)).toEqual([]);
  });
});

describe('line edits', () => {
  const lines = addToCart(addToCart([], pho, 1), tra, 3);

  it('sets the quantity with the same rules as the input', () => {
    expect(setLineQuantity(lines, lineKey(2), 'x')[1]!.quantity).toBe(1);
    expect(setLineQuantity(lines, lineKey(2), '12')[1]!.quantity).toBe(12);
  });

  it('cuts notes at 200 characters', () => {
    expect(setLineNotes(lines, lineKey(1), 'a'.repeat(250))[0]!.notes).toHaveLength(200);
  });

  it('removes a line', () => {
    expect(removeLine(lines, lineKey(1)).map((l) => l.productId)).toEqual([2]);
  });

  it('summarizes distinct lines, items and total', () => {
    expect(summarizeCart(lines)).toEqual({ lines: 2, items: 4, total: 95000 });
    expect(summarizeCart([])).toEqual({ lines: 0, items: 0, total: 0 });
  });
});

describe('buildOrderPayload', () => {
  it('is the diner order payload with trimmed notes and general request', () => {
    const lines = setLineNotes(addToCart([], pho, 2), lineKey(1), '  ít hành  ');
    expect(buildOrderPayload(7, lines, '  mang ra cùng lúc ')).toEqual({
      tableId: 7,
      customerName: '',
      customerPhone: '',
      totalAmount: 130000,
      status: 'pending',
      notificationStatus: 'unread',
      preparationStatus: 'pending',
      orderType: 'dine-in',
      isPaid: false,
      specialRequests: 'mang ra cùng lúc',
      orderItems: [{ productId: 1, quantity: 2, price: 65000, notes: 'ít hành', optionIds: [] }],
    });
  });

  it('gives the same fingerprint for the same submission and another one when the cart changed', () => {
    const lines = addToCart([], pho, 2);
    expect(submissionFingerprint(1, lines, 'a ')).toBe(submissionFingerprint(1, lines, 'a'));
    expect(submissionFingerprint(1, lines, 'a')).not.toBe(submissionFingerprint(1, setLineQuantity(lines, lineKey(1), 3), 'a'));
  });
});

describe('parseStoredCart', () => {
  it('restores a saved cart', () => {
    const lines = addToCart([], pho, 2);
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it('drops malformed data instead of trusting it', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ productId: 'x' }, { productId: 3, quantity: 500, notes: 5 }, { productId: 3 }]))).toEqual([
      { productId: 3, productName: '', price: 0, imageUrl: null, quantity: 99, notes: '', optionIds: [], options: [] },
    ]);
  });

  it('keeps the options of each line', () => {
    const lines = addChoiceToCart([], pho, 1, { optionIds: [9, 4], options: ['Lớn', 'Tái'], unitPrice: 75000 });
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
    expect(lines[0]!.optionIds).toEqual([4, 9]);
  });
});

describe('options', () => {
  const large = { optionIds: [3, 5], options: ['Lớn', 'Tái'], unitPrice: 75000 };
  const small = { optionIds: [1, 5], options: ['Nhỏ', 'Tái'], unitPrice: 60000 };

  it('the same dish with the same options merges; other options make another line', () => {
    let lines = addChoiceToCart([], pho, 1, large);
    lines = addChoiceToCart(lines, pho, 2, { ...large, optionIds: [5, 3] });
    lines = addChoiceToCart(lines, pho, 1, small);
    lines = addToCart(lines, pho, 1);
    expect(lines.map((l) => [l.quantity, l.price, l.options.join('+')])).toEqual([
      [3, 75000, 'Lớn+Tái'],
      [1, 60000, 'Nhỏ+Tái'],
      [1, 65000, ''],
    ]);
    expect(summarizeCart(lines)).toEqual({ lines: 3, items: 5, total: 3 * 75000 + 60000 + 65000 });
  });

  it('edits and removes one line without touching the same dish with other options', () => {
    const lines = addChoiceToCart(addChoiceToCart([], pho, 1, large), pho, 1, small);
    const key = lineKey(1, [5, 1]);
    expect(setLineQuantity(lines, key, 4).map((l) => l.quantity)).toEqual([1, 4]);
    expect(removeLine(lines, key).map((l) => l.options[0])).toEqual(['Lớn']);
    expect(buildOrderPayload(1, lines, '').orderItems.map((i) => i.optionIds)).toEqual([
      [3, 5],
      [1, 5],
    ]);
  });
});

describe('dish counts for the menu cards', () => {
  it('adds up a dish over its lines and reads back the same map', () => {
    const lines = [
      { productId: 7, quantity: 2 },
      { productId: 3, quantity: 1 },
      { productId: 7, quantity: 4 },
    ];
    expect(dishCountsText(lines)).toBe('7:6,3:1');
    expect([...dishCounts(dishCountsText(lines))]).toEqual([
      [7, 6],
      [3, 1],
    ]);
  });

  it('gives the same text for carts that differ only in what the cards do not show', () => {
    const before = [{ productId: 5, quantity: 2, notes: 'ít cay' }];
    const after = [{ productId: 5, quantity: 2, notes: 'không hành' }];
    expect(dishCountsText(after)).toBe(dishCountsText(before));
    expect(dishCountsText([{ productId: 5, quantity: 3 }])).not.toBe(dishCountsText(before));
  });

  it('an empty cart is empty text and an empty map', () => {
    expect(dishCountsText([])).toBe('');
    expect(dishCounts('').size).toBe(0);
  });
});
