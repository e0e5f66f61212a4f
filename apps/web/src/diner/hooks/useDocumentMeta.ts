import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * The document follows the page: title 'Restaurant – Table N', a description, and `<html lang>`
 * in the language the menu is shown in (screen readers pick their voice from it).
 */
export function useDocumentMeta({ restaurant, tableNumber, lang }: { restaurant: string | null; tableNumber: string | null; lang: string }) {
  const { t, i18n } = useTranslation('diner');
  const uiLanguage = i18n.language;

  useEffect(() => {
    // After i18n's own languageChanged handler, which sets the UI catalog's language.
    document.documentElement.lang = lang;
  }, [lang, uiLanguage]);

  useEffect(() => {
    if (!restaurant) return;
    document.title = tableNumber ? t('document.title', { restaurant, number: tableNumber }) : restaurant;
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('document.description', { restaurant }));
  }, [restaurant, tableNumber, t]);
}
