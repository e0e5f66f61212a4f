import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DISH_IMAGE_SIZES, imageSrcSet } from '@app/contract';

/**
 * Head tags that let the browser fetch a page's own code and its first picture right after the HTML,
 * in parallel, instead of discovering them one after the other (the start script, then the page's
 * chunk, then the menu, then the picture): on a slow phone connection each step is a round trip.
 */

/** The table page's first screen: its start (the featured row, with the largest picture, is part of it). */
export const DINER_FIRST_SCREEN_CHUNKS = ['src/diner/boot.tsx'];

/** Languages with the table page's UI texts (`src/locales/<code>/diner.json`); others read English. */
const DINER_UI_LANGUAGES = ['vi', 'en', 'de'];

/** The UI texts the table page loads for a menu language: its own catalogs, else English's. */
export function dinerCatalogChunks(menuLanguage: string): string[] {
  const base = menuLanguage.split('-')[0] ?? '';
  const ui = DINER_UI_LANGUAGES.includes(base) ? base : 'en';
  return [`src/locales/${ui}/common.json`, `src/locales/${ui}/diner.json`];
}

/**
 * The restaurant's default menu language for the table page (a guest who chose another keeps
 * theirs), and its menu read started with the HTML: the page asks for exactly this URL, so the
 * browser answers it from the preload instead of waiting for the page's code to ask.
 */
export function dinerMenuPreload(defaultLanguage: string): string {
  const lang = encodeURIComponent(defaultLanguage);
  return `<meta name="diner-default-language" content="${escapeAttr(defaultLanguage)}"><link rel="preload" as="fetch" crossorigin href="/api/Menu?lang=${escapeAttr(lang)}">`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `modulepreload` for the given chunks of the build (keys of Vite's manifest, e.g.
 * `src/diner/boot.tsx`) and everything they import, and `preload` for their styles. The start
 * script (`index.html`'s own entry) is already in the page. Empty without a manifest.
 */
export function modulePreloads(webDist: string, entries: string[]): string {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [
    ...[...styles].map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeAttr(f)}">`),
    ...[...scripts].map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`),
  ].join('');
}

/** The table lookup the page makes for `/table/{n}`, started with the HTML; nothing for an address that is no table number. */
export function tableLookupPreload(pathname: string): string {
  const match = /^\/table\/([^/]+)\/?$/.exec(pathname);
  let number: string;
  try {
    number = decodeURIComponent(match?.[1] ?? '');
  } catch {
    return '';
  }
  if (!number || number.length > 20 || !/^[\p{L}\p{N}_-]+$/u.test(number)) return '';
  return `<link rel="preload" as="fetch" crossorigin href="/api/Table/number/${escapeAttr(encodeURIComponent(number))}">`;
}

/** A high-priority preload of a dish picture at the sizes the table page draws it. */
export function dishImagePreload(url: string | null | undefined): string {
  if (!url) return '';
  const srcSet = imageSrcSet(url);
  return srcSet
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(DISH_IMAGE_SIZES)}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(url)}">`;
}
