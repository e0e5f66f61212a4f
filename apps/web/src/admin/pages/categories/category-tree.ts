import type { Category } from '@app/contract';

export interface CategoryGroup {
  parent: Category;
  /** Children to show (all of them, or only those matching the search). */
  children: Category[];
  /** Total children, whatever the search. */
  childCount: number;
  /** A child matched the search: the group opens by itself so the match is visible. */
  openForSearch: boolean;
}

/** Lower case without diacritics, so 'pho' finds 'Phở' and 'do uong' finds 'Đồ uống'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
}

function matches(c: Category, needle: string): boolean {
  if (!needle) return true;
  return [c.originalName, c.name, c.slug].some((v) => foldText(v).includes(needle) || foldText(v.replace(/-/g, ' ')).includes(needle));
}

/**
 * Top-level categories with their children, in menu order (the server sends them sorted).
 * A child whose parent is missing is shown as a group of its own rather than lost.
 */
export function buildGroups(categories: readonly Category[], search = ''): CategoryGroup[] {
  const ids = new Set(categories.map((c) => c.id));
  const isTop = (c: Category) => c.parentId === null || !ids.has(c.parentId);
  const needle = foldText(search);
  const groups: CategoryGroup[] = [];
  for (const parent of categories.filter(isTop)) {
    const all = categories.filter((c) => c.parentId === parent.id && !isTop(c));
    const parentHit = matches(parent, needle);
    const childHits = all.filter((c) => matches(c, needle));
    if (!parentHit && childHits.length === 0) continue;
    groups.push({
      parent,
      children: parentHit ? all : childHits,
      childCount: all.length,
      openForSearch: needle !== '' && childHits.length > 0,
    });
  }
  return groups;
}

/** Categories that may be chosen as parent: top-level ones other than the category itself. */
export function parentOptions(categories: readonly Category[], selfId?: number): Category[] {
  return categories.filter((c) => c.parentId === null && c.id !== selfId);
}
