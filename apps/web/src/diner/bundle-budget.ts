/**
 * The diner's first-load JavaScript, measured from a built `apps/web/dist` (Node only; used by
 * bundle-size.test.ts and the browser tests, never by the page). "First load" = the entry
 * chunk of index.html and the diner's boot chunk, each with its static imports. Chunks the page
 * loads later (carousel engine, dialogs, live updates) and the text catalogs are reported
 * separately; the browser test adds them up as they are really fetched until the page is idle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The table page's JavaScript until it is idle, compressed as sent (gzip at the usual level 6
 * when the server does not compress): 90 kB as build tools print it (1 kB = 1000 bytes).
 */
export const DINER_BUDGET_BYTES = 90_000;
/** The back office's sign-in page, same measure. */
export const LOGIN_BUDGET_BYTES = 110_000;
export const DINER_ROUTE_SOURCE = 'src/diner/boot.tsx';
export const ADMIN_ROUTE_SOURCE = 'src/admin-boot.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
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

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(manifestPath(dist), 'utf8')) as Manifest;
}

function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/** The manifest's entry for a chunk key that the manifest itself listed. */
function chunkOf(manifest: Manifest, key: string): Manifest[string] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  return chunk;
}

/** Every chunk key reachable from `key` through static imports (the ones the browser must fetch). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of chunkOf(manifest, key).imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function measureDinerFirstLoad(dist: string, language = 'de'): BudgetReport {
  const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const script = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
  const entryKey = Object.keys(manifest).find((k) => chunkOf(manifest, k).isEntry && chunkOf(manifest, k).file === script);
  if (!script || !entryKey) throw new Error('Entry chunk of index.html not found in the Vite manifest');
  if (!manifest[DINER_ROUTE_SOURCE]) throw new Error(`${DINER_ROUTE_SOURCE} is not a chunk of its own in the manifest`);

  const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, DINER_ROUTE_SOURCE)]);
  const files = [...keys].map((k) => chunkOf(manifest, k).file).filter((f) => f.endsWith('.js'));
  const counted = files.map((file) => ({ file, gzip: gzipSize(dist, file) }));

  const deferredKeys = new Set<string>();
  for (const k of keys) {
    if (!chunkOf(manifest, k).src?.startsWith('src/diner/')) continue;
    for (const d of chunkOf(manifest, k).dynamicImports ?? []) for (const c of staticClosure(manifest, d)) if (!keys.has(c)) deferredKeys.add(c);
  }
  const catalogs = Object.keys(manifest)
    .filter((k) => k === `src/locales/${language}/common.json` || k === `src/locales/${language}/diner.json`)
    .map((k) => ({ file: chunkOf(manifest, k).file, gzip: gzipSize(dist, chunkOf(manifest, k).file) }));

  return {
    files: counted.sort((a, b) => b.gzip - a.gzip),
    totalGzip: counted.reduce((sum, f) => sum + f.gzip, 0),
    entryFile: script,
    deferred: [...deferredKeys].map((k) => ({ file: chunkOf(manifest, k).file, gzip: gzipSize(dist, chunkOf(manifest, k).file) })),
    catalogs,
  };
}

/** Every chunk key reachable from `key` through static and dynamic imports. */
function fullClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  const chunk = chunkOf(manifest, key);
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) fullClosure(manifest, dep, seen);
  return seen;
}

/**
 * Files (scripts and styles) that only the back office uses: everything it can load that the
 * table page can never load, plus the catalogs of the back office's namespaces.
 */
export function backOfficeFiles(dist: string): Set<string> {
  const manifest = readManifest(dist);
  const diner = fullClosure(manifest, DINER_ROUTE_SOURCE);
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = chunkOf(manifest, key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  };
  for (const key of fullClosure(manifest, ADMIN_ROUTE_SOURCE)) if (!diner.has(key) && !key.startsWith('src/locales/')) add(key);
  for (const key of Object.keys(manifest)) if (/^src\/locales\/[^/]+\/(?!common|diner)[\w-]+\.json$/.test(key)) add(key);
  return files;
}

/** Chunks of the signed-in back office (its start, app, layout and pages): the pages before signing in must not fetch them. */
export function signedInBackOfficeFiles(dist: string): Set<string> {
  const manifest = readManifest(dist);
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/^src\/(admin-boot\.tsx$|admin\/)/.test(key)) files.add(chunk.file);
  }
  return files;
}

/** Markers of libraries that must stay out of the diner's first load (React DOM, i18next, router, toasts, validation, sockets, Radix, charts, forms). */
const HEAVY_MARKERS: [string, RegExp][] = [
  ['react-dom (the diner runs on Preact)', /__CLIENT_INTERNALS_DO_NOT_USE|react-dom\.production/],
  ['i18next', /i18next::|initImmediate/],
  ['react-router', /useNavigate\(\) may be used only|react-router/],
  ['react-hot-toast', /react-hot-toast|data-rht-toaster/],
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
