import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from './language.schema.js';

export const TRANSLATION_PROVIDERS = ['none', 'libretranslate', 'deepl'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/**
 * Restaurant settings as stored (DESIGN §4.4, §4.6, §4.10). Lenient on purpose: stored values
 * written by older versions must still load; the strict rules are in updateSettingsSchema.
 */
export const restaurantSettingsSchema = z.object({
  requireTableKey: z.boolean().default(true),
  dinerDefaultLanguage: z.string().min(2).max(10).default('de'),
  currency: z.string().min(3).max(3).default('VND'),
  translationProvider: z.enum(TRANSLATION_PROVIDERS).default('none'),
  translationUrl: z.string().max(500).default(''),
  translationApiKey: z.string().max(500).default(''),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

/**
 * PUT Settings: only the fields sent change. `translationApiKey` left out keeps the stored key;
 * an empty string removes it.
 */
export const updateSettingsSchema = z
  .object({
    requireTableKey: z.boolean({ error: 'Giá trị không hợp lệ' }),
    dinerDefaultLanguage: z
      .string({ error: 'Ngôn ngữ không hợp lệ' })
      .trim()
      .toLowerCase()
      .regex(LANGUAGE_CODE_PATTERN, 'Ngôn ngữ không hợp lệ'),
    currency: z
      .string({ error: 'Mã tiền tệ không hợp lệ' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Mã tiền tệ gồm 3 chữ cái (ví dụ: VND)'),
    translationProvider: z.enum(TRANSLATION_PROVIDERS, { error: 'Dịch vụ dịch không hợp lệ' }),
    translationUrl: z
      .string({ error: 'Địa chỉ không hợp lệ' })
      .trim()
      .max(500, 'Tối đa 500 ký tự')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Địa chỉ phải bắt đầu bằng http:// hoặc https://'),
    translationApiKey: z.string({ error: 'Khóa API không hợp lệ' }).trim().max(500, 'Tối đa 500 ký tự'),
  })
  .partial();
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsData = z.output<typeof updateSettingsSchema>;

/** GET Settings (staff): everything but the API key itself. */
export const settingsViewSchema = z.object({
  requireTableKey: z.boolean(),
  dinerDefaultLanguage: z.string(),
  currency: z.string(),
  translationProvider: z.enum(TRANSLATION_PROVIDERS),
  translationUrl: z.string(),
  translationApiKeySet: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

/** GET Settings/public: what the diner page needs. */
export const publicSettingsSchema = z.object({
  requireTableKey: z.boolean(),
  dinerDefaultLanguage: z.string(),
  currency: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
