import type { Category, Product } from '@app/contract';
import { foldText } from '../categories/category-tree';

export type StatusFilter = 'all' | 'active' | 'inactive' | 'featured';

/**
 * Category ids a `?category=slug` link stands for: the category itself and, for a top-level
 * one, its children (a parent like 'Đồ uống' rarely holds dishes directly).
 * Null when there is no filter; an empty set for an unknown slug (empty list).
 */
export function categoryScope(categories: readonly Category[], slug: string | null): Set<number> | null {
  if (!slug) return null;
  const category = categories.find((c) => c.slug === slug);
  if (!category) return new Set();
  const ids = new Set([category.id]);
  if (category.parentId === null) for (const c of categories) if (c.parentId === category.id) ids.add(c.id);
  return ids;
}

/** Case-insensitive substring of name or description (here also without diacritics); blank ignored. */
export function filterProducts(products: readonly Product[], opts: { search?: string; scope?: Set<number> | null; status?: StatusFilter }): Product[] {
  const needle = foldText(opts.search ?? '');
  const scope = opts.scope ?? null;
  return products.filter((p) => {
    if (scope && !(p.categoryId !== null && scope.has(p.categoryId)) && !p.additionalCategoryIds.some((id) => scope.has(id))) return false;
    if (opts.status === 'active' && !p.isActive) return false;
    if (opts.status === 'inactive' && p.isActive) return false;
    if (opts.status === 'featured' && !p.isFeatured) return false;
    if (!needle) return true;
    return [p.originalName, p.name, p.description].some((v) => foldText(v).includes(needle));
  });
}
