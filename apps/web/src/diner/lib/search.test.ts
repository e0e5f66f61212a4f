import { describe, expect, it } from 'vitest';
import { filterByCategory, filterProducts, foldText, matchesSearch, menuCategories, pageOf } from './search';

const cat = (id: number, slug: string, parentId: number | null, displayOrder: number, isActive = true) => ({
  id,
  slug,
  parentId,
  displayOrder,
  isActive,
  name: slug,
});
const categories = [
  cat(1, 'do-an', null, 1),
  cat(2, 'pho', 1, 2),
  cat(3, 'bun', 1, 1),
  cat(4, 'an-vat', 1, 3, false),
  cat(5, 'do-uong', null, 2),
  cat(6, 'tra', 5, 1),
];
const dish = (name: string, description: string, categoryId: number | null, additionalCategoryIds: number[] = []) => ({
  name,
  description,
  categoryId,
  additionalCategoryIds,
});

describe('foldText / matchesSearch', () => {
  it('ignores case and Vietnamese diacritics, including đ', () => {
    expect(foldText('Phở Bò Tái')).toBe('pho bo tai');
    expect(foldText('Đồ uống')).toBe('do uong');
    expect(matchesSearch(dish('Phở bò', '', 2), 'pho')).toBe(true);
    expect(matchesSearch(dish('Phở bò', '', 2), 'PHỞ')).toBe(true);
    expect(matchesSearch(dish('Bún chả', 'Thịt nướng Hà Nội', 3), 'ha noi')).toBe(true);
    expect(matchesSearch(dish('Trà đá', '', 6), 'tra da')).toBe(true);
  });

  it('matches substrings in the name or the description; a blank query matches everything', () => {
    expect(matchesSearch(dish('Gỏi cuốn', 'tôm, rau thơm', 1), 'rau')).toBe(true);
    expect(matchesSearch(dish('Gỏi cuốn', 'tôm, rau thơm', 1), 'cuon')).toBe(true);
    expect(matchesSearch(dish('Gỏi cuốn', 'tôm, rau thơm', 1), 'lẩu')).toBe(false);
    expect(matchesSearch(dish('Gỏi cuốn', '', 1), '   ')).toBe(true);
  });
});

describe('menuCategories', () => {
  it('keeps active child categories sorted by displayOrder', () => {
    expect(menuCategories(categories).map((c) => c.slug)).toEqual(['bun', 'tra', 'pho']);
  });
});

describe('filterByCategory', () => {
  const products = [dish('Phở bò', '', 2), dish('Bún chả', '', 3, [2]), dish('Trà đá', '', 6)];

  it('matches the main category or an additional one', () => {
    expect(filterByCategory(products, categories, 'pho').map((p) => p.name)).toEqual(['Phở bò', 'Bún chả']);
  });

  it('a parent category (deep link ?category=do-uong) shows the dishes of its children', () => {
    expect(filterByCategory(products, categories, 'do-uong').map((p) => p.name)).toEqual(['Trà đá']);
    expect(filterByCategory(products, categories, 'do-an').map((p) => p.name)).toEqual(['Phở bò', 'Bún chả']);
  });

  it('returns everything without a slug and nothing for an unknown slug', () => {
    expect(filterByCategory(products, categories, null)).toHaveLength(3);
    expect(filterByCategory(products, categories, 'nope')).toEqual([]);
  });

  it('combines with search', () => {
    expect(filterProducts(products, categories, 'pho', 'bun').map((p) => p.name)).toEqual(['Bún chả']);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);

  it('slices 6 per page and counts pages', () => {
    expect(pageOf(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 3 });
    expect(pageOf(items, 3, 6).items).toEqual([13]);
  });

  it('clamps the page into range and has one page for an empty list', () => {
    expect(pageOf(items, 9, 6).page).toBe(3);
    expect(pageOf(items, 0, 6).page).toBe(1);
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});
