/** Menu search and category filtering (pure, shared by the grid and its tests). */

export interface SearchableProduct {
  name: string;
  description: string;
  categoryId: number | null;
  additionalCategoryIds: number[];
}

export interface FilterableCategory {
  id: number;
  slug: string;
  parentId: number | null;
  isActive: boolean;
  displayOrder: number;
  name: string;
}

/**
 * Lower case without Vietnamese diacritics, so 'pho' finds 'Phở' and 'do uong' finds 'Đồ uống'.
 * 'đ' is a letter of its own (no combining mark), hence the extra replace.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** Case- and diacritic-insensitive substring match in name or description; a blank query matches all. */
export function matchesSearch(product: Pick<SearchableProduct, 'name' | 'description'>, query: string): boolean {
  const needle = foldText(query.trim());
  if (!needle) return true;
  return foldText(product.name ?? '').includes(needle) || foldText(product.description ?? '').includes(needle);
}

/** The category bar: child categories that are active, by displayOrder (then name for a stable order). */
export function menuCategories<C extends FilterableCategory>(categories: readonly C[]): C[] {
  return categories.filter((c) => c.parentId !== null && c.isActive).sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/** A category and every category below it (a parent's dishes are the dishes of its children). */
export function categoryWithDescendants(categories: readonly FilterableCategory[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  // Breadth-first over the parent links; the set guards against a cycle in bad data.
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * Products of a category slug: main category or one of the additional ones, in the category or
 * any category below it (a deep link to 'do-uong' shows the drinks of its children). No slug =
 * all; an unknown slug gives an empty list.
 */
export function filterByCategory<P extends SearchableProduct>(
  products: readonly P[],
  categories: readonly FilterableCategory[],
  slug: string | null | undefined,
): P[] {
  if (!slug) return [...products];
  const category = categories.find((c) => c.slug === slug);
  if (!category) return [];
  const ids = categoryWithDescendants(categories, category.id);
  return products.filter((p) => (p.categoryId !== null && ids.has(p.categoryId)) || p.additionalCategoryIds.some((id) => ids.has(id)));
}

export function filterProducts<P extends SearchableProduct>(
  products: readonly P[],
  categories: readonly FilterableCategory[],
  slug: string | null | undefined,
  query: string,
): P[] {
  return filterByCategory(products, categories, slug).filter((p) => matchesSearch(p, query));
}

/** Slice of one grid page (1-based), with the page clamped into range. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages };
}
