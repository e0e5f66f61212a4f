/**
 * Which language the diner page shows: the guest's own
 * choice when they made one, else the restaurant's diner default (German unless changed).
 */
import { serverRender } from './render-context';
import { readItem, writeItem } from './storage';

/** Shared with the app shell's start-up language detection (lib/i18n DINER_LANGUAGE_KEY). */
export const GUEST_LANGUAGE_KEY = 'language';
/** Last known restaurant default, so a returning guest's first screen is already right. */
export const DEFAULT_LANGUAGE_CACHE_KEY = 'diner:defaultLanguage';
export const FALLBACK_DINER_LANGUAGE = 'de';
/** Languages with a diner UI catalog (every `locales/<code>/diner.json`); menu content may exist in more. */
export const CATALOG_LANGUAGES: readonly string[] = Object.keys(import.meta.glob('../../locales/*/diner.json')).map((file) => file.split('/')[3] ?? '');

const CODE = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/;

function validCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase();
  return code && CODE.test(code) ? code : null;
}

export function guestLanguage(): string | null {
  return validCode(readItem(GUEST_LANGUAGE_KEY));
}

export function rememberGuestLanguage(code: string): void {
  writeItem(GUEST_LANGUAGE_KEY, code);
}

export function cachedDefaultLanguage(): string | null {
  return validCode(readItem(DEFAULT_LANGUAGE_CACHE_KEY));
}

export function rememberDefaultLanguage(code: string): void {
  const valid = validCode(code);
  if (valid) writeItem(DEFAULT_LANGUAGE_CACHE_KEY, valid);
}

/** The restaurant's default as the server wrote it into the table page's HTML (with its menu preloaded). */
export function pageDefaultLanguage(): string | null {
  if (typeof document === 'undefined') return validCode(serverRender()?.defaultLanguage);
  return validCode(document.querySelector('meta[name="diner-default-language"]')?.getAttribute('content'));
}

/** The language to request first, before the restaurant settings have arrived. */
export function initialMenuLanguage(): string {
  return guestLanguage() ?? pageDefaultLanguage() ?? cachedDefaultLanguage() ?? FALLBACK_DINER_LANGUAGE;
}

/** The language the page should be in once settings are known. */
export function resolveMenuLanguage(guest: string | null, restaurantDefault: string | null | undefined): string {
  return guest ?? validCode(restaurantDefault) ?? FALLBACK_DINER_LANGUAGE;
}

/**
 * UI texts for a menu language: its catalog when we have one, English for other foreign
 * languages (a French guest reads English more easily than Vietnamese).
 */
export function uiLanguageFor(code: string): string {
  const base = code.split('-')[0] ?? '';
  return CATALOG_LANGUAGES.includes(base) ? base : 'en';
}

/**
 * Languages' own names, as Intl.DisplayNames gives them, for the languages a menu is usually
 * translated into: the header draws one per menu language with the first screen, and the page's
 * first Intl object costs a cheap phone about a tenth of a second of blocked screen.
 */
export const OWN_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  vi: 'Tiếng Việt',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  ru: 'Русский',
  pl: 'Polski',
  cs: 'Čeština',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  th: 'ไทย',
  km: 'ខ្មែរ',
  lo: 'ລາວ',
  id: 'Indonesia',
  ms: 'Melayu',
};

/** A language's own name ('Deutsch', 'English', 'Tiếng Việt'), so every guest finds theirs. */
export function nativeLanguageName(code: string, fallback: string): string {
  const known = OWN_LANGUAGE_NAMES[code];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name.toLowerCase() !== code.toLowerCase()) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // Old browsers or odd codes: the name staff gave it.
  }
  return fallback || code.toUpperCase();
}

/** BCP 47 locale for money and dates in a language. */
export function localeFor(code: string): string {
  const base = code.split('-')[0];
  return base === 'vi' ? 'vi-VN' : base === 'de' ? 'de-DE' : base === 'en' ? 'en-GB' : code;
}
