/**
 * UI texts come from JSON catalogs (vi is the source and the fallback). Each catalog
 * (language x namespace) is its own small chunk loaded on demand, so the diner page
 * never downloads the back office's texts.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translateFromTable } from './message-templates';

export type AppLanguage = string;
export const SOURCE_LANGUAGE: AppLanguage = 'vi';

/** The back office is Vietnamese with English as an option per staff member. */
export const STAFF_LANGUAGES = ['vi', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const STAFF_LANGUAGE_KEY = 'staffLanguage';
export const DINER_LANGUAGE_KEY = 'language';

export const NAMESPACES = ['common', 'admin', 'diner'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogs = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

/** Every language with a catalog folder: adding a language is adding its `locales/<code>/` files. */
export const LANGUAGES: readonly AppLanguage[] = [...new Set(Object.keys(catalogs).map((file) => file.split('/')[2] ?? ''))].sort();

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export function isLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isStaffLanguage(value: unknown): value is StaffLanguage {
  return typeof value === 'string' && (STAFF_LANGUAGES as readonly string[]).includes(value);
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice simply is not remembered.
  }
}

/** The language to start in, chosen before the first render so no screen flashes in the wrong language. */
export function detectInitialLanguage(pathname: string): AppLanguage {
  if (pathname.startsWith('/admin')) {
    const staff = readStored(STAFF_LANGUAGE_KEY);
    return isStaffLanguage(staff) ? staff : SOURCE_LANGUAGE;
  }
  const diner = readStored(DINER_LANGUAGE_KEY);
  return isLanguage(diner) ? diner : SOURCE_LANGUAGE;
}

export const i18n = i18next.createInstance();

export function initI18n(language: AppLanguage): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: SOURCE_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/**
 * Server and validation messages are Vietnamese. Known ones are translated through
 * the `messages` table of the common catalog; unknown ones are shown as they came.
 */
export function translateMessage(message: string): string {
  if (!message) return message;
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!language || language === SOURCE_LANGUAGE) return message;
  const table = i18n.getResource(language, 'common', 'messages') as Record<string, string> | undefined;
  return (table && translateFromTable(table, message)) ?? message;
}
