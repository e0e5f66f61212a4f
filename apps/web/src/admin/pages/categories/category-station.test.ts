import { describe, expect, it } from 'vitest';
import { autoStation } from './category-station';

describe('autoStation', () => {
  it('follows the name keywords', () => {
    expect(autoStation('Nước ép')).toBe('bar');
    expect(autoStation('Sushi cuộn')).toBe('sushi');
    expect(autoStation('Món chính')).toBe('kitchen');
  });

  it('lets a child without keywords take its parent station, but keywords still win', () => {
    expect(autoStation('Sinh tố', 'bar')).toBe('bar');
    expect(autoStation('Trà sữa', 'kitchen')).toBe('bar');
    expect(autoStation('Cơm', 'kitchen')).toBe('kitchen');
  });
});
