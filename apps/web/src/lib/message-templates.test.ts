import { describe, expect, it } from 'vitest';
import { translateFromTable } from './message-templates';

const en = {
  'Đã hủy': 'Cancelled',
  'Tối đa {n} ký tự': 'At most {n} characters',
  'Món "{name}" đã hết': '"{name}" is sold out',
  'Dữ liệu không hợp lệ: {detail}': 'Invalid data: {detail}',
  'Dữ liệu không hợp lệ: {field}: {message}': 'Invalid data: {field}: {message}',
  '{x}': 'never a template',
};

describe('translateFromTable', () => {
  it('finds exact messages first', () => {
    expect(translateFromTable(en, 'Đã hủy')).toBe('Cancelled');
  });

  it('fills placeholders from the message and keeps unknown filled-in text as it came', () => {
    expect(translateFromTable(en, 'Tối đa 2000 ký tự')).toBe('At most 2000 characters');
    expect(translateFromTable(en, 'Món "Phở bò (đặc biệt)" đã hết')).toBe('"Phở bò (đặc biệt)" is sold out');
  });

  it('prefers the most specific pattern and translates nested messages', () => {
    expect(translateFromTable(en, 'Dữ liệu không hợp lệ: name: Tối đa 200 ký tự')).toBe('Invalid data: name: At most 200 characters');
    expect(translateFromTable(en, 'Dữ liệu không hợp lệ: Body cannot be empty')).toBe('Invalid data: Body cannot be empty');
  });

  it('never treats a placeholder-only key as a pattern', () => {
    expect(translateFromTable(en, 'Something else')).toBeUndefined();
  });
});
