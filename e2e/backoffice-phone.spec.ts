/**
 * The back office on a phone (390 x 844): list pages never scroll sideways; their tables turn
 * into cards, so the orders page shows each order's id next to its actions.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi, XHR } from './support/auth';
import { saveScreen, VIEWPORTS } from './support/screens';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

/** What scrolls sideways: the page itself, measured the way the browser scrolls it. */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
}

/** Boxes inside the page that scroll sideways themselves (a wide table in a scroller). */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`),
  );
}

const LIST_PAGES = [
  '/admin/orders',
  '/admin/products',
  '/admin/categories',
  '/admin/tables',
  '/admin/users',
  '/admin/language',
  '/admin/order-history',
  '/admin/call-history',
  '/admin/notifications',
  '/admin/dashboard',
  '/admin/image-manager',
  '/admin/restaurant-info',
] as const;

test('list pages fit a phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, 'admin');
  await page.setViewportSize(VIEWPORTS.phone);
  for (const path of LIST_PAGES) {
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
    expect(scrollWidth, `${path}: ${scrollWidth} > ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
    expect(await sidewaysScrollers(page), path).toEqual([]);
  }
});

test('the orders page on a phone shows each order as a card with its id and actions', async ({ page }) => {
  await signInViaApi(page, 'admin');
  // A fresh order, so the list has one with every action (view, edit, delete).
  const tables = (await (await page.request.get('/api/Table')).json()) as { data: { id: number; qrUrl: string | null; isActive: boolean }[] };
  const table = tables.data.find((t) => t.isActive && t.qrUrl)!;
  const products = (await (await page.request.get('/api/Product')).json()) as { id: number; isActive: boolean; optionGroups: unknown[] }[];
  const placed = await page.request.post('/api/Order', {
    headers: { ...XHR, 'X-Table-Key': new URL(table.qrUrl!).searchParams.get('k')!, 'Idempotency-Key': crypto.randomUUID() },
    data: { tableId: table.id, orderItems: [{ productId: products.find((p) => p.isActive && p.optionGroups.length === 0)!.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/admin/orders`);
  await page.getByRole('searchbox').first().fill(String(orderId));
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`#?${orderId}\\b`) }) })
    .first();
  await expect(row.getByText(`#${orderId}`, { exact: true })).toBeInViewport();
  await expect(row.getByRole('button', { name: new RegExp(`${orderId}`) }).first()).toBeInViewport();
  const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'orders-cards', 'phone');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: '.tmp/screens/orders-cards-1024.png' });
  const wide = await sidewaysOverflow(page);
  expect(wide.scrollWidth).toBeLessThanOrEqual(wide.clientWidth);
});
