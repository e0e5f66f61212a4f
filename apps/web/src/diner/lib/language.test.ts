import { describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES, localeFor, nativeLanguageName, OWN_LANGUAGE_NAMES, resolveMenuLanguage, uiLanguageFor } from './language';

describe('diner language', () => {
  it("uses the guest's choice, else the restaurant default, else German", () => {
    expect(resolveMenuLanguage('vi', 'de')).toBe('vi');
    expect(resolveMenuLanguage(null, 'en')).toBe('en');
    expect(resolveMenuLanguage(null, undefined)).toBe('de');
    expect(resolveMenuLanguage(null, 'not a code!')).toBe('de');
  });

  it('shows UI texts from a catalog we have, English for other foreign languages', () => {
    expect(uiLanguageFor('vi')).toBe('vi');
    expect(uiLanguageFor('de')).toBe('de');
    expect(uiLanguageFor('en')).toBe('en');
    expect(uiLanguageFor('fr')).toBe('en');
  });

  it('knows the UI languages from the catalog folders present', () => {
    expect([...CATALOG_LANGUAGES].sort()).toEqual(['de', 'en', 'vi']);
  });

  it('names languages in their own language', () => {
    expect(nativeLanguageName('de', 'Tiếng Đức')).toBe('Deutsch');
    expect(nativeLanguageName('en', 'Tiếng Anh')).toBe('English');
    expect(nativeLanguageName('vi', 'x')).toBe('Tiếng Việt');
    // Not in the written list: Intl names it, else the name staff gave.
    expect(nativeLanguageName('uk', 'Tiếng Ukraina')).toBe('Українська');
    expect(nativeLanguageName('zz', 'Khác')).toBe('Khác');
  });

  it('writes the names Intl would give', () => {
    for (const [code, name] of Object.entries(OWN_LANGUAGE_NAMES)) {
      const intl = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
      expect(name, code).toBe(intl.charAt(0).toLocaleUpperCase(code) + intl.slice(1));
    }
  });

  it('formats in the guest locale', () => {
    expect(localeFor('vi')).toBe('vi-VN');
    expect(localeFor('de')).toBe('de-DE');
  });
});
