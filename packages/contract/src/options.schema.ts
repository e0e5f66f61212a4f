import { z } from 'zod';
import { contentTranslationsMapSchema, translationsInput } from './language.schema.js';
import { OPTION_MESSAGES } from './constants/options.js';

export * from './constants/options.js';

/** The message of a text limit: a catalog key per limit in use. */
const max = (n: 100 | 200 | 500 | 2000) => `validation.max${n}Chars` as const;

// The limits below appear as numbers in messages too; keep both in step.

export const OPTION_LIMITS = { maxOptionsPerGroup: 30, maxGroupsPerDish: 20, maxOptionIdsPerLine: 50, maxPriceDelta: 100_000_000 } as const;

// ---- reads ----

/** One option as a dish's reader sees it, name in the requested language. */
export const productOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Added to the dish price per unit; may be 0 or negative. */
  priceDelta: z.number().int(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A group attached to a dish; single choice when min = max = 1, optional when min = 0. */
export const productOptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  options: z.array(productOptionSchema),
});
export type ProductOptionGroup = z.infer<typeof productOptionGroupSchema>;

/** The back office view of a group: Vietnamese names, translations and the dishes using it. */
export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  displayOrder: z.number().int(),
  options: z.array(productOptionSchema.extend({ translations: contentTranslationsMapSchema.optional() })),
  productIds: z.array(z.number().int()),
  translations: contentTranslationsMapSchema.optional(),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

// ---- writes ----

const nameField = z.string({ error: 'options.nameRequired' }).trim().min(1, 'options.nameRequired').max(200, max(200));
const MIN_SELECT_MESSAGE = 'options.minSelectRange';
const MAX_SELECT_MESSAGE = 'options.maxSelectRange';
const minSelectField = z
  .number({ error: MIN_SELECT_MESSAGE })
  .int(MIN_SELECT_MESSAGE)
  .min(0, MIN_SELECT_MESSAGE)
  .max(OPTION_LIMITS.maxOptionsPerGroup, MIN_SELECT_MESSAGE);
const maxSelectField = z
  .number({ error: MAX_SELECT_MESSAGE })
  .int(MAX_SELECT_MESSAGE)
  .min(1, MAX_SELECT_MESSAGE)
  .max(OPTION_LIMITS.maxOptionsPerGroup, MAX_SELECT_MESSAGE);

export const optionInputSchema = z.object({
  /** An existing option of the group keeps its id (and its translations); without one it is added. */
  id: z.number().int().positive().optional(),
  name: nameField,
  priceDelta: z
    .number({ error: 'options.extraPriceWholeNumber' })
    .int('options.extraPriceWholeNumber')
    .min(-OPTION_LIMITS.maxPriceDelta, 'options.extraPriceTooLow')
    .max(OPTION_LIMITS.maxPriceDelta, 'options.extraPriceTooHigh')
    .default(0),
  isActive: z.boolean({ error: 'validation.invalidValue' }).default(true),
  isDefault: z.boolean({ error: 'validation.invalidValue' }).default(false),
  translations: translationsInput(['name']).optional(),
});
export type OptionInput = z.input<typeof optionInputSchema>;

/** POST / PUT OptionGroup: the whole group; options in display order, missing ones removed. */
export const optionGroupInputSchema = z
  .object({
    name: nameField,
    minSelect: minSelectField.default(0),
    maxSelect: maxSelectField.default(1),
    displayOrder: z.number({ error: 'options.displayOrderWholeNumber' }).int('options.displayOrderWholeNumber').min(0).max(1_000_000).default(0),
    options: z
      .array(optionInputSchema, { error: 'options.invalidListOptions' })
      .min(1, 'options.groupNeedsOption')
      .max(OPTION_LIMITS.maxOptionsPerGroup, 'options.maxOptions'),
    translations: translationsInput(['name']).optional(),
  })
  .superRefine((g, ctx) => {
    if (g.minSelect > g.maxSelect) ctx.addIssue({ code: 'custom', path: ['minSelect'], message: OPTION_MESSAGES.minAboveMax });
    if (g.minSelect > g.options.length) ctx.addIssue({ code: 'custom', path: ['minSelect'], message: OPTION_MESSAGES.minAboveCount });
    if (g.options.filter((o) => o.isDefault).length > g.maxSelect) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: OPTION_MESSAGES.tooManyDefaults });
    }
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;
export type OptionGroupData = z.output<typeof optionGroupInputSchema>;

/** PATCH OptionGroup/option/{id}/availability: one option sells out on its own. */
export const optionAvailabilitySchema = z.object({ isActive: z.boolean({ error: 'options.isActiveBoolean' }) });

/** The dish form's groups, in the order diners see them. */
export const optionGroupIdsField = z
  .array(z.number({ error: 'options.invalidOptionGroup' }).int().positive(), { error: 'options.invalidOptionGroup' })
  .max(OPTION_LIMITS.maxGroupsPerDish, 'options.maxGroups')
  .transform((v) => [...new Set(v)]);

// ---- orders ----

/** An option as it was chosen: name and price at order time, so later menu edits never change the order. */
export const orderItemOptionSchema = z.object({
  optionId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  priceDelta: z.number().int(),
});
export type OrderItemOption = z.infer<typeof orderItemOptionSchema>;

export const optionIdsField = z
  .array(z.coerce.number({ error: 'options.invalidOption' }).int('options.invalidOption').positive('options.invalidOption'), {
    error: 'options.invalidOption',
  })
  .max(OPTION_LIMITS.maxOptionIdsPerLine, 'options.tooManyForDish')
  .nullish()
  .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b));

/** The key two lines share exactly when they hold the same options. */
export function optionsKey(optionIds: readonly number[]): string {
  return [...new Set(optionIds)].sort((a, b) => a - b).join(',');
}
