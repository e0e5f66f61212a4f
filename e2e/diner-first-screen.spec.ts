/**
 * The table page drawn by the server for a guest's first visit: without JavaScript the guest
 * already sees the restaurant, the table, the featured dish and the menu's first page, styled;
 * with it, the page keeps the server's elements (nothing is built again), asks for neither the
 * menu nor the table, and works. A guest who chose another language gets theirs over the drawing.
 * The service worker still keeps the menu the drawing carried, for a visit without a network.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XHR } from './support/auth';
import { saveScreen } from './support/screens';
import { DEMO_PASSWORD } from './support/users';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

interface ApiProduct {
  id: number;
  name: string;
  isActive: boolean;
  optionGroups: unknown[];
}

async function qrPath(request: APIRequestContext, tableNumber: string): Promise<string> {
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: DEMO_PASSWORD } })).status()).toBe(200);
  const tables = ((await (await request.get('/api/Table')).json()) as { data: { tableNumber: string; qrUrl: string }[] }).data;
  let table = tables.find((t) => t.tableNumber === tableNumber);
  if (!table) {
    const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber, capacity: 4, location: 'E2E' } });
    expect(created.status()).toBe(201);
    table = (await created.json()) as { tableNumber: string; qrUrl: string };
  }
  const url = new URL(table.qrUrl);
  return `${url.pathname}${url.search}`;
}

async function defaultLanguage(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/Settings/public')).json()) as { dinerDefaultLanguage: string }).dinerDefaultLanguage;
}

/** A UI text of the page in a language (the page's own catalogs), with its placeholders filled. */
function text(lang: string, ns: 'common' | 'diner', key: string, vars: Record<string, string | number> = {}): string {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/locales/${lang}/${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}

/** The menu and table reads the page makes while it opens. */
function dataReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/Menu' || pathname.startsWith('/api/Table/number/')) reads.push(pathname);
  });
  return reads;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the guest sees the restaurant, the table, the featured dish and the first page of the menu, styled', async ({ page, request }) => {
    const path = await qrPath(request, '71');
    const lang = await defaultLanguage(request);
    const info = (await (await request.get(`/api/RestaurantInfo?lang=${lang}`)).json()) as { name: string };
    const dishes = (await (await request.get(`/api/Product?lang=${lang}`)).json()) as ApiProduct[];
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await expect(page.locator('h1')).toHaveText(info.name);
    await expect(page).toHaveTitle(text(lang, 'diner', 'document.title', { restaurant: info.name, number: '71' }));
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(6);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(dishes[0]!.name);
    await expect(page.getByTestId('featured').locator('[data-slide]').first()).toBeVisible();
    await expect(page.getByTestId('menu-count')).toContainText(String(dishes.length));
    // Styled from the head: the header is a sticky white bar, not the browser's default.
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // No loading screen anywhere in the drawing.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    for (const device of ['phone', 'tablet', 'desktop'] as const) await saveScreen(page, 'diner-first-screen-no-js', device);
  });
});

test('the page keeps the server’s drawing, reads neither menu nor table again, and works', async ({ page, request }) => {
  const path = await qrPath(request, '72');
  const reads = dataReads(page);
  // Every card of the drawing gets a mark the browser's own drawing would not have.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('[data-testid="product-card"], h1')) (el as unknown as { drawnByServer: boolean }).drawnByServer = true;
    });
  });
  await page.goto(path);
  const lang = await defaultLanguage(request);
  const dishes = (await (await request.get(`/api/Product?lang=${lang}`)).json()) as ApiProduct[];
  const dish = dishes.slice(0, 6).find((p) => p.isActive && p.optionGroups.length === 0)!;
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });

  // Working: the quantity and the cart answer (the page's code has taken over the drawing).
  await card.getByRole('button', { name: text(lang, 'diner', 'product.increase', { name: dish.name }) }).click();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The same elements: kept, not built again; nothing doubled.
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(6);
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="product-card"], h1')].every((el) => (el as unknown as { drawnByServer?: boolean }).drawnByServer === true),
  );
  expect(kept, 'the cards and the heading are the server’s elements').toBe(true);
  // The table key left the address, as on any visit.
  expect(new URL(page.url()).search).toBe('');
  expect(reads, 'menu and table came with the page').toEqual([]);
  // The next page of the menu is drawn by the page itself.
  await page.getByRole('button', { name: text(lang, 'common', 'pager.page', { page: 2 }) }).click();
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(dishes[6]!.name);
});

test('a guest who chose another language gets it over the drawing', async ({ page, request }) => {
  const path = await qrPath(request, '73');
  const lang = await defaultLanguage(request);
  const other = lang === 'vi' ? 'en' : 'vi';
  await page.addInitScript((code) => window.localStorage.setItem('language', code), other);
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
  const dishes = (await (await request.get(`/api/Product?lang=${other}`)).json()) as ApiProduct[];
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(dishes[0]!.name);
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(6);
  await expect(page.locator('h1')).toHaveCount(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a drawn page read nothing, yet its menu is kept: the next visit opens without a network', async ({ page, context, request }) => {
    const path = await qrPath(request, '74');
    const lang = await defaultLanguage(request);
    const dishes = (await (await request.get(`/api/Product?lang=${lang}`)).json()) as ApiProduct[];
    const reads = dataReads(page);
    await page.goto(path);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });
    // The worker fetched the drawn page's menu read itself.
    await expect
      .poll(() => page.evaluate(async (code) => !!(await caches.match(new URL(`/api/Menu?lang=${code}`, location.origin).href)), lang), { timeout: 10_000 })
      .toBe(true);
    expect(
      reads.filter((r) => r === '/api/Menu'),
      'the page itself read no menu',
    ).toEqual([]);

    await context.setOffline(true);
    await page.goto('/table/74');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(6);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(dishes[0]!.name);
    await context.setOffline(false);
  });
});
