import { z } from 'zod';
import { coercedId } from './common.schema.js';

/** Vietnamese is the language the menu is written in; every other language is a translation of it. */
export const SOURCE_LANGUAGE = 'vi';

/** ISO-639-1-like: 'de', 'en', 'fil', 'zh-hans', 'pt-br'. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/;
const CODE_MESSAGE = 'languages.invalidCode';

/** A language code as typed in the language form: spaces removed, lower case. */
export const languageCodeInput = z
  .string({ error: 'languages.codeRequired' })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, 'languages.codeRequired').max(10, 'validation.max10Chars').regex(LANGUAGE_CODE_PATTERN, CODE_MESSAGE));

/** The `lang` query parameter of the menu reads; 'de-DE' is accepted and falls back to 'de'. */
export const langQuery = z.string().trim().toLowerCase().max(10, 'validation.max10Chars').regex(LANGUAGE_CODE_PATTERN, CODE_MESSAGE);

export const languageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

const languageName = z.string({ error: 'languages.nameRequired' }).trim().min(1, 'languages.nameRequired').max(50, 'validation.max50Chars');

/** POST Language and the add form. */
export const createLanguageSchema = z.object({
  name: languageName,
  code: languageCodeInput,
  isActive: z.boolean({ error: 'validation.invalidValue' }).default(true),
});
export type CreateLanguageInput = z.input<typeof createLanguageSchema>;
export type CreateLanguageData = z.output<typeof createLanguageSchema>;

/** PUT Language/{id} and the edit form; a missing isActive keeps the current value. */
export const updateLanguageSchema = z.object({
  id: z.number().int().optional(),
  name: languageName,
  code: languageCodeInput,
  isActive: z.boolean({ error: 'validation.invalidValue' }).optional(),
});
export type UpdateLanguageInput = z.input<typeof updateLanguageSchema>;
export type UpdateLanguageData = z.output<typeof updateLanguageSchema>;

// ---- Menu content translations ----

/** What can be translated, and which of its fields. */
export const TRANSLATABLE_FIELDS = {
  product: ['name', 'description'],
  category: ['name'],
  restaurant: ['address', 'openingHours'],
  optionGroup: ['name'],
  option: ['name'],
} as const;
export const CONTENT_ENTITIES = ['product', 'category', 'restaurant', 'optionGroup', 'option'] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];
export const TRANSLATABLE_FIELD_NAMES = ['name', 'description', 'address', 'openingHours'] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELD_NAMES)[number];

/** Longest text per field, the same as the Vietnamese original's limit. */
export const TRANSLATION_MAX: Record<TranslatableField, 200 | 500 | 2000> = { name: 200, description: 2000, address: 500, openingHours: 500 };

const translationText = (field: TranslatableField) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(TRANSLATION_MAX[field], `validation.max${TRANSLATION_MAX[field]}Chars` as const);

export const contentEntityParams = z.object({
  entity: z.enum(CONTENT_ENTITIES, { error: 'translations.invalidEntityType' }),
  id: coercedId(),
});

/** One stored translation of one field. */
export const contentTranslationSchema = z.object({
  language: z.string(),
  field: z.string(),
  text: z.string(),
  isMachine: z.boolean(),
});
export type ContentTranslation = z.infer<typeof contentTranslationSchema>;

/**
 * PUT Translation/{entity}/{id}: staff-reviewed texts for one language. An empty text removes
 * the translation (diners then see the Vietnamese original).
 */
export const saveContentTranslationSchema = z.object({
  language: langQuery,
  fields: z.object({
    name: translationText('name').optional(),
    description: translationText('description').optional(),
    address: translationText('address').optional(),
    openingHours: translationText('openingHours').optional(),
  }),
});
export type SaveContentTranslationInput = z.input<typeof saveContentTranslationSchema>;

/** Translations as shown to staff: `{ de: { name: { text, isMachine } } }`. */
export const contentTranslationsMapSchema = z.record(z.string(), z.record(z.string(), z.object({ text: z.string(), isMachine: z.boolean() })));
export type ContentTranslationsMap = z.infer<typeof contentTranslationsMapSchema>;

/**
 * Translations sent with a dish/category/restaurant form: `{ de: { name, description } }`,
 * saved as reviewed.
 */
export function translationsInput<F extends TranslatableField>(fields: readonly F[]) {
  const shape = Object.fromEntries(fields.map((f) => [f, translationText(f).optional()])) as { [K in F]: z.ZodOptional<z.ZodString> };
  return z
    .record(z.string().regex(LANGUAGE_CODE_PATTERN, CODE_MESSAGE), z.object(shape))
    .refine((v) => Object.keys(v).length <= 30, 'languages.tooManyLanguages');
}
