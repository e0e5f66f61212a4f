/**
 * The table page as a document and for keyboard and screen-reader users: one h1 (the restaurant),
 * a title with the restaurant and the table, `<html lang>` following the language, robots.txt,
 * skip links, focus kept after adding a dish, visible texts inside accessible names (axe with its
 * label-in-name rule on the page and its dialogs), deep links to parent categories, the table key
 * checked on load, and the order bar holding only this guest's orders.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XHR } from './support/auth';
import { DEMO_PASSWORD } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  isActive: boolean;
  categoryId: number | null;
  additionalCategoryIds: number[];
  optionGroups: unknown[];
}
interface ApiCategory {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
}

async function qrPath(request: APIRequestContext, tableNumber: string): Promise<{ path: string; id: number }> {
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: DEMO_PASSWORD } })).status()).toBe(200);
  const tables = ((await (await request.get('/api/Table')).json()) as { data: { id: number; tableNumber: string; qrUrl: string }[] }).data;
  let table = tables.find((t) => t.tableNumber === tableNumber);
  if (!table) {
    const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber, capacity: 4, location: 'E2E' } });
    expect(created.status()).toBe(201);
    table = (await created.json()) as { id: number; tableNumber: string; qrUrl: string };
  }
  const url = new URL(table.qrUrl);
  return { path: `${url.pathname}${url.search}`, id: table.id };
}

async function openAsGuest(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'vi');
  });
  await page.goto(path);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

/** WCAG A/AA plus the experimental label-in-name rule (visible text inside the accessible name). */
async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => v.id === 'label-content-name-mismatch' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(found, found.join('\n')).toEqual([]);
}

async function placeOrder(page: Page, dish: ApiProduct): Promise<number> {
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
  await card.getByRole('button', { name: `Tăng số lượng ${dish.name}` }).click();
  await card.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  // The table's shared cart becomes the order.
  const placed = page.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await page.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
  const response = await placed;
  expect(response.status()).toBe(200);
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill('');
  return ((await response.json()) as { order: { id: number } }).order.id;
}

test('document: one h1, title with restaurant and table, lang follows the language, robots.txt', async ({ page, request }) => {
  const { path } = await qrPath(request, '63');
  const info = (await (await request.get('/api/RestaurantInfo?lang=vi')).json()) as { name: string };
  await openAsGuest(page, path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(info.name);
  await expect(page).toHaveTitle(`${info.name} – Bàn 63`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(info.name));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByText('Table 63')).toBeVisible();
  await expect(page).toHaveTitle(/ – Table 63$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/table/', '/admin/', '/api/']) expect(text).toContain(`Disallow: ${path}`);
  const manifest = await request.get('/manifest.webmanifest');
  expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThan(1);
});

test('keyboard: skip links first, focus stays on the card after adding, label-in-name holds on the page and its dialogs', async ({ page, request }) => {
  // Four axe scans and an order: slow on a busy machine.
  test.setTimeout(90_000);
  const { path } = await qrPath(request, '64');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const dish = products.find((p) => p.isActive && p.optionGroups.length === 0)!;
  await openAsGuest(page, path);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Đến thực đơn' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Đến giỏ hàng' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#menu')).toBeFocused();

  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
  await card.getByRole('button', { name: `Tăng số lượng ${dish.name}` }).press('Enter');
  const add = card.getByTestId('add-to-cart');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The button stays focusable (aria-disabled, not disabled) and keeps the focus.
  await expect(add).toBeFocused();
  await expect(add).toHaveAttribute('aria-disabled', 'true');

  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Đến giỏ hàng' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  await expectNoA11yViolations(page, '[data-testid="cart-panel"]');
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await expectNoA11yViolations(page, '[data-testid="confirm-dialog"]');
  await page.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
  await expect(page.getByTestId('history-badge')).toHaveText('1');
  await expectNoA11yViolations(page);
  await page.getByTestId('history-button').click();
  await expect(page.getByTestId('history-dialog')).toBeVisible();
  await expectNoA11yViolations(page, '[data-testid="history-dialog"]');
});

test("deep links: a parent category shows its children's dishes; a far chip is scrolled into view", async ({ page, request }) => {
  const { path } = await qrPath(request, '65');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const categories = (await (await request.get('/api/Category?lang=vi')).json()) as ApiCategory[];
  const drinks = categories.find((c) => c.slug === 'do-uong')!;
  const below = new Set([drinks.id, ...categories.filter((c) => c.parentId === drinks.id).map((c) => c.id)]);
  const drinkDishes = products.filter((p) => (p.categoryId !== null && below.has(p.categoryId)) || p.additionalCategoryIds.some((id) => below.has(id)));
  expect(drinkDishes.length).toBeGreaterThan(0);

  await openAsGuest(page, `${path}&category=do-uong`);
  await expect(page.getByTestId('menu-count')).toHaveText(`${drinkDishes.length} món`);

  // The last chip of the row, deep linked: on a phone it starts far off to the right.
  const children = categories.filter((c) => c.parentId !== null);
  const chips = page.getByTestId('category-chips').getByRole('button');
  const lastName = (await chips.last().textContent())!;
  const last = children.find((c) => c.name === lastName)!;
  await page.goto(`/table/65?category=${last.slug}`);
  const chip = page.getByTestId('category-chips').getByRole('button', { name: last.name, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const box = (await chip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('the order bar shows only the orders placed from this browser, newest first (not staff orders of the table)', async ({ page, request }) => {
  const { path, id: tableId } = await qrPath(request, '66');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const [first, second] = products.filter((p) => p.isActive && p.optionGroups.length === 0);
  await openAsGuest(page, path);

  const mine = await placeOrder(page, first);
  await expect(page.getByTestId('active-order')).toHaveCount(1);

  // Staff create an order for the same table (signed in as manager).
  const staff = await request.post('/api/Order', {
    headers: XHR,
    data: {
      tableId,
      customerName: '',
      customerPhone: '',
      totalAmount: second.price,
      status: 'pending',
      notificationStatus: 'unread',
      preparationStatus: 'pending',
      orderType: 'dine-in',
      isPaid: false,
      specialRequests: '',
      orderItems: [{ productId: second.id, quantity: 1, price: second.price, notes: '' }],
    },
  });
  expect(staff.status()).toBe(201);
  const staffId = ((await staff.json()) as { id: number }).id;
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('active-order')).toHaveCount(1);
  await expect(page.locator(`[data-testid="active-order"][data-order-id="${staffId}"]`)).toHaveCount(0);

  const newer = await placeOrder(page, second);
  await expect(page.getByTestId('active-order')).toHaveCount(2);
  expect(await page.getByTestId('active-order').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id'))))).toEqual([newer, mine]);
  await expect(page.getByTestId('history-badge')).toHaveText('2');
});
