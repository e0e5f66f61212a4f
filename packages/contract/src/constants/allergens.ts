/** The 14 allergens EU law requires a menu to declare (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Diet labels a dish can carry; diners filter on the first two. */
export const DIET_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'lactose-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export const SPICE_LEVEL_MAX = 3;
