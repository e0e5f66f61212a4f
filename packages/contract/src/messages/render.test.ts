import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { fillParams, messageParams, renderMessage } from './render.js';
import { vi } from './vi.js';

describe('renderMessage', () => {
  it('fills parameters and reads nested messages ($t) after them', () => {
    expect(renderMessage(vi, 'orders.dishSoldOut', { name: 'Phở bò' })).toBe('Món "Phở bò" đã hết');
    expect(renderMessage(vi, 'orders.cannotTransition', { from: 'pending', to: 'paid' })).toBe('Không thể chuyển đơn hàng từ "Chờ xử lý" sang "Đã thanh toán"');
    expect(renderMessage(de, 'orders.cannotTransition', { from: 'pending', to: 'paid' })).not.toMatch(/\$t|\{\{/);
    expect(renderMessage(en, 'options.tooFew', { count: 2, group: 'Size', dish: 'Pho' }, 'en')).toBe('Please choose at least 2 options under "Size" for "Pho"');
    expect(renderMessage(en, 'options.tooFew', { count: 1, group: 'Size', dish: 'Pho' }, 'en')).toBe('Please choose at least 1 option under "Size" for "Pho"');
    expect(renderMessage(vi, 'options.tooFew', { count: 1, group: 'Cỡ', dish: 'Phở' })).toBe('Vui lòng chọn ít nhất 1 mục ở nhóm "Cỡ" cho món "Phở"');
  });

  it('answers undefined for an unknown key and leaves an unknown parameter visible', () => {
    expect(renderMessage(vi, 'orders.noSuchKey')).toBeUndefined();
    expect(renderMessage(vi, 'toString')).toBeUndefined();
    expect(renderMessage(vi, 'orders.toString')).toBeUndefined();
    expect(fillParams('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
    expect(messageParams('{{b}} {{a}} {{b}}')).toEqual(['a', 'b']);
  });
});
