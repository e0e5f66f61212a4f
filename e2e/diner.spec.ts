/**
 * The diner table page on a phone (390x844) against the demo restaurant: open a table from its
 * QR URL, search, filter, page, build a cart with notes, order, follow the order live, call a
 * waiter, switch languages, and the error paths (unknown table, inactive table, missing key).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import vi from '../apps/web/src/locales/vi/diner.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y';
import { XHR } from './support/auth';
import { DEMO_PASSWORD } from './support/users';
import { saveScreen } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

interface ApiProduct {
  id: number;
  name: string;
  description: string;
  isActive: boolean;
  categoryId: number | null;
  additionalCategoryIds: number[];
  /** Dishes with options open the option sheet (option-sheet.spec.ts); these flows use quick add. */
  optionGroups: unknown[];
}
interface ApiCategory {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  isActive: boolean;
}

/** Signs the request context in as the demo manager (staff API calls of the tests). */
async function asManager(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/Auth/login', { headers: XHR, data: { username: 'manager', password: DEMO_PASSWORD } });
  expect(res.status(), 'manager signs in').toBe(200);
}

/**
 * The table's QR URL path (`/table/{n}?k={key}`) as staff see it. Each test uses its own table
 * (created through the staff API when the demo has no such table), so orders and waiter calls
 * of other tests never mix in.
 */
async function qrPath(request: APIRequestContext, tableNumber: string): Promise<string> {
  await asManager(request);
  const res = await request.get('/api/Table');
  expect(res.status()).toBe(200);
  const tables = ((await res.json()) as { data: { tableNumber: string; qrUrl: string }[] }).data;
  let qrUrl = tables.find((t) => t.tableNumber === tableNumber)?.qrUrl;
  if (!qrUrl) {
    const created = await request.post('/api/Table', { headers: XHR, data: { tableNumber, capacity: 4, location: 'E2E' } });
    expect(created.status(), `create table ${tableNumber}`).toBe(201);
    qrUrl = ((await created.json()) as { qrUrl: string }).qrUrl;
  }
  const url = new URL(qrUrl);
  return `${url.pathname}${url.search}`;
}

/** Starts the page in a given language, as a guest who chose it before. */
async function preferLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
  }, code);
}

function card(page: Page, name: string) {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

test('unknown table: not-found screen, then back to the home page', async ({ page }) => {
  await preferLanguage(page, 'vi');
  await page.goto('/table/999');
  await expect(page.getByTestId('table-not-found')).toContainText('Không tìm thấy bàn');
  await expect(page.getByText('Đang chuyển hướng về trang chủ...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Thực đơn' })).toBeVisible();
});

test('invalid table number goes home; inactive table says so and goes home', async ({ page }) => {
  await preferLanguage(page, 'vi');
  await page.goto('/table/abc%20def');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/table/12');
  await expect(toast(page, 'Bàn này hiện tại không khả dụng. Vui lòng liên hệ nhân viên.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('order from the QR code: search, filter, page, cart with notes, order, live status', async ({ page, request }) => {
  // A long walk through the whole page with accessibility scans and screenshots on the way.
  test.setTimeout(120_000);
  const path = await qrPath(request, '41');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const categories = (await (await request.get('/api/Category?lang=vi')).json()) as ApiCategory[];
  await preferLanguage(page, 'vi');

  await page.goto(path);
  await expect(page.getByText('Bàn #41')).toBeVisible();
  // The key is remembered, not left in the address bar.
  await expect(page).toHaveURL(/\/table\/41$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expect(page.getByRole('heading', { name: 'Các món nổi bật' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'diner-menu', 'desktop');
  await saveScreen(page, 'diner-menu', 'phone');

  // Search ignores case and diacritics: 'pho' finds every 'Phở'.
  const search = page.getByRole('searchbox', { name: 'Tìm món' });
  await search.fill('pho');
  const phoCount = products.filter((p) => fold(p.name).includes('pho') || fold(p.description).includes('pho')).length;
  await expect(page.getByTestId('menu-count')).toHaveText(`${phoCount} món`);
  for (const name of await page.getByTestId('product-card').getByRole('heading').allTextContents()) {
    const p = products.find((x) => x.name === name)!;
    expect(fold(`${p.name} ${p.description}`)).toContain('pho');
  }
  await search.fill('');

  // Category buttons: child categories; the choice lives in ?category=.
  const bun = categories.find((c) => c.slug === 'bun')!;
  const bunDishes = products.filter((p) => p.categoryId === bun.id || p.additionalCategoryIds.includes(bun.id));
  await page.getByRole('button', { name: bun.name, exact: true }).click();
  await expect(page).toHaveURL(/category=bun/);
  await expect(page.getByTestId('menu-count')).toHaveText(`${bunDishes.length} món`);
  await expect(page.getByRole('button', { name: bun.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Tất cả món' }).click();
  await expect(page).not.toHaveURL(/category=/);

  // Paging: 6 per page, first/last/current±2.
  const grid = page.getByTestId('product-grid');
  await expect(grid.getByTestId('product-card')).toHaveCount(6);
  const firstOnPage1 = await grid.getByRole('heading').first().textContent();
  const pager = page.getByRole('navigation', { name: 'Phân trang' });
  await pager.getByRole('button', { name: 'Trang 2' }).click();
  await expect(pager.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
  await expect(grid.getByRole('heading').first()).not.toHaveText(firstOnPage1!);
  await pager.getByRole('button', { name: 'Sau' }).click();
  await expect(pager.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Trang 1' }).click();

  // Two dishes: quantities on the cards, then into the cart.
  const [dishA, dishB] = products.filter((p) => p.isActive && p.categoryId === bun.id && p.optionGroups.length === 0);
  await search.fill(dishA.name);
  const a = card(page, dishA.name);
  await expect(a.getByRole('button', { name: 'Thêm vào giỏ', exact: true })).toBeDisabled();
  await a.getByRole('button', { name: `Tăng số lượng ${dishA.name}` }).click();
  await a.getByRole('button', { name: `Tăng số lượng ${dishA.name}` }).click();
  await a.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The card goes back to 0 after adding.
  await expect(a.getByRole('button', { name: 'Thêm vào giỏ', exact: true })).toBeDisabled();
  await search.fill(dishB.name);
  const b = card(page, dishB.name);
  await b.getByRole('button', { name: `Tăng số lượng ${dishB.name}` }).click();
  await b.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Cart: notes, quantities; it survives a reload.
  await page.getByTestId('cart-button').click();
  const cart = page.getByTestId('cart-panel');
  await expect(cart.getByRole('heading', { name: 'Đơn hàng của bạn' })).toBeVisible();
  await expect(cart.getByTestId('cart-lines')).toHaveText('2');
  const lineA = cart.getByTestId('cart-line').filter({ hasText: dishA.name });
  const lineB = cart.getByTestId('cart-line').filter({ hasText: dishB.name });
  await expect(lineA.getByTestId('cart-quantity')).toHaveValue('2');
  await lineA.getByPlaceholder('không cay, ít mắm...').fill('không hành');
  await expect(lineA.getByText('10/200')).toBeVisible();
  await lineB.getByTestId('cart-quantity').fill('3');
  await lineB.getByTestId('cart-quantity').blur();
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="cart-panel"]' });
  await saveScreen(page, 'diner-cart', 'desktop');
  await saveScreen(page, 'diner-cart', 'phone');
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByTestId('cart-button').click();
  await expect(cart.getByTestId('cart-line').filter({ hasText: dishA.name }).getByTestId('cart-notes')).toHaveValue('không hành');
  await expect(cart.getByTestId('cart-line').filter({ hasText: dishB.name }).getByTestId('cart-quantity')).toHaveValue('3');

  // Confirm dialog: table, counts, notes, general request with its counter.
  await cart.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading', { name: 'Xác nhận đặt hàng' })).toBeVisible();
  await expect(confirm.getByText('Bàn', { exact: true }).locator('..')).toContainText('41');
  await expect(confirm.getByText('Tổng số lượng').locator('..')).toContainText('5');
  await expect(confirm.getByText('Số món').locator('..')).toContainText('2');
  await expect(confirm).toContainText('Ghi chú: không hành');
  await confirm.getByLabel('Yêu cầu chung cho đơn hàng (tùy chọn)').fill('Mang đồ uống ra trước');
  await expect(confirm.getByTestId('special-counter')).toHaveText('21/500');
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="confirm-dialog"]' });
  await saveScreen(page, 'diner-confirm', 'desktop');
  await saveScreen(page, 'diner-confirm', 'phone');

  // The table's shared cart becomes the order.
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/Cart/table/41/place') && r.request().method() === 'POST');
  await confirm.getByTestId('confirm-order').click();
  const response = await placed;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-table-key']).toBeTruthy();
  const { order } = (await response.json()) as { order: { id: number } };
  await expect(toast(page, 'Đặt hàng thành công!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // History: the order, its lines merged by name, its status; badge '1' for the active order.
  await expect(page.getByTestId('history-badge')).toHaveText('1');
  await page.getByTestId('history-button').click();
  const history = page.getByTestId('history-dialog');
  await expect(history.getByRole('heading', { name: 'Lịch sử đơn hàng' })).toBeVisible();
  await expect(history.getByText('Bàn #41')).toBeVisible();
  const orderCard = history.locator(`[data-order-id="${order.id}"]`);
  await expect(orderCard.getByRole('heading', { name: `Đơn hàng #${order.id}` })).toBeVisible();
  await expect(orderCard.getByTestId('order-status')).toHaveText('Chờ xử lý');
  await expect(orderCard).toContainText(`${dishA.name} x2`);
  await expect(orderCard).toContainText(`${dishB.name} x3`);
  await expect(orderCard).toContainText('5 món');
  await expect(orderCard).toContainText('Mang đồ uống ra trước');
  for (const column of ['Món ăn', 'Đơn giá', 'Thành tiền']) await expect(orderCard.getByRole('columnheader', { name: column })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[data-testid="history-dialog"]' });
  await saveScreen(page, 'diner-history', 'desktop');
  await saveScreen(page, 'diner-history', 'phone');

  // Staff changes the status: the open dialog follows without a reload.
  const put = await request.put(`/api/Order/${order.id}/status/preparing`, { headers: XHR });
  expect(put.status()).toBe(200);
  await expect(orderCard.getByTestId('order-status')).toHaveText('Đang chuẩn bị');
  await history.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByTestId('active-order').getByTestId('order-status')).toHaveText('Đang chuẩn bị');

  // Cancelled: no active order any more, the badge goes away by itself.
  expect((await request.put(`/api/Order/${order.id}/status/cancelled`, { headers: XHR })).status()).toBe(200);
  await expect(page.getByTestId('history-badge')).toHaveCount(0);
  await expect(page.getByTestId('active-order')).toHaveCount(0);
});

test('a submit whose answer is lost, then retried: one order, never two', async ({ page, request }) => {
  const path = await qrPath(request, '42');
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const dish = products.find((p) => p.isActive && p.optionGroups.length === 0)!;
  await preferLanguage(page, 'vi');
  await page.goto(path);
  await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
  await card(page, dish.name)
    .getByRole('button', { name: `Tăng số lượng ${dish.name}` })
    .click();
  await card(page, dish.name).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();

  // The first answer is lost on the way back (the server did create the order).
  let sent = 0;
  let first = true;
  await page.route('**/api/Cart/table/42/place', async (route) => {
    sent += 1;
    if (first) {
      first = false;
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByTestId('confirm-order').click();
  // The page asks once more by itself; the server finds the cart already placed and answers with
  // that same order: the guest sees the success, never an error for an order that went through.
  await expect(toast(page, 'Đặt hàng thành công!')).toBeVisible();
  await expect(toast(page, 'Không thể kết nối đến server. Vui lòng kiểm tra kết nối mạng!')).toHaveCount(0);
  await expect(confirm).toBeHidden();
  expect(sent).toBe(2);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await page.getByTestId('history-button').click();
  await expect(page.getByTestId('history-dialog').getByTestId('history-order')).toHaveCount(1);
});

test('call a waiter: confirmation, then a visible 30 s lock that survives a reload', async ({ page, request }) => {
  const path = await qrPath(request, '43');
  await preferLanguage(page, 'vi');
  await page.goto(path);
  const button = page.getByTestId('call-waiter');
  await expect(button).toHaveAttribute('title', 'Gọi phục vụ');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/Notification/service-call'));
  await button.click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ tableNumber: '43', message: 'Bàn 43 đang gọi phục vụ', status: 'unread', type: 'service_call' });
  await expect(toast(page, 'Yêu cầu phục vụ đã được gửi!')).toBeVisible();
  await expect(button).toBeDisabled();
  const seconds = Number(await page.getByTestId('call-waiter-countdown').textContent());
  expect(seconds).toBeGreaterThan(25);
  expect(seconds).toBeLessThanOrEqual(30);
  await expect(button).toHaveAccessibleName(/Có thể gọi lại sau \d+ giây/);
  await page.reload();
  await expect(page.getByTestId('call-waiter')).toBeDisabled();
  // Staff see the call.
  const calls = await request.get('/api/CallHistory', { params: { tableNumber: '43' } });
  expect(((await calls.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
});

test('languages: German by default, English, back to Vietnamese; every UI text follows', async ({ page, request }) => {
  const path = await qrPath(request, '44');
  const productsDe = (await (await request.get('/api/Product?lang=de')).json()) as ApiProduct[];
  const productsEn = (await (await request.get('/api/Product?lang=en')).json()) as ApiProduct[];
  const productsVi = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];

  // A guest who never chose: the restaurant's diner default (de).
  await page.goto(path);
  await expect(page.getByText('Tisch 44')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Speisekarte' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await expect(page.getByTestId('product-grid').getByRole('heading').first()).toHaveText(productsDe[0].name);
  const uiTexts = async () =>
    page.evaluate(() =>
      [
        document.querySelector('#featured-title')?.textContent,
        document.querySelector('#menu-title')?.textContent,
        document.querySelector('#menu-search')?.getAttribute('placeholder'),
        document.querySelector('[aria-pressed="true"]')?.textContent,
        document.querySelector('[data-testid="call-waiter"]')?.getAttribute('title'),
        document.querySelector('[data-testid="cart-button"]')?.getAttribute('aria-label'),
        document.querySelector('[data-testid="history-button"]')?.getAttribute('aria-label'),
        document.querySelector('[data-testid="add-to-cart"]')?.textContent,
        document.querySelector('[data-testid="footer"] dt')?.textContent,
      ].join('|'),
    );
  const german = await uiTexts();
  // No Vietnamese UI text on the German page (dish names come translated from the API).
  const body = await page.locator('body').innerText();
  const viTexts = Object.values(flatten(vi)).filter((t) => t.length > 3 && !t.includes('{{') && !['Restaurant', 'Loading...', 'Email'].includes(t));
  for (const text of viTexts) expect(body, `German page shows '${text}'`).not.toContain(text);

  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByText('Table 44')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(page.getByTestId('product-grid').getByRole('heading').first()).toHaveText(productsEn[0].name);
  const english = await uiTexts();

  await page.getByTestId('language-select').selectOption('vi');
  await expect(page.getByText('Bàn #44')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thực đơn' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expect(page.getByTestId('product-grid').getByRole('heading').first()).toHaveText(productsVi[0].name);
  const vietnamese = await uiTexts();

  const [de, en, viParts] = [german, english, vietnamese].map((s) => s.split('|'));
  de.forEach((text, i) => {
    expect(text, `UI text ${i}`).not.toBe(en[i]);
    expect(text, `UI text ${i}`).not.toBe(viParts[i]);
    expect(en[i], `UI text ${i}`).not.toBe(viParts[i]);
  });
  // The choice is remembered.
  await page.reload();
  await expect(page.getByText('Bàn #44')).toBeVisible();
});

test('missing or wrong table key: said on load, browsing and the cart stay, ordering waits for a new scan', async ({ page, request }) => {
  const products = (await (await request.get('/api/Product?lang=vi')).json()) as ApiProduct[];
  const dish = products.find((p) => p.isActive && p.optionGroups.length === 0)!;
  await qrPath(request, '45');
  await preferLanguage(page, 'vi');

  for (const [path, notice] of [
    ['/table/45', 'Quét mã QR trên bàn của bạn để gọi món và gọi phục vụ.'],
    ['/table/45?k=not-the-key', 'Mã bàn không hợp lệ. Vui lòng quét lại mã QR trên bàn.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText('Bàn #45')).toBeVisible();
    // Before anything is in the cart, the page already says why ordering will not work.
    await expect(page.getByText(notice)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.name);
    await card(page, dish.name)
      .getByRole('button', { name: `Tăng số lượng ${dish.name}` })
      .click();
    await card(page, dish.name).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByTestId('cart-button').click();
    const cart = page.getByTestId('cart-panel');
    await expect(cart.getByRole('button', { name: 'Đặt hàng', exact: true })).toBeDisabled();
    await expect(cart.getByTestId('order-blocked')).toHaveText('Quét lại mã QR trên bàn để gọi món.');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.evaluate(() => window.localStorage.clear());
  }
  // The wrong key was checked on load, not at checkout: no order was ever tried.
  await expect(page.getByRole('alert').filter({ hasText: 'Mã bàn không hợp lệ' })).toBeVisible();
});

test.describe('the first drawing', () => {
  // The page's own requests only (a service worker's fetches would pass the delay by).
  test.use({ serviceWorkers: 'block' });

  test('a menu that arrives within a second is drawn with the first screen; a slower one after a loading screen', async ({ page }) => {
    await preferLanguage(page, 'vi');
    // Whether the loading screen was ever drawn before the menu.
    const seenBeforeMenu = () => page.evaluate(() => (window as unknown as { __seenLoading?: boolean }).__seenLoading ?? false);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { __seenLoading?: boolean };
        if (!document.querySelector('[data-testid="product-grid"]') && document.querySelector('main[role="status"]')) w.__seenLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
    expect(await seenBeforeMenu(), 'no loading screen before a quick menu').toBe(false);

    await page.route('**/api/Menu?*', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: vi.loading })).toBeVisible();
    await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible({ timeout: 10_000 });
  });
});

test('menu that fails to load: error message, retry brings it back', async ({ page }) => {
  await preferLanguage(page, 'vi');
  let fail = true;
  await page.route('**/api/Menu?*', (route) => (fail ? route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Lỗi server' } }) : route.continue()));
  await page.goto('/');
  await expect(toast(page, 'Lỗi khi tải dữ liệu menu.')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Lỗi khi tải dữ liệu menu.' });
  await expect(alert).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(6);
});

function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v as object, key));
  }
  return out;
}
