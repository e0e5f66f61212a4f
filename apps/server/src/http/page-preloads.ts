import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DISH_IMAGE_SIZES, imageSrcSet } from '@app/contract';

/**
 * Head tags that let the browser fetch a page's own code and its first picture right after the HTML,
 * in parallel, instead of discovering them one after the other (the start script, then the page's
 * chunk, then the menu, then the picture): on a slow phone connection each step is a round trip.
 */

/** The table page's first screen: its start and the featured carousel, which holds the largest picture. */
export const DINER_FIRST_SCREEN_CHUNKS = ['src/diner/boot.tsx', 'src/diner/components/FeaturedCarousel.tsx'];

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

/** A high-priority preload of a dish picture at the sizes the table page draws it. */
export function dishImagePreload(url: string | null | undefined): string {
  if (!url) return '';
  const srcSet = imageSrcSet(url);
  return srcSet
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(DISH_IMAGE_SIZES)}">`
    : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(url)}">`;
}
