/**
 * Reads the server's message catalogs without zod or i18next, so the server and the smallest web
 * chunks can use it. Catalogs are `{ area: { name: text } }` with i18next's `{{name}}` parameters.
 */
import type { MessageParams } from './catalog.js';

type Texts = Readonly<Record<string, Readonly<Record<string, string | undefined>>>>;

/**
 * The catalog's text for `key` (`area.name`), or undefined when it has none. With a `count` and
 * the catalog's language, a message kept in plural forms gives the form for that count.
 */
export function messageText(catalog: Texts, key: string, plural?: { count: number; language: string }): string | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const area = catalog[key.slice(0, dot)];
  const read = (name: string) => (area && Object.hasOwn(area, name) && typeof area[name] === 'string' ? area[name] : undefined);
  const name = key.slice(dot + 1);
  if (plural) {
    const form = read(`${name}_${new Intl.PluralRules(plural.language).select(plural.count)}`) ?? read(`${name}_other`);
    if (form !== undefined) return form;
  }
  return read(name) ?? read(`${name}_other`);
}

/** Fills `{{name}}` parameters; an unknown parameter stays as written, so a gap shows. */
export function fillParams(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/**
 * The message for `key` filled with `params`, or undefined when the catalog does not know the key.
 * `$t(serverMessages:area.name)` in a text is another message of the catalog (an order status
 * named in a refusal), read after the parameters are filled, as i18next does (which needs the
 * namespace the web loads the catalog as).
 */
export function renderMessage(catalog: Texts, key: string, params?: MessageParams, language = 'vi'): string | undefined {
  const count = params?.count;
  const text = messageText(catalog, key, typeof count === 'number' ? { count, language } : undefined);
  if (text === undefined) return undefined;
  return fillParams(text, params).replace(/\$t\((?:\w+:)?([\w.]+)\)/g, (whole, nested: string) => messageText(catalog, nested) ?? whole);
}

/** The `{{name}}` parameters a text uses, sorted: the same key has the same ones in every language. */
export function messageParams(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
