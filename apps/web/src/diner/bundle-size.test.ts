import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD } from '../../vite/eager-first-load';
import { DINER_BUDGET_BYTES, formatKb, hasBuild, heavyLibrariesIn, measureDinerFirstLoad, readManifest } from './bundle-budget';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const built = hasBuild(dist);

describe('diner first-load JavaScript budget', () => {
  it.skipIf(!built)('entry + diner boot chunk (with their static imports) stay under 90 kB gzip', () => {
    const report = measureDinerFirstLoad(dist);
    const lines = report.files.map((f) => `  ${formatKb(f.gzip).padStart(9)}  ${f.file}`).join('\n');
    console.info(
      `diner first load: ${formatKb(report.totalGzip)} gzip (budget ${formatKb(DINER_BUDGET_BYTES)})\n${lines}\n` +
        `  after first paint: ${report.deferred.map((f) => `${f.file} ${formatKb(f.gzip)}`).join(', ')}\n` +
        `  catalogs (de): ${report.catalogs.map((f) => `${f.file} ${formatKb(f.gzip)}`).join(', ')}`,
    );
    expect(report.files.some((f) => f.file === report.entryFile)).toBe(true);
    // The diner chunk must not drag the back office, React, zod or the socket library into the first load.
    expect(heavyLibrariesIn(dist, report)).toEqual([]);
    expect(report.totalGzip).toBeLessThan(DINER_BUDGET_BYTES);
  });

  it.skipIf(!built)('the first load is compiled while it downloads; the back office is compiled as it runs', () => {
    const startsWithHint = (file: string) => readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_ALL_ON_LOAD);
    const report = measureDinerFirstLoad(dist);
    expect(report.files.length).toBeGreaterThan(1);
    for (const { file } of report.files) expect(startsWithHint(file), file).toBe(true);
    for (const { file } of report.deferred) expect(startsWithHint(file), file).toBe(false);
    expect(startsWithHint(readManifest(dist)['src/admin/AdminApp.tsx']!.file)).toBe(false);
  });

  it.skipIf(built)('is measured once the web app is built', () => {
    console.warn('apps/web/dist is missing: run `npm run build` to measure the diner bundle budget (the browser tests measure it too).');
  });
});
