/**
 * The table page on a restaurant Wi-Fi that drops: the service worker serves the page and its
 * last menu with the network cut, the page says it is offline and keeps the cart, and an order
 * confirmed offline is sent once, with its original Idempotency-Key, when the network is back.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XHR } from './support/auth';
import { saveScreen } from './support/screens';
import { DEMO_PASSWORD } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

interface ApiProduct {
  id: number;
  name: string;
  isActive: boolean;
  optionGroups: unknown[];
}

/** The table's QR path (`/table/{n}?k=…`), creating the table through the staff API when needed. */
async function qrPath(request: APIRequestContext, tableNumber: string): Promise<{ path: string; key: string }> {
  expect((await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: DEMO_PASSWORD } })).status()).toBe(200);
  const tables = ((await (await request.get('/api/Table')).json()) as { data: { tableNumber: string; qrUrl: string }[] }).data;
  let qrUrl = tables.find((t) => t.tableNumber === tableNumber)?.qrUrl;
  if (!qrUrl) {
    const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber, capacity: 4, location: 'E2E' } });
    expect(created.status()).toBe(201);
    qrUrl = ((await created.json()) as { qrUrl: string }).qrUrl;
  }
  const url = new URL(qrUrl);
  return { path: `${url.pathname}${url.search}`, key: url.searchParams.get('k') ?? '' };
}

async function tableOrders(request: APIRequestContext, tableNumber: string, key: string): Promise<{ id: number }[]> {
  const res = await request.get(`/api/Order/table/${tableNumber}/current`, { headers: { 'X-Table-Key': key } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { id: number }[] | { data: { id: number }[] };
  return Array.isArray(body) ? body : body.data;
}

/** First visit: the worker takes over and keeps what the page loaded; a reload fills the rest. */
async function visitOnce(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'vi');
  });
  await page.goto(path);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function addToCart(page: Page, dish: ApiProduct): Promise<void> {
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
  await card.getByRole('button', { name: `Tăng số lượng ${dish.name}` }).click();
  await card.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
}

test('second visit with the network cut: the page and its menu come from the service worker', async ({ page, context, request }) => {
  const { path } = await qrPath(request, '61');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  await visitOnce(page, path);
  const online = await page.getByTestId('product-card').count();
  await saveScreen(page, 'diner-online', 'phone');

  await context.setOffline(true);
  await page.goto('/table/61');
  await expect(page.getByText('Bàn #61')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Bạn đang ngoại tuyến');
  await expect(page.getByTestId('product-card')).toHaveCount(online);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(products[0].name);
  await saveScreen(page, 'diner-offline', 'phone');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('an order confirmed offline is sent exactly once, with its Idempotency-Key, when the network is back', async ({ page, context, request }) => {
  const { path, key } = await qrPath(request, '62');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const dish = products.find((p) => p.isActive && p.optionGroups.length === 0)!;
  const before = (await tableOrders(request, '62', key)).length;
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/Order') keys.push(r.headers()['idempotency-key']);
  });

  await visitOnce(page, path);
  await context.setOffline(true);
  await addToCart(page, dish);
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm-order').click();
  await expect(page.getByRole('status').filter({ hasText: 'Chưa có mạng: đơn hàng sẽ được gửi ngay khi có kết nối trở lại.' })).toBeVisible();
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  // The cart is kept while the order waits.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(await tableOrders(request, '62', key)).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Đặt hàng thành công!' })).toBeVisible();
  await expect(page.getByTestId('active-order')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await tableOrders(request, '62', key)).toHaveLength(before + 1);
  // Every attempt carried the same key; a reload sends nothing more.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  await page.reload();
  await expect(page.getByTestId('active-order')).toHaveCount(1);
  expect(await tableOrders(request, '62', key)).toHaveLength(before + 1);
});
