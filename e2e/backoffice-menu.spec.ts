import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi, XHR } from './support/auth';
import { makePng } from './support/png';
import { saveScreen } from './support/screens';

/**
 * The owner sets up the menu and the tables through the back office (issue 4): a category with
 * its station, a dish with a photo and a German name that diners then get, a table with its QR
 * code and printed sheet; the kitchen marks its own dishes sold out.
 */

interface ApiCategory {
  id: number;
  name: string;
  originalName: string;
  slug: string;
  parentId: number | null;
  station: string;
}
interface ApiProduct {
  id: number;
  name: string;
  originalName: string;
  imageUrl: string | null;
  isActive: boolean;
  station: string;
  categoryId: number | null;
  translations?: Record<string, Record<string, { text: string; isMachine: boolean }>>;
}
interface ApiTable {
  id: number;
  tableNumber: string;
  isActive: boolean;
  qrUrl: string;
}

const run = Date.now().toString(36).slice(-4);
const CATEGORY = `Món chay ${run}`;
const DISH = `Phở chay ${run}`;
const DISH_DE = `Vegetarische Pho ${run}`;
const TABLE = `5${Math.floor(Math.random() * 90 + 10)}`;
/** The order placed on table 3 for the delete tests; cancelled at the end so other specs find the table free. */
let openOrderId = 0;

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** A LibreTranslate-compatible stand-in: '[de] Phở' for 'Phở' to German. */
async function startFakeTranslator(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as { q: string | string[]; target: string }) : { q: [], target: '' };
      const q = Array.isArray(body.q) ? body.q : [body.q];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url?.startsWith('/languages') ? [{ code: 'de', name: 'German' }] : { translatedText: q.map((t) => `[${body.target}] ${t}`) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

test.describe.serial('back office: menu and tables', () => {
  test('admin creates a child category; the station follows the name until chosen', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/admin/categories');
    await expect(page.getByTestId('category-tree')).toBeVisible();
    await expect(page.getByTestId('category-parent')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'categories', 'desktop');
    await saveScreen(page, 'categories', 'tablet');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Thêm danh mục' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm danh mục' });
    const name = dialog.getByRole('textbox', { name: 'Tên danh mục', exact: true });
    const station = dialog.getByLabel('Khu vực chế biến');
    await expect(dialog.getByRole('spinbutton', { name: 'Thứ tự hiển thị' })).toHaveValue('1');

    // The default station is shown live from the name (contract defaultStationFor).
    await name.fill('Trà sữa');
    await expect(station).toHaveValue('bar');
    await name.fill('Sushi cuộn');
    await expect(station).toHaveValue('sushi');
    await name.fill(CATEGORY);
    await expect(station).toHaveValue('kitchen');
    await expect(dialog.getByText('Tự động theo tên danh mục (hoặc danh mục cha).')).toBeVisible();

    // Required fields are checked with the contract's messages.
    await name.fill('');
    await dialog.getByRole('button', { name: 'Thêm danh mục' }).click();
    await expect(dialog.getByText('Tên danh mục là bắt buộc')).toBeVisible();
    await name.fill(CATEGORY);

    const parents = await dialog.getByLabel('Danh mục cha').locator('option').allTextContents();
    expect(parents).toEqual(['Không có (danh mục cấp cao nhất)', 'Đồ ăn', 'Đồ uống', 'Sushi']);
    await dialog.getByLabel('Danh mục cha').selectOption({ label: 'Đồ ăn' });
    await dialog.getByRole('tab', { name: 'Deutsch' }).click();
    await expect(dialog.getByTestId('original-name')).toHaveText(CATEGORY);
    await dialog.getByLabel('Tên danh mục (Deutsch)').fill(`Vegetarisch ${run}`);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await saveScreen(page, 'category-form', 'desktop');
    await page.setViewportSize({ width: 1280, height: 800 });

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/Category') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Thêm danh mục' }).click();
    expect((await saved).status()).toBe(201);
    await expect(toast(page, 'Thêm danh mục thành công!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const categories = await apiJson<(ApiCategory & { translations: Record<string, { name: { text: string; isMachine: boolean } }> })[]>(
      page.request,
      '/api/Category?context=admin',
    );
    const created = categories.find((c) => c.originalName === CATEGORY)!;
    expect(created.station).toBe('kitchen');
    expect(created.parentId).toBe(categories.find((c) => c.slug === 'do-an')!.id);
    expect(created.translations.de?.name).toEqual({ text: `Vegetarisch ${run}`, isMachine: false });

    // Search opens the parent and shows the match, which links to its dishes.
    await page.getByRole('searchbox', { name: 'Tìm danh mục' }).fill(CATEGORY.toLowerCase());
    const row = page.getByTestId('category-child').filter({ hasText: CATEGORY });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `Xem món của ${CATEGORY}` })).toHaveAttribute('href', `/admin/products?category=${created.slug}`);
  });

  test('a category with dishes or children cannot be deleted: the server says why', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Xóa Đồ ăn' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
    await expect(toast(page, /Không thể xóa danh mục đang có/)).toBeVisible();
  });

  test('admin adds a dish with an uploaded photo and a German name; diners get it in German', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInViaApi(page, 'admin');
    const category = (await apiJson<ApiCategory[]>(page.request, '/api/Category?context=admin')).find((c) => c.originalName === CATEGORY)!;
    await page.goto(`/admin/products?category=${category.slug}`);
    await expect(page.getByText('Chưa có món nào').or(page.getByText('Không tìm thấy món phù hợp'))).toBeVisible();

    await page.getByRole('button', { name: 'Thêm món' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm món' });
    await expect(dialog.getByLabel('Danh mục chính')).toHaveValue(String(category.id));
    await expect(dialog.getByRole('spinbutton', { name: 'Giá (đ)' })).toHaveValue('0');
    await dialog.getByRole('textbox', { name: 'Tên món', exact: true }).fill(DISH);
    await dialog.getByRole('spinbutton', { name: 'Giá (đ)' }).fill('65000');
    await dialog.getByLabel('Mô tả', { exact: true }).fill('Nước dùng rau củ, đậu phụ và nấm.');

    // Client checks before any upload, then a real PNG.
    const fileInput = dialog.getByTestId('product-image').getByTestId('image-file-input');
    await fileInput.setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByText('Chỉ hỗ trợ file JPG, PNG hoặc GIF')).toBeVisible();
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByText('File quá lớn, vui lòng chọn file nhỏ hơn 5MB')).toBeVisible();
    // An upload can be cancelled while it is on its way.
    await page.route('**/api/Product/upload-image', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue().catch(() => undefined);
    });
    await fileInput.setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: makePng(32, 32) });
    await expect(dialog.getByText('Đang tải ảnh lên...')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hủy tải lên' }).click();
    await expect(dialog.getByText('Chưa có ảnh')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.unroute('**/api/Product/upload-image');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/Product/upload-image'));
    await fileInput.setInputFiles({ name: 'pho.png', mimeType: 'image/png', buffer: makePng() });
    expect((await uploaded).status()).toBe(200);
    await expect(dialog.getByTestId('image-preview')).toHaveAttribute('src', /\/api\/images\/[0-9a-f]+-480\.webp$/);
    await expect(dialog.getByText('File quá lớn, vui lòng chọn file nhỏ hơn 5MB')).toBeHidden();

    await dialog.getByRole('tab', { name: 'Deutsch' }).click();
    await expect(dialog.getByTestId('original-name')).toHaveText(DISH);
    await dialog.getByLabel('Tên món (Deutsch)').fill(DISH_DE);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByTestId('product-image').scrollIntoViewIfNeeded();
    await saveScreen(page, 'product-form', 'desktop');
    await saveScreen(page, 'product-form', 'tablet');
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Thêm món' }).click();
    await expect(toast(page, 'Thêm món thành công!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: DISH });
    await expect(row).toBeVisible();
    await expect(row).toContainText('65.000 đ');
    await expect(row.getByText('Đang bán', { exact: true })).toBeVisible();
    await row.getByRole('switch', { name: `Nổi bật: ${DISH}` }).click();
    await expect(toast(page, `“${DISH}” đã được đánh dấu nổi bật`)).toBeVisible();
    await expect(row.getByRole('switch', { name: `Nổi bật: ${DISH}` })).toHaveAttribute('aria-checked', 'true');

    // The diner API and the diner page show the German name.
    const german = await apiJson<ApiProduct[]>(page.request, '/api/Product?lang=de');
    const dish = german.find((p) => p.originalName === DISH)!;
    expect(dish.name).toBe(DISH_DE);
    expect(dish.imageUrl).toMatch(/^\/api\/images\//);
    const diner = await browser.newPage();
    await diner.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await diner.goto(`/table/1?category=${category.slug}`);
    await expect(diner.getByTestId('product-card').getByRole('heading', { name: DISH_DE })).toBeVisible({ timeout: 15_000 });
    await diner.close();

    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/products');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await saveScreen(page, 'products', 'desktop');
    await saveScreen(page, 'products', 'tablet');
  });

  test('a dish already ordered cannot be deleted; the dialog offers Ngừng bán instead', async ({ page, request }) => {
    await signInViaApi(page, 'admin');
    const dish = (await apiJson<ApiProduct[]>(page.request, '/api/Product?context=admin')).find((p) => p.originalName === DISH)!;
    const table = (await apiJson<{ data: ApiTable[] }>(page.request, '/api/Table')).data.find((t) => t.tableNumber === '3')!;
    const key = new URL(table.qrUrl).searchParams.get('k')!;
    const order = await request.post('/api/Order', {
      headers: { ...XHR, 'X-Table-Key': key, 'Idempotency-Key': crypto.randomUUID() },
      data: { tableId: table.id, orderItems: [{ productId: dish.id, quantity: 1 }] },
    });
    expect(order.status(), await order.text()).toBe(201);
    openOrderId = ((await order.json()) as { id: number }).id;

    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill(DISH);
    await page.getByRole('button', { name: `Xóa ${DISH}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Xóa' }).click();
    await expect(dialog.getByText('Không thể xóa món đã có trong đơn hàng. Hãy chuyển sang Ngừng bán.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ngừng bán' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: DISH });
    await expect(row.getByText('Ngừng bán', { exact: true })).toBeVisible();
    await expect(row.getByRole('switch', { name: `Đang bán: ${DISH}` })).toHaveAttribute('aria-checked', 'false');
    const after = (await apiJson<ApiProduct[]>(page.request, '/api/Product?context=admin')).find((p) => p.id === dish.id)!;
    expect(after.isActive).toBe(false);
  });

  test('machine-made translations are flagged until staff review them', async ({ page }) => {
    test.setTimeout(90_000);
    const translator = await startFakeTranslator();
    await signInViaApi(page, 'admin');
    const settings = await page.request.put('/api/Settings', { headers: XHR, data: { translationProvider: 'libretranslate', translationUrl: translator.url } });
    expect(settings.status(), await settings.text()).toBe(200);
    try {
      const name = `Gỏi cuốn chay ${run}`;
      const created = await page.request.post('/api/Product', { headers: XHR, data: { name, price: 45000 } });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as ApiProduct).id;
      // Saving fills the missing translations in the background.
      await expect
        .poll(async () => (await apiJson<ApiProduct[]>(page.request, '/api/Product?context=admin')).find((p) => p.id === id)?.translations?.en?.name, {
          timeout: 15_000,
        })
        .toEqual({ text: `[en] ${name}`, isMachine: true });

      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Tìm món' }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row.getByText('Dịch máy, chưa duyệt')).toBeVisible();
      await row.getByRole('button', { name: `Sửa ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Sửa món' });
      await dialog.getByRole('tab', { name: 'English' }).click();
      const panel = dialog.getByTestId('translation-en');
      await expect(panel.getByText('Dịch máy, chưa duyệt')).toHaveCount(1);
      await expect(dialog.getByRole('textbox', { name: 'Tên món (English)' })).toHaveValue(`[en] ${name}`);
      await panel.getByRole('button', { name: 'Đánh dấu đã duyệt' }).click();
      await expect(panel.getByText('Bản dịch sẽ được lưu là đã duyệt.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expect(toast(page, 'Cập nhật món thành công!')).toBeVisible();
      const after = (await apiJson<ApiProduct[]>(page.request, '/api/Product?context=admin')).find((p) => p.id === id)!;
      expect(after.translations?.en?.name).toEqual({ text: `[en] ${name}`, isMachine: false });
      // Untouched languages stay flagged.
      expect(after.translations?.de?.name).toEqual({ text: `[de] ${name}`, isMachine: true });
      expect((await page.request.delete(`/api/Product/${id}`, { headers: XHR })).status()).toBe(200);
    } finally {
      await page.request.put('/api/Settings', { headers: XHR, data: { translationProvider: 'none', translationUrl: '' } });
      translator.server.close();
    }
  });

  test('admin adds a table with a unique number, shows, rotates and prints its QR code', async ({ page }) => {
    test.setTimeout(90_000);
    await signInViaApi(page, 'admin');
    await page.goto('/admin/tables');
    await expect(page.getByTestId('table-card').first()).toBeVisible();
    await expect(page.getByTestId('table-card').filter({ hasText: '(Vô hiệu hóa)' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'tables', 'desktop');
    await saveScreen(page, 'tables', 'tablet');
    await saveScreen(page, 'tables', 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Thêm bàn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm bàn' });
    const number = dialog.getByRole('textbox', { name: 'Số bàn' });
    await number.fill('1');
    await expect(dialog.getByText('Số bàn này đã tồn tại. Vui lòng chọn số bàn khác.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Thêm bàn' })).toBeDisabled();
    await number.fill(TABLE);
    await expect(dialog.getByText('Số bàn này có thể dùng.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Sức chứa' }).fill('4');
    await dialog.getByRole('textbox', { name: 'Vị trí' }).fill('Sân thượng');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Thêm bàn' }).click();
    await expect(toast(page, 'Thêm bàn thành công!')).toBeVisible();

    const card = page.getByTestId('table-card').filter({ has: page.getByRole('heading', { name: `Bàn ${TABLE}`, exact: true }) });
    await expect(card).toContainText('Trống');
    await expect(card).toContainText('Sân thượng');

    // The QR code encodes the diner URL with the table key.
    await card.getByRole('button', { name: `Mã QR của bàn ${TABLE}` }).click();
    const qr = page.getByRole('dialog', { name: `Mã QR bàn ${TABLE}` });
    const url = qr.getByTestId('qr-url');
    await expect(url).toHaveValue(new RegExp(`/table/${TABLE}\\?k=[^&]+$`));
    await expect(qr.getByTestId('qr-canvas')).toHaveAttribute('data-qr-value', await url.inputValue());
    await expect(qr.getByRole('button', { name: 'Tải ảnh PNG' })).toBeEnabled();
    const firstUrl = await url.inputValue();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await saveScreen(page, 'table-qr', 'desktop');
    await page.setViewportSize({ width: 1280, height: 800 });

    await qr.getByRole('button', { name: 'Đổi mã bàn' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Đổi mã bí mật của bàn?' });
    await expect(confirm).toContainText('Mã QR đã in');
    await confirm.getByRole('button', { name: 'Đổi mã' }).click();
    await expect(toast(page, 'Đã đổi mã bàn. Hãy in lại mã QR.')).toBeVisible();
    await expect(url).not.toHaveValue(firstUrl);
    await expect(url).toHaveValue(new RegExp(`/table/${TABLE}\\?k=[^&]+$`));
    await qr.getByRole('button', { name: 'Đóng' }).first().click();
    await expect(qr).toBeHidden();

    // The printable sheet: every active table, A4 pages, printed by the browser.
    const active = (await apiJson<{ data: ApiTable[] }>(page.request, '/api/Table')).data.filter((t) => t.isActive);
    await page.getByRole('button', { name: 'In mã QR' }).click();
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet.getByTestId('print-card')).toHaveCount(active.length);
    await expect(sheet.getByTestId('print-card').filter({ hasText: `Bàn #${TABLE}` })).toContainText('Quét để gọi món · Scan to order · Zum Bestellen scannen');
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'tables-print-preview', 'desktop');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: '.tmp/screens/tables-print-media.png', fullPage: true });
    await expect(page.getByRole('button', { name: 'In', exact: true })).toBeHidden();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(Math.ceil(active.length / 6));
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('table with an open order: history dialog, refused delete; deactivate and delete the new table', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/admin/tables');
    const three = page.getByTestId('table-card').filter({ has: page.getByRole('heading', { name: 'Bàn 3', exact: true }) });
    await expect(three).toContainText('đơn đang mở');
    await three.getByRole('button', { name: 'Lịch sử đơn hàng của bàn 3' }).click();
    const history = page.getByRole('dialog', { name: 'Lịch sử đơn hàng' });
    await expect(history.getByTestId('table-orders')).toContainText(DISH);
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await history.getByRole('button', { name: 'Đóng' }).first().click();

    await three.getByRole('button', { name: 'Xóa bàn 3' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
    await expect(toast(page, 'Không thể xóa bàn đang có đơn hàng hoặc đang sử dụng')).toBeVisible();

    const card = page.getByTestId('table-card').filter({ has: page.getByRole('heading', { name: `Bàn ${TABLE}`, exact: true }) });
    await card.getByRole('button', { name: `Vô hiệu hóa bàn ${TABLE}` }).click();
    await expect(toast(page, `Đã vô hiệu hóa bàn ${TABLE}`)).toBeVisible();
    await expect(card).toContainText('(Vô hiệu hóa)');
    await expect(card.getByRole('button', { name: `Mã QR của bàn ${TABLE}` })).toBeDisabled();
    await card.getByRole('button', { name: `Xóa bàn ${TABLE}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
    await expect(toast(page, 'Xóa bàn thành công!')).toBeVisible();
    await expect(card).toHaveCount(0);
    const cancelled = await page.request.put(`/api/Order/${openOrderId}/status/cancelled`, { headers: XHR });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });

  test('the kitchen sees only kitchen dishes, read-only, and marks one sold out', async ({ page }) => {
    await signInViaApi(page, 'kitchen');
    const mine = await apiJson<ApiProduct[]>(page.request, '/api/Product?context=admin');
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((p) => p.station))).toEqual(new Set(['kitchen']));
    const all = await apiJson<ApiProduct[]>(page.request, '/api/Product?lang=vi');
    const drink = all.find((p) => p.station === 'bar')!;

    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Món ăn', level: 1 })).toBeVisible();
    await expect(page.getByText(`${mine.length} món`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm món' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sửa / })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill(drink.originalName);
    await expect(page.getByText('Không tìm thấy món phù hợp')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill('');

    const dish = mine.find((p) => p.isActive)!;
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.originalName);
    const toggle = page.getByRole('switch', { name: `Đang bán: ${dish.originalName}` });
    const patched = page.waitForResponse((r) => r.url().endsWith(`/api/Product/${dish.id}/availability`));
    await toggle.click();
    expect((await patched).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toast(page, 'đã chuyển sang Ngừng bán')).toBeVisible();
    expect((await apiJson<ApiProduct[]>(page.request, '/api/Product?lang=vi')).find((p) => p.id === dish.id)!.isActive).toBe(false);
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill('');
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'products-kitchen', 'tablet');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('searchbox', { name: 'Tìm món' }).fill(dish.originalName);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  test('the manager sees the category tree read-only', async ({ page }) => {
    await signInViaApi(page, 'manager');
    await page.goto('/admin/categories');
    await expect(page.getByTestId('category-parent').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm danh mục' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sửa / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Xem món của Đồ ăn' })).toBeVisible();
  });

  test('restaurant categories: the top-level grid with the round logo', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/admin/restaurant-categories');
    await expect(page.getByRole('heading', { name: 'Danh mục nhà hàng', level: 1 })).toBeVisible();
    const cards = page.getByTestId('restaurant-category-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('/do-an');
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'restaurant-categories', 'desktop', { fullPage: true });
    await saveScreen(page, 'restaurant-categories', 'tablet');
  });
});

test('a filtered, paged list keeps its state in the URL: reload and Back find it again', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Quản lý sản phẩm', level: 1 })).toBeVisible();
  const category = page.locator('#product-category-filter');
  const status = page.locator('#product-status-filter');
  const rows = page.getByRole('table').locator('tbody tr');
  const current = page.getByRole('navigation', { name: 'Phân trang' }).locator('[aria-current="page"]');

  // Food on sale: more than ten dishes, so two pages at least.
  await category.selectOption('do-an');
  await status.selectOption('active');
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an&status=active$/);
  await page.getByRole('button', { name: 'Trang 2' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an&status=active&page=2$/);
  await expect(current).toHaveText('2');
  const firstOnPage2 = (await rows.first().textContent()) ?? '';
  expect(firstOnPage2).not.toBe('');

  // A reload (or the same link elsewhere) shows the same filters and the same page.
  await page.reload();
  await expect(category).toHaveValue('do-an');
  await expect(status).toHaveValue('active');
  await expect(current).toHaveText('2');
  await expect(rows.first()).toHaveText(firstOnPage2);

  // Back steps through the list's states: page 1 of the same filters, then without the status filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an&status=active$/);
  await expect(current).toHaveText('1');
  await expect(status).toHaveValue('active');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an$/);
  await expect(status).toHaveValue('all');
  await expect(category).toHaveValue('do-an');
  await page.goForward();
  await expect(status).toHaveValue('active');

  // Typing a search replaces the entry instead of adding one per key, and starts again at page 1.
  await page.getByRole('searchbox', { name: 'Tìm món' }).pressSequentially('phở');
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an&status=active&q=ph%E1%BB%9F$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?category=do-an$/);
  await expect(page.getByRole('searchbox', { name: 'Tìm món' })).toHaveValue('');
});
