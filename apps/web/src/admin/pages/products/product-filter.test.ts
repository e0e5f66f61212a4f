import type { Category, Product } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { categoryScope, filterProducts } from './product-filter';

const category = (id: number, slug: string, parentId: number | null = null): Category => ({
  id,
  slug,
  parentId,
  name: slug,
  originalName: slug,
  isActive: true,
  displayOrder: 1,
  image: null,
  icon: null,
  station: 'kitchen',
});

const product = (id: number, name: string, categoryId: number | null, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  originalName: name,
  description: '',
  price: 10000,
  imageUrl: null,
  isActive: true,
  isFeatured: false,
  categoryId,
  categoryName: null,
  additionalCategoryIds: [],
  additionalCategoryNames: [],
  station: 'kitchen',
  optionGroups: [],
  allergens: [],
  additives: [],
  spiceLevel: 0,
  dietTags: [],
  ...extra,
});

const categories = [category(1, 'do-an'), category(2, 'pho', 1), category(3, 'bun', 1), category(4, 'do-uong')];
const products = [
  product(1, 'Phở bò', 2, { description: 'Nước dùng hầm xương' }),
  product(2, 'Bún chả', 3, { isActive: false }),
  product(3, 'Trà đá', 4, { isFeatured: true, additionalCategoryIds: [2] }),
  product(4, 'Món lẻ', null),
];

describe('product filters', () => {
  it('a parent slug covers its children; a child slug only itself plus additional links', () => {
    expect(filterProducts(products, { scope: categoryScope(categories, 'do-an') }).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterProducts(products, { scope: categoryScope(categories, 'pho') }).map((p) => p.id)).toEqual([1, 3]);
  });

  it('an unknown slug gives an empty list; no slug no filter', () => {
    expect(filterProducts(products, { scope: categoryScope(categories, 'nope') })).toEqual([]);
    expect(filterProducts(products, { scope: categoryScope(categories, null) })).toHaveLength(4);
  });

  it('searches name and description case- and accent-insensitively', () => {
    expect(filterProducts(products, { search: 'PHO' }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { search: 'xuong' }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { search: '   ' })).toHaveLength(4);
  });

  it('filters by selling state and featured', () => {
    expect(filterProducts(products, { status: 'inactive' }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { status: 'featured' }).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(products, { status: 'active' })).toHaveLength(3);
  });
});
