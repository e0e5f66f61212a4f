import { z } from 'zod';
import { idValue } from './common.schema.js';
import { STATIONS } from './stations.js';
import { contentTranslationsMapSchema, langQuery, translationsInput } from './language.schema.js';
import { ALLERGENS, DIET_TAGS, dishLabelFields } from './allergens.js';
import { optionGroupIdsField, productOptionGroupSchema } from './options.schema.js';

/** The message of a text limit: a catalog key per limit in use. */
const max = (n: 100 | 200 | 500 | 2000) => `validation.max${n}Chars` as const;

/**
 * An image URL: one of ours (`/api/images/...`) or an absolute http(s) URL. Empty means none.
 * Anything else (javascript:, data:, protocol-relative) is refused.
 */
export const imageUrlField = z
  .string({ error: 'menu.invalidImageAddress' })
  .trim()
  .max(2000, max(2000))
  .refine((v) => v === '' || /^(\/(?!\/)|https?:\/\/)/i.test(v), 'menu.invalidImageAddress')
  .nullable()
  .transform((v) => (v ? v : null));

const stationField = z.enum(STATIONS, { error: 'menu.invalidStation' });
const idRef = (message: string) => idValue(message);

/** GET Category / GET Product query: `lang` picks stored translations; `context=admin` is the staff view. */
export const menuQuery = z.object({
  lang: langQuery.optional(),
  context: z.enum(['admin', 'public'], { error: 'menu.contextAdminOrPublic' }).optional(),
});
export type MenuQuery = z.infer<typeof menuQuery>;

// ---- Categories ----

export const categorySchema = z.object({
  id: z.number().int(),
  /** In the requested language when a translation exists, else Vietnamese. */
  name: z.string(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  station: z.enum(STATIONS),
  /** The Vietnamese name. */
  originalName: z.string(),
  /** Staff view only (`context=admin`). */
  translations: contentTranslationsMapSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryFields = {
  name: z.string({ error: 'menu.categoryNameRequired' }).trim().min(1, 'menu.categoryNameRequired').max(200, max(200)),
  displayOrder: z
    .number({ error: 'menu.displayOrderRequired' })
    .int('options.displayOrderWholeNumber')
    .min(0, 'menu.displayOrderCannotNegative')
    .max(1_000_000, 'menu.displayOrderTooLarge'),
  isActive: z.boolean({ error: 'validation.invalidValue' }),
  parentId: idRef('menu.invalidParentCategory').nullable(),
  image: imageUrlField,
  icon: z
    .string({ error: 'menu.invalidIcon' })
    .trim()
    .max(100, max(100))
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Omitted on create: derived from the name. */
  station: stationField,
  translations: translationsInput(['name']),
};

/** POST Category and the add form. */
export const createCategorySchema = z.object({
  ...categoryFields,
  displayOrder: categoryFields.displayOrder.default(1),
  isActive: categoryFields.isActive.default(true),
  parentId: categoryFields.parentId.default(null),
  image: categoryFields.image.optional(),
  icon: categoryFields.icon.optional(),
  station: stationField.optional(),
  translations: categoryFields.translations.optional(),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export type CreateCategoryData = z.output<typeof createCategorySchema>;

/** PUT Category/{id}: fields left out keep their value; `parentId: null` makes it top-level. */
export const updateCategorySchema = z.object({ id: z.number().int().optional(), ...categoryFields }).partial();
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type UpdateCategoryData = z.output<typeof updateCategorySchema>;

// ---- Products (dishes) ----

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  additionalCategoryIds: z.array(z.number().int()),
  additionalCategoryNames: z.array(z.string()),
  /** Where the dish is prepared: its main category's station. */
  station: z.enum(STATIONS),
  /** The Vietnamese name. */
  originalName: z.string(),
  /** Staff view only (`context=admin`). */
  translations: contentTranslationsMapSchema.optional(),
  /** Groups of choices in display order, names in the requested language. */
  optionGroups: z.array(productOptionGroupSchema),
  allergens: z.array(z.enum(ALLERGENS)),
  additives: z.array(z.string()),
  /** 0 (not spicy) to 3. */
  spiceLevel: z.number().int(),
  dietTags: z.array(z.enum(DIET_TAGS)),
});
export type Product = z.infer<typeof productSchema>;

const productFields = {
  name: z.string({ error: 'menu.dishNameRequired' }).trim().min(1, 'menu.dishNameRequired').max(200, max(200)),
  description: z.string({ error: 'menu.invalidDescription' }).trim().max(2000, max(2000)),
  price: z.number({ error: 'menu.priceNumber' }).int('menu.priceWholeNumber').min(0, 'menu.priceCannotNegative').max(1_000_000_000, 'menu.priceTooHigh'),
  imageUrl: imageUrlField,
  isActive: z.boolean({ error: 'validation.invalidValue' }),
  isFeatured: z.boolean({ error: 'validation.invalidValue' }),
  categoryId: idRef('menu.invalidCategory').nullable(),
  additionalCategoryIds: z.array(idRef('menu.invalidCategory'), { error: 'menu.invalidAdditionalCategories' }).max(50, 'menu.maxCategories'),
  translations: translationsInput(['name', 'description']),
  ...dishLabelFields,
  optionGroupIds: optionGroupIdsField,
};

/** POST Product and the add form (price defaults to 0). */
export const createProductSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
  price: productFields.price.default(0),
  imageUrl: productFields.imageUrl.optional(),
  isActive: productFields.isActive.default(true),
  isFeatured: productFields.isFeatured.default(false),
  categoryId: productFields.categoryId.default(null),
  additionalCategoryIds: productFields.additionalCategoryIds.default([]),
  translations: productFields.translations.optional(),
  allergens: productFields.allergens.default([]),
  additives: productFields.additives.default([]),
  spiceLevel: productFields.spiceLevel.default(0),
  dietTags: productFields.dietTags.default([]),
  optionGroupIds: productFields.optionGroupIds.default([]),
});
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProductData = z.output<typeof createProductSchema>;

/** PUT Product/{id}: fields left out keep their value. */
export const updateProductSchema = z.object({ id: z.number().int().optional(), ...productFields }).partial();
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProductData = z.output<typeof updateProductSchema>;

/** PATCH Product/{id}/availability: a station marks its dish sold out or back. */
export const productAvailabilitySchema = z.object({ isActive: z.boolean({ error: 'options.isActiveBoolean' }) });

/** URL slug of a category name: no diacritics, lower case, dashes ('Đồ uống' -> 'do-uong'). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/g, '');
  return slug || 'danh-muc';
}
