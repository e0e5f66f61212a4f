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
  return categories
    .filter((c) => c.parentId !== null && c.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/**
 * Products of a category slug: main category or one of the additional ones. No slug = all;
 * an unknown slug gives an empty list (SPEC §5).
 */
export function filterByCategory<P extends SearchableProduct>(
  products: readonly P[],
  categories: readonly FilterableCategory[],
  slug: string | null | undefined,
): P[] {
  if (!slug) return [...products];
  const category = categories.find((c) => c.slug === slug);
  if (!category) return [];
  return products.filter((p) => p.categoryId === category.id || p.additionalCategoryIds.includes(category.id));
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
