/**
 * Reads the server's message catalogs without zod or i18next, so the server and the smallest web
 * chunks can use it. Catalogs are `{ area: { name: text } }` with i18next's `{{name}}` parameters.
 */
import type { MessageParams } from './catalog.js';

type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The catalog's text for `key` (`area.name`), or undefined when it has none. */
export function messageText(catalog: Texts, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const area = catalog[key.slice(0, dot)];
  const text = area && Object.hasOwn(area, key.slice(dot + 1)) ? area[key.slice(dot + 1)] : undefined;
  return typeof text === 'string' ? text : undefined;
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
export function renderMessage(catalog: Texts, key: string, params?: MessageParams): string | undefined {
  const text = messageText(catalog, key);
  if (text === undefined) return undefined;
  return fillParams(text, params).replace(/\$t\((?:\w+:)?([\w.]+)\)/g, (whole, nested: string) => messageText(catalog, nested) ?? whole);
}

/** The `{{name}}` parameters a text uses, sorted: the same key has the same ones in every language. */
export function messageParams(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}
