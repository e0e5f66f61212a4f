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
    requireTableKey: z.boolean({ error: 'validation.invalidValue' }),
    dinerDefaultLanguage: z.string({ error: 'settings.invalidLanguage' }).trim().toLowerCase().regex(LANGUAGE_CODE_PATTERN, 'settings.invalidLanguage'),
    currency: z
      .string({ error: 'settings.invalidCurrencyCode' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'settings.currencyCodeFormat'),
    translationProvider: z.enum(TRANSLATION_PROVIDERS, { error: 'settings.invalidTranslationService' }),
    translationUrl: z
      .string({ error: 'settings.invalidAddress' })
      .trim()
      .max(500, 'validation.max500Chars')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'settings.addressScheme'),
    translationApiKey: z.string({ error: 'settings.invalidApiKey' }).trim().max(500, 'validation.max500Chars'),
    bankName: z.string({ error: 'settings.bankNameNotValid' }).trim().max(100, 'validation.max100Chars'),
    bankBin: z
      .string({ error: 'settings.bankBinNotValid' })
      .trim()
      .regex(/^(\d{6})?$/, 'settings.bankBinFormat'),
    bankAccount: z
      .string({ error: 'settings.accountNumberNotValid' })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^[0-9A-Za-z]{0,19}$/, 'settings.accountNumberFormat')),
    accountHolder: z.string({ error: 'settings.accountHolderNotValid' }).trim().max(70, 'validation.max70Chars'),
    iban: z
      .string({ error: 'settings.ibanNotValid' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, 'settings.ibanNotValid')),
    bic: z
      .string({ error: 'settings.bicNotValid' })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/, 'settings.bic8Or11Characters')),
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
