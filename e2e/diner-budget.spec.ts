/**
 * What the guest's phone really downloads. Every script the table page fetches until the network
 * is idle is added up at its transferred (compressed) size: the `content-encoding` body size when
 * the server compresses, else the gzip size of the body (what any compressing server would send).
 * The table page stays under 90 kB and never fetches the back office; the sign-in page stays
 * under 110 kB and fetches nothing of the signed-in back office.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { XHR } from './support/auth';
import { DEMO_PASSWORD } from './support/users';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  backOfficeFiles,
  DINER_BUDGET_BYTES,
  formatKb,
  heavyLibrariesIn,
  LOGIN_BUDGET_BYTES,
  measureDinerFirstLoad,
  signedInBackOfficeFiles,
} from '../apps/web/src/diner/bundle-budget';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

test.use({ viewport: { width: 390, height: 844 } });

interface Fetched {
  file: string;
  type: 'js' | 'css' | 'other';
  compressed: number;
  encoding: string | null;
}

async function compressedSize(response: Response): Promise<{ size: number; encoding: string | null }> {
  const encoding = response.headers()['content-encoding'] ?? null;
  if (encoding && encoding !== 'identity') {
    const sizes = await response.request().sizes();
    if (sizes.responseBodySize >= 0) return { size: sizes.responseBodySize, encoding };
    // Chromium does not report the size of a response it fetched ahead (prefetched chunks): the
    // server sent the build's precompressed variant, byte for byte.
    const variant = join(dist, `${new URL(response.url()).pathname}.${encoding === 'br' ? 'br' : 'gz'}`);
    return { size: statSync(variant).size, encoding };
  }
  return { size: gzipSync(await response.body()).length, encoding: null };
}

/** Loads `path` and records every same-origin file until the network is idle. */
async function record(page: Page, path: string, ready: () => Promise<void>): Promise<Fetched[]> {
  const pending: Promise<Fetched | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() !== 200 || !url.pathname.startsWith('/assets/')) return;
    const file = url.pathname.replace(/^\//, '');
    const type = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other';
    pending.push(
      compressedSize(response).then(
        ({ size, encoding }) => ({ file, type, compressed: size, encoding }),
        () => null,
      ),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((f): f is Fetched => f !== null);
}

function report(name: string, files: Fetched[]): number {
  const js = files.filter((f) => f.type === 'js');
  const total = js.reduce((sum, f) => sum + f.compressed, 0);
  const lines = js
    .sort((a, b) => b.compressed - a.compressed)
    .map((f) => `  ${formatKb(f.compressed).padStart(9)} ${f.encoding ?? 'gzip(computed)'}  ${f.file}`)
    .join('\n');
  console.log(
    `${name}: ${formatKb(total)} compressed JS until idle\n${lines}\n  css: ${files
      .filter((f) => f.type === 'css')
      .map((f) => `${f.file} ${formatKb(f.compressed)}`)
      .join(', ')}`,
  );
  test.info().annotations.push({ type: `${name} JS (compressed)`, description: formatKb(total) });
  return total;
}

test('table page: at most 90 kB of compressed JS until idle, nothing of the back office', async ({ page }) => {
  const build = measureDinerFirstLoad(dist);
  expect(heavyLibrariesIn(dist, build)).toEqual([]);

  const files = await record(page, '/table/1', () => expect(page.getByTestId('product-grid')).toBeVisible());
  const total = report('table page', files);
  for (const { file } of build.files)
    expect(
      files.map((f) => f.file),
      `${file} is loaded`,
    ).toContain(file);
  const backOffice = backOfficeFiles(dist);
  expect(files.filter((f) => backOffice.has(f.file)).map((f) => f.file)).toEqual([]);
  // One stylesheet, the diner's own.
  expect(files.filter((f) => f.type === 'css')).toHaveLength(1);
  expect(total).toBeLessThanOrEqual(DINER_BUDGET_BYTES);
});

test('sign-in page: nothing of the signed-in back office before signing in', async ({ page }) => {
  const files = await record(page, '/admin/login', () => expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible());
  report('/admin/login', files);
  const signedIn = signedInBackOfficeFiles(dist);
  expect(signedIn.size).toBeGreaterThan(5);
  expect(files.filter((f) => signedIn.has(f.file)).map((f) => f.file)).toEqual([]);
});

for (const [path, heading] of [
  ['/admin/forgot-password', 'Quên mật khẩu'],
  ['/admin/reset-password?token=a-token-from-the-mail', 'Đặt lại mật khẩu'],
] as const) {
  test(`${path.split('?')[0]}: the sign-in page's small start, within its budget`, async ({ page }) => {
    const files = await record(page, path, () => expect(page.getByRole('heading', { name: heading })).toBeVisible());
    const total = report(path.split('?')[0]!, files);
    const signedIn = signedInBackOfficeFiles(dist);
    expect(files.filter((f) => signedIn.has(f.file)).map((f) => f.file)).toEqual([]);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });
}

test('sign-in page: at most 110 kB of compressed JS', async ({ page }) => {
  const files = await record(page, '/admin/login', () => expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible());
  const total = files.filter((f) => f.type === 'js').reduce((sum, f) => sum + f.compressed, 0);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

test('table page: nothing shifts while it loads (CLS at most 0.02)', async ({ page, request }) => {
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: DEMO_PASSWORD } })).status()).toBe(200);
  const tables = ((await (await request.get('/api/Table')).json()) as { data: { tableNumber: string; qrUrl: string }[] }).data;
  const url = new URL(tables[0].qrUrl);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
  console.log(`table page CLS: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThanOrEqual(0.02);
});
