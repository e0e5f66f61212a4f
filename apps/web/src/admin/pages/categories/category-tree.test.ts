import type { Category } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { buildGroups, foldText, parentOptions } from './category-tree';

function cat(id: number, name: string, parentId: number | null = null, slug = foldText(name).replace(/\s+/g, '-')): Category {
  return { id, name, originalName: name, slug, parentId, isActive: true, displayOrder: 1, image: null, icon: null, station: 'kitchen' };
}

const menu = [cat(1, 'Đồ ăn'), cat(2, 'Phở', 1), cat(3, 'Bún', 1), cat(4, 'Đồ uống'), cat(5, 'Trà', 4), cat(6, 'Lẻ', 99)];

describe('category tree', () => {
  it('groups children under their top-level parent and keeps orphans visible', () => {
    const groups = buildGroups(menu);
    expect(groups.map((g) => [g.parent.id, g.children.map((c) => c.id)])).toEqual([
      [1, [2, 3]],
      [4, [5]],
      [6, []],
    ]);
  });

  it('searches without diacritics; a child match opens its group and shows only the matches', () => {
    const [group, ...rest] = buildGroups(menu, 'pho');
    expect(rest).toEqual([]);
    expect(group!.parent.id).toBe(1);
    expect(group!.children.map((c) => c.id)).toEqual([2]);
    expect(group!.childCount).toBe(2);
    expect(group!.openForSearch).toBe(true);
  });

  it('a parent match shows all its children', () => {
    const groups = buildGroups(menu, 'do uong');
    expect(groups.map((g) => [g.parent.id, g.children.length, g.openForSearch])).toEqual([[4, 1, false]]);
  });

  it('offers only top-level categories other than itself as parents', () => {
    expect(parentOptions(menu, 1).map((c) => c.id)).toEqual([4]);
    expect(parentOptions(menu).map((c) => c.id)).toEqual([1, 4]);
  });
});
