/**
 * zod's own messages (a field whose schema gives no message of its own, e.g. a number out of
 * range) follow the staff language, like every other text of the back office. The contract
 * sets Vietnamese for the server; the back office switches it with the staff's language.
 */
import { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import vi from 'zod/v4/locales/vi.js';
import { i18n } from '../../lib/i18n';

const LOCALES: Record<string, () => z.core.$ZodConfig> = { de, en, vi };

export function applyZodLanguage(language: string): void {
  const locale = LOCALES[language.split('-')[0] ?? ''];
  if (locale) z.config(locale());
}

/** From now on, and at every change of the staff language. */
export function followStaffLanguage(): void {
  if (i18n.language) applyZodLanguage(i18n.language);
  i18n.on('languageChanged', applyZodLanguage);
}
