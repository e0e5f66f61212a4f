/**
 * The diner's copy of the allergen and diet codes (the contract pulls in zod, too heavy for the
 * first load; allergens.test.ts keeps the copy honest) and the letters German menus use for them.
 */
import type { Allergen, DietTag } from '@app/contract';

/** EU order; the letters follow the usual German menu marking (A–R, I/J/K/Q unused). */
export const ALLERGEN_LETTERS: Record<Allergen, string> = {
  gluten: 'A',
  crustaceans: 'B',
  eggs: 'C',
  fish: 'D',
  peanuts: 'E',
  soybeans: 'F',
  milk: 'G',
  nuts: 'H',
  celery: 'L',
  mustard: 'M',
  sesame: 'N',
  sulphites: 'O',
  lupin: 'P',
  molluscs: 'R',
};

export const ALLERGEN_CODES = Object.keys(ALLERGEN_LETTERS) as Allergen[];

export const DIET_CODES: DietTag[] = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'lactose-free'];

/** The diet filters diners can pick. */
export const DIET_FILTERS = ['vegetarian', 'vegan'] as const;
