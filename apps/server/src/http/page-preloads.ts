import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DISH_IMAGE_SIZES, imageSrcSet } from '@app/contract';
import { tableNumberOf } from './table-page.js';

/**
 * Head tags that let the browser fetch a page's own code and its first picture right after the HTML,
 * in parallel, instead of discovering them one after the other (the start script, then the page's
 * chunk, then the menu, then the picture): on a slow phone connection each step is a round trip.
 */

/** The table page's first screen: its start (the featured row, with the largest picture, is part of it). */
const DINER_FIRST_SCREEN_CHUNKS = ['src/diner/boot.tsx'];

/**
 * The restaurant's default menu language for the table page (a guest who chose another keeps
 * theirs), and its menu read started with the HTML: the page asks for exactly this URL, so the
 * browser answers it from the preload instead of waiting for the page's code to ask.
 */
function dinerMenuPreload(defaultLanguage: string): string {
  const lang = encodeURIComponent(defaultLanguage);
  return `${defaultLanguageMeta(defaultLanguage)}<link rel="preload" as="fetch" crossorigin href="/api/Menu?lang=${escapeAttr(lang)}">`;
}

function defaultLanguageMeta(defaultLanguage: string): string {
  return `<meta name="diner-default-language" content="${escapeAttr(defaultLanguage)}">`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type Manifest = Record<string, ManifestChunk>;

/** The build's Vite manifest, or an empty one when the web app was built without it. */
function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * `modulepreload` for the given chunks of the build (keys of Vite's manifest, e.g.
 * `src/diner/boot.tsx`) and everything they import, and `preload` for their styles (or the stylesheets themselves). The start
 * script (`index.html`'s own entry) is already in the page. Empty without a manifest.
 */
function modulePreloads(manifest: Manifest, entries: string[], stylesApplied = false): string {
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
    ...[...styles].map((f) =>
      stylesApplied ? `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">` : `<link rel="preload" as="style" crossorigin href="/${escapeAttr(f)}">`,
    ),
    ...[...scripts].map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`),
  ].join('');
}

/** The table lookup the page makes for `/table/{n}`, started with the HTML; nothing for an address that is no table number. */
function tableLookupPreload(pathname: string): string {
  const number = tableNumberOf(pathname);
  if (!number) return '';
  return `<link rel="preload" as="fetch" crossorigin href="/api/Table/number/${escapeAttr(encodeURIComponent(number))}">`;
}

/** A high-priority preload of a dish picture at the sizes the table page draws it. */
function dishImagePreload(url: string | null | undefined): string {
  if (!url) return '';
  const srcSet = imageSrcSet(url);
  return srcSet
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(DISH_IMAGE_SIZES)}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(url)}">`;
}

/**
 * The head tags of the table page `/table/{n}`: its code, the UI texts of the restaurant's default
 * language (English's when the build has none for it, as the page itself falls back), that
 * language's menu read, the table lookup and the first picture. The manifest is read once.
 */
export function tablePageHead(webDist: string): (pathname: string, defaultLanguage: string, firstImage: string | null | undefined, drawn?: boolean) => string {
  const manifest = readManifest(webDist);
  const code = modulePreloads(manifest, DINER_FIRST_SCREEN_CHUNKS);
  // A drawn page is painted from its HTML: its stylesheet is applied from the head, not only fetched.
  const drawnCode = modulePreloads(manifest, DINER_FIRST_SCREEN_CHUNKS, true);
  const texts = new Map<string, string>();
  const textsFor = (lang: string) => {
    const base = lang.split('-')[0] ?? '';
    const ui = manifest[`src/locales/${base}/diner.json`] ? base : 'en';
    let tags = texts.get(ui);
    if (tags === undefined) {
      tags = modulePreloads(manifest, [`src/locales/${ui}/common.json`, `src/locales/${ui}/diner.json`]);
      texts.set(ui, tags);
    }
    return tags;
  };
  // A page the server drew carries its menu and table in its HTML: only the language is named.
  return (pathname, defaultLanguage, firstImage, drawn = false) =>
    (drawn ? drawnCode : code) +
    textsFor(defaultLanguage) +
    (drawn ? defaultLanguageMeta(defaultLanguage) : dinerMenuPreload(defaultLanguage) + tableLookupPreload(pathname)) +
    dishImagePreload(firstImage);
}
