import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from './language.schema.js';

/** The account guests transfer to (payment QR): VietQR needs BIN + account, EPC needs IBAN + holder. */
const paymentAccountStored = {
  bankName: z.string().max(100).default(''),
  bankBin: z.string().max(6).default(''),
  bankAccount: z.string().max(19).default(''),
  accountHolder: z.string().max(70).default(''),
  iban: z.string().max(34).default(''),
  bic: z.string().max(11).default(''),
};

export const TRANSLATION_PROVIDERS = ['none', 'libretranslate', 'deepl'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/**
 * Restaurant settings as stored. Lenient on purpose: stored values
 * written by older versions must still load; the strict rules are in updateSettingsSchema.
 */
export const restaurantSettingsSchema = z.object({
  requireTableKey: z.boolean().default(true),
  dinerDefaultLanguage: z.string().min(2).max(10).default('de'),
  currency: z.string().min(3).max(3).default('VND'),
  translationProvider: z.enum(TRANSLATION_PROVIDERS).default('none'),
  translationUrl: z.string().max(500).default(''),
  translationApiKey: z.string().max(500).default(''),
  ...paymentAccountStored,
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
    bankName: z.string({ error: 'Tên ngân hàng không hợp lệ' }).trim().max(100, 'Tối đa 100 ký tự'),
    bankBin: z.string({ error: 'Mã BIN không hợp lệ' }).trim().regex(/^(\d{6})?$/, 'Mã BIN gồm 6 chữ số (ví dụ: 970436)'),
    bankAccount: z
      .string({ error: 'Số tài khoản không hợp lệ' })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^[0-9A-Za-z]{0,19}$/, 'Số tài khoản tối đa 19 chữ số hoặc chữ cái')),
    accountHolder: z.string({ error: 'Tên chủ tài khoản không hợp lệ' }).trim().max(70, 'Tối đa 70 ký tự'),
    iban: z
      .string({ error: 'IBAN không hợp lệ' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, 'IBAN không hợp lệ')),
    bic: z
      .string({ error: 'BIC không hợp lệ' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/, 'BIC gồm 8 hoặc 11 ký tự')),
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
  bankName: z.string(),
  bankBin: z.string(),
  bankAccount: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

/** GET Settings/public: what the diner page needs. */
export const publicSettingsSchema = z.object({
  requireTableKey: z.boolean(),
  dinerDefaultLanguage: z.string(),
  currency: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
