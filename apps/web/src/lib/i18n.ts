/**
 * UI texts come from JSON catalogs (vi is the source and the fallback). Each catalog
 * (language x namespace) is its own small chunk loaded on demand, so the diner page
 * never downloads the back office's texts.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type AppLanguage = string;
export const SOURCE_LANGUAGE: AppLanguage = 'vi';

/** The back office is Vietnamese with English as an option per staff member. */
export const STAFF_LANGUAGES = ['vi', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const STAFF_LANGUAGE_KEY = 'staffLanguage';
export const DINER_LANGUAGE_KEY = 'language';

export const NAMESPACES = ['common', 'admin', 'diner'] as const;
/** The server's messages (the contract's catalog), read by key from error answers. */
export const SERVER_NS = 'serverMessages';
export type Namespace = (typeof NAMESPACES)[number];

const catalogs = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');
const serverCatalogs = import.meta.glob<Record<string, ResourceKey>>('../../../../packages/contract/src/messages/??.ts');

/** Every language with a catalog folder: adding a language is adding its `locales/<code>/` files. */
export const LANGUAGES: readonly AppLanguage[] = [...new Set(Object.keys(catalogs).map((file) => file.split('/')[2] ?? ''))].sort();

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === SERVER_NS) {
      const loadServer = serverCatalogs[`../../../../packages/contract/src/messages/${language}.ts`];
      if (!loadServer) return callback(null, {});
      loadServer().then(
        (mod) => callback(null, mod[language] ?? {}),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
      return;
    }
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
      ns: ['common', SERVER_NS],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** A message from the server: its key and values, and the Vietnamese text for an unknown key. */
export interface ServerMessage {
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
}

/** A server message in the staff member's language, by its key; as it came when the key is unknown. */
export function translateServerMessage({ message, messageKey, params }: ServerMessage): string {
  if (messageKey && i18n.exists(`${SERVER_NS}:${messageKey}`)) return i18n.t(`${SERVER_NS}:${messageKey}`, { ...params });
  return translateMessage(message);
}

/** `orders.emptyCart`: what a contract schema's message is. */
const MESSAGE_KEY = /^[a-z]\w*\.\w+$/;

/**
 * A message from the contract in the staff member's language: a schema's message checked in a
 * form is a catalog key. Anything else (zod's own messages, already in the staff language) is
 * shown as it came.
 */
export function translateMessage(message: string): string {
  if (MESSAGE_KEY.test(message) && i18n.exists(`${SERVER_NS}:${message}`)) return i18n.t(`${SERVER_NS}:${message}`);
  return message;
}
