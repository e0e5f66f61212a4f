import { z } from 'zod';
import { ALLERGENS, DIET_TAGS, SPICE_LEVEL_MAX } from './constants/allergens.js';

export * from './constants/allergens.js';

export const allergenField = z.enum(ALLERGENS, { error: 'Chất gây dị ứng không hợp lệ' });
export const dietTagField = z.enum(DIET_TAGS, { error: 'Nhãn chế độ ăn không hợp lệ' });

/** A set without duplicates, in the canonical order, so equal sets compare and display alike. */
export function canonicalSet<T extends string>(values: readonly T[], order: readonly T[]): T[] {
  const chosen = new Set(values);
  return order.filter((v) => chosen.has(v));
}

/** Dish fields about what is in it and who may eat it. */
export const dishLabelFields = {
  allergens: z
    .array(allergenField, { error: 'Danh sách chất gây dị ứng không hợp lệ' })
    .max(ALLERGENS.length)
    .transform((v) => canonicalSet(v, ALLERGENS)),
  additives: z
    .array(z.string({ error: 'Phụ gia không hợp lệ' }).trim().min(1, 'Phụ gia không được để trống').max(100, 'Tối đa 100 ký tự'), {
      error: 'Danh sách phụ gia không hợp lệ',
    })
    .max(30, 'Tối đa 30 phụ gia')
    .transform((v) => [...new Set(v)]),
  spiceLevel: z
    .number({ error: 'Độ cay phải là số từ 0 đến 3' })
    .int('Độ cay phải là số từ 0 đến 3')
    .min(0, 'Độ cay phải là số từ 0 đến 3')
    .max(SPICE_LEVEL_MAX, 'Độ cay phải là số từ 0 đến 3'),
  dietTags: z
    .array(dietTagField, { error: 'Nhãn chế độ ăn không hợp lệ' })
    .max(DIET_TAGS.length)
    .transform((v) => canonicalSet(v, DIET_TAGS)),
};
