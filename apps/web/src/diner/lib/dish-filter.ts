/** 'Without …' allergen filters and the vegetarian/vegan filter of the menu. */
import type { Allergen, Product } from '@app/contract';

export type DietFilter = 'vegetarian' | 'vegan' | null;

export interface DishFilter {
  without: Allergen[];
  diet: DietFilter;
}

export const NO_DISH_FILTER: DishFilter = { without: [], diet: null };

export const isFilterActive = (f: DishFilter) => f.without.length > 0 || f.diet !== null;

/** A vegan dish is vegetarian too. */
function fitsDiet(p: Pick<Product, 'dietTags'>, diet: DietFilter): boolean {
  if (diet === null) return true;
  const tags = p.dietTags ?? [];
  return diet === 'vegan' ? tags.includes('vegan') : tags.includes('vegetarian') || tags.includes('vegan');
}

export function filterDishes<P extends Pick<Product, 'allergens' | 'dietTags'>>(products: readonly P[], f: DishFilter): P[] {
  if (!isFilterActive(f)) return [...products];
  return products.filter((p) => fitsDiet(p, f.diet) && !f.without.some((a) => (p.allergens ?? []).includes(a)));
}

export function toggleAllergen(f: DishFilter, allergen: Allergen): DishFilter {
  return { ...f, without: f.without.includes(allergen) ? f.without.filter((a) => a !== allergen) : [...f.without, allergen] };
}
