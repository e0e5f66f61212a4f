import type { TranslationProvider } from '@app/contract';

/** The settings form's fields, shared by the form and its field groups. */
export interface SettingsFormValues {
  requireTableKey: boolean;
  dinerDefaultLanguage: string;
  currency: string;
  translationProvider: TranslationProvider;
  translationUrl: string;
  /** Blank keeps the stored key (write-only: the current one is never shown). */
  translationApiKey: string;
  bankName: string;
  bankBin: string;
  bankAccount: string;
  accountHolder: string;
  iban: string;
  bic: string;
}
