import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('is empty without pages and a single number for one page', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
    expect(pagerWindow(1, 1)).toEqual([1]);
  });

  it('shows every page when they all fit in the window', () => {
    expect(pagerWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('always shows first, last and current ±2 with gaps', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, '...', 10]);
    expect(pagerWindow(10, 10)).toEqual([1, '...', 8, 9, 10]);
    expect(pagerWindow(6, 12)).toEqual([1, '...', 4, 5, 6, 7, 8, '...', 12]);
  });

  it('shows a single skipped page as its number instead of a gap', () => {
    expect(pagerWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, '...', 10]);
    expect(pagerWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps an out-of-range or invalid current page', () => {
    expect(pagerWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerWindow(0, 10)).toEqual([1, 2, 3, '...', 10]);
    expect(pagerWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});
