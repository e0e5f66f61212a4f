/**
 * The diner's first-load JavaScript, measured from a built `apps/web/dist` (Node only; used by
 * bundle-size.test.ts and the browser tests, never by the page). "First load" = the entry
 * chunk of index.html and the diner route chunk, each with its static imports. Chunks the page
 * loads later (carousel engine, dialogs, live updates) and the text catalogs are reported
 * separately.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** 130 kB as build tools print it (1 kB = 1000 bytes), gzip at the usual level 6: the stricter reading. */
export const DINER_BUDGET_BYTES = 130_000;
export const DINER_ROUTE_SOURCE = 'src/diner/DinerPage.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BudgetReport {
  /** Files counted in the first load, with their gzip size. */
  files: { file: string; gzip: number }[];
  totalGzip: number;
  entryFile: string;
  /** Lazily loaded by the diner route after it rendered (not counted). */
  deferred: { file: string; gzip: number }[];
  /** Catalog chunks of one language (common + diner), not counted. */
  catalogs: { file: string; gzip: number }[];
}

export function manifestPath(dist: string): string {
  return join(dist, '.vite', 'manifest.json');
}

export function hasBuild(dist: string): boolean {
  return existsSync(join(dist, 'index.html')) && existsSync(manifestPath(dist));
}

function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/** Every chunk key reachable from `key` through static imports (the ones the browser must fetch). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function measureDinerFirstLoad(dist: string, language = 'de'): BudgetReport {
  const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const script = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].file === script);
  if (!script || !entryKey) throw new Error('Entry chunk of index.html not found in the Vite manifest');
  if (!manifest[DINER_ROUTE_SOURCE]) throw new Error(`${DINER_ROUTE_SOURCE} is not a chunk of its own in the manifest`);

  const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, DINER_ROUTE_SOURCE)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const counted = files.map((file) => ({ file, gzip: gzipSize(dist, file) }));

  const deferredKeys = new Set<string>();
  for (const k of keys) {
    if (!manifest[k].src?.startsWith('src/diner/')) continue;
    for (const d of manifest[k].dynamicImports ?? []) for (const c of staticClosure(manifest, d)) if (!keys.has(c)) deferredKeys.add(c);
  }
  const catalogs = Object.keys(manifest)
    .filter((k) => k === `src/locales/${language}/common.json` || k === `src/locales/${language}/diner.json`)
    .map((k) => ({ file: manifest[k].file, gzip: gzipSize(dist, manifest[k].file) }));

  return {
    files: counted.sort((a, b) => b.gzip - a.gzip),
    totalGzip: counted.reduce((sum, f) => sum + f.gzip, 0),
    entryFile: script,
    deferred: [...deferredKeys].map((k) => ({ file: manifest[k].file, gzip: gzipSize(dist, manifest[k].file) })),
    catalogs,
  };
}

/** Markers of libraries that must stay out of the diner's first load (validation, sockets, Radix, charts, forms). */
const HEAVY_MARKERS: [string, RegExp][] = [
  ['zod', /ZodError|\$ZodType/],
  ['socket.io-client', /engine\.io|socket\.io-parser/i],
  ['Radix UI', /DismissableLayer|FocusScope|data-radix/],
  ['recharts', /recharts/],
  ['react-hook-form', /useFormContext|react-hook-form/],
  ['TanStack Query', /QueryClient/],
];

/** Heavy libraries found in the counted files (should be none). */
export function heavyLibrariesIn(dist: string, report: BudgetReport): string[] {
  const found = new Set<string>();
  for (const { file } of report.files) {
    // Chunk file names in the preload map ('assets/QueryClientProvider-x.js') are not code.
    const code = readFileSync(join(dist, file), 'utf8').replace(/assets\/[\w.-]+\.(?:js|css)/g, '');
    for (const [name, marker] of HEAVY_MARKERS) if (marker.test(code)) found.add(`${name} (${file})`);
  }
  return [...found];
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
