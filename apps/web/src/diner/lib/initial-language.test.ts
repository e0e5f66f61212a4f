// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_CACHE_KEY, GUEST_LANGUAGE_KEY, initialMenuLanguage } from './language';

afterEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
});

const pageSays = (code: string) => {
  document.head.innerHTML = `<meta name="diner-default-language" content="${code}">`;
};

it("asks first for the guest's own choice, else the default the page's HTML names, else the last default seen, else German", () => {
  expect(initialMenuLanguage()).toBe('de');
  window.localStorage.setItem(DEFAULT_LANGUAGE_CACHE_KEY, 'en');
  expect(initialMenuLanguage()).toBe('en');
  pageSays('vi');
  expect(initialMenuLanguage()).toBe('vi');
  window.localStorage.setItem(GUEST_LANGUAGE_KEY, 'fr');
  expect(initialMenuLanguage()).toBe('fr');
});

it('ignores a default that is not a language code', () => {
  pageSays('"><script>');
  expect(initialMenuLanguage()).toBe('de');
});
