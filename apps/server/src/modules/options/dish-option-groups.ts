import type { ProductOptionGroup } from '@app/contract';
import type { Db } from '../../db/database.js';
import type { TranslationLookup } from '../content-translations/content-translations.service.js';
import { createOptionsRepo } from './options.repo.js';

/**
 * The option groups of every dish (or of some), names in the lookup's language, in three
 * queries joined in memory. Inactive options are included: diners see them as sold out.
 */
export async function loadDishOptionGroups(db: Db, lookup: TranslationLookup, productIds?: number[]): Promise<Map<number, ProductOptionGroup[]>> {
  const repo = createOptionsRepo(db);
  const links = await repo.links(productIds);
  const byDish = new Map<number, ProductOptionGroup[]>();
  if (links.length === 0) return byDish;
  const groupIds = [...new Set(links.map((l) => l.group_id))];
  const groups = new Map((await repo.groups(groupIds)).map((g) => [g.id, g]));
  const optionsByGroup = new Map<number, ProductOptionGroup['options']>();
  for (const o of await repo.options(groupIds)) {
    const list = optionsByGroup.get(o.group_id) ?? [];
    list.push({
      id: o.id,
      name: lookup.text('option', o.id, 'name') ?? o.name,
      priceDelta: o.price_delta,
      isActive: o.is_active === 1,
      isDefault: o.is_default === 1,
    });
    optionsByGroup.set(o.group_id, list);
  }
  for (const link of links) {
    const g = groups.get(link.group_id);
    if (!g) continue;
    const list = byDish.get(link.product_id) ?? [];
    list.push({
      id: g.id,
      name: lookup.text('optionGroup', g.id, 'name') ?? g.name,
      minSelect: g.min_select,
      maxSelect: g.max_select,
      options: optionsByGroup.get(g.id) ?? [],
    });
    byDish.set(link.product_id, list);
  }
  return byDish;
}
