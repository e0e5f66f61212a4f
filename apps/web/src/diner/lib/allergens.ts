/**
 * The allergen and diet codes (from the contract's zod-free constants) and the letters German
 * menus use for them.
 */
import { ALLERGENS, DIET_TAGS, type Allergen, type DietTag } from '@app/contract/constants';

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

export const ALLERGEN_CODES: Allergen[] = [...ALLERGENS];

export const DIET_CODES: DietTag[] = [...DIET_TAGS];

/** The diet filters diners can pick. */
export const DIET_FILTERS = ['vegetarian', 'vegan'] as const;
