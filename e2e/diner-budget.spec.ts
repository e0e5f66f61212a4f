/**
 * The diner's first-load JavaScript budget (< 130 kB gzip), measured on the build the browser
 * tests run against, and checked against what the browser really fetches for a table page.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DINER_BUDGET_BYTES, formatKb, heavyLibrariesIn, measureDinerFirstLoad } from '../apps/web/src/diner/bundle-budget';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

test.use({ viewport: { width: 390, height: 844 } });

test('diner first load stays under 130 kB gzip and pulls in nothing else', async ({ page }) => {
  const report = measureDinerFirstLoad(dist);
  test.info().annotations.push({ type: 'diner first-load JS (gzip)', description: formatKb(report.totalGzip) });
  console.log(`diner first-load JS: ${formatKb(report.totalGzip)} gzip (${report.files.map((f) => `${f.file} ${formatKb(f.gzip)}`).join(', ')})`);
  expect(report.totalGzip).toBeLessThan(DINER_BUDGET_BYTES);
  expect(heavyLibrariesIn(dist, report)).toEqual([]);

  // What the browser fetches for a table page: the counted chunks, the catalogs and the
  // deferred chunks (carousel, dialogs, live updates) - never the back office.
  const scripts: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.replace(/^\//, ''));
  });
  await page.goto('/table/1');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = new Set(report.files.map((f) => f.file));
  for (const file of counted) expect(scripts, `${file} is loaded`).toContain(file);
  expect(scripts.filter((s) => /AdminApp|AuthShell|admin-/.test(s))).toEqual([]);
});
