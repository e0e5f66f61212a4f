import { z } from 'zod';
import { ALLERGENS, DIET_TAGS, SPICE_LEVEL_MAX } from './constants/allergens.js';

export * from './constants/allergens.js';

export const allergenField = z.enum(ALLERGENS, { error: 'menu.invalidAllergen' });
export const dietTagField = z.enum(DIET_TAGS, { error: 'menu.invalidDietLabel' });

/** A set without duplicates, in the canonical order, so equal sets compare and display alike. */
export function canonicalSet<T extends string>(values: readonly T[], order: readonly T[]): T[] {
  const chosen = new Set(values);
  return order.filter((v) => chosen.has(v));
}

/** Dish fields about what is in it and who may eat it. */
export const dishLabelFields = {
  allergens: z
    .array(allergenField, { error: 'menu.invalidListAllergens' })
    .max(ALLERGENS.length)
    .transform((v) => canonicalSet(v, ALLERGENS)),
  additives: z
    .array(z.string({ error: 'menu.invalidAdditive' }).trim().min(1, 'menu.additiveCannotEmpty').max(100, 'validation.max100Chars'), {
      error: 'menu.invalidListAdditives',
    })
    .max(30, 'menu.maxAdditives')
    .transform((v) => [...new Set(v)]),
  spiceLevel: z.number({ error: 'menu.spiciness' }).int('menu.spiciness').min(0, 'menu.spiciness').max(SPICE_LEVEL_MAX, 'menu.spiciness'),
  dietTags: z
    .array(dietTagField, { error: 'menu.invalidDietLabel' })
    .max(DIET_TAGS.length)
    .transform((v) => canonicalSet(v, DIET_TAGS)),
};
