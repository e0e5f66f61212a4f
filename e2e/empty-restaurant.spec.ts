/**
 * A new restaurant set up from an empty database (no demo data) entirely through the back office
 * (issue 4 "Done when"): the owner fills in the restaurant details and logo, adds a kitchen
 * account, builds the category tree with stations, a dish with a photo and a German name, a table
 * with its QR code and printed sheet; a guest then orders from that QR code on a phone (German by
 * default) and the kitchen account sees the order on its board.
 *
 * Runs against the second server of playwright.config.ts (next port, started without demo data).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi, XHR } from './support/auth';
import { makePng } from './support/png';
import { saveScreen, VIEWPORTS } from './support/screens';
import { EMPTY_OWNER, emptyBaseUrl } from './support/servers';

test.use({ baseURL: emptyBaseUrl(), actionTimeout: 10_000 });
test.describe.configure({ mode: 'serial' });

const RESTAURANT = {
  name: 'Quán Phở Hà Nội',
  address: '25 Lý Quốc Sư, Hoàn Kiếm, Hà Nội',
  phone: '024 3825 7338',
  email: 'lienhe@phohanoi.vn',
  openingHours: 'Thứ 2 – Chủ nhật: 06:00 – 22:00',
};
const COOK = { username: 'bep.linh', fullName: 'Trần Thị Linh', email: 'linh@phohanoi.vn', password: 'bep-linh-2024' };
const DISH = { name: 'Phở bò', german: 'Rindfleisch-Pho', price: '65000' };

/** The table's diner URL as the QR code encodes it (`/table/1?k=…`), read from the QR dialog. */
let tableUrl = '';

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 15_000 });
}

const asOwner = (page: Page) => signInViaApi(page, EMPTY_OWNER.username, EMPTY_OWNER.password);

test('the server really starts empty: no dishes, no categories, no tables, only the owner', async ({ page, baseURL }) => {
  expect(baseURL).toBe(emptyBaseUrl());
  const products = await page.request.get('/api/Product');
  expect(products.status()).toBe(200);
  expect(await products.json()).toEqual([]);
  expect(await (await page.request.get('/api/Category')).json()).toEqual([]);
  // No demo accounts on this server.
  const demo = await page.request.post('/api/Auth/login', { headers: XHR, data: { username: 'admin', password: 'demo1234' } });
  expect(demo.status()).toBe(401);

  await signInThroughForm(page, EMPTY_OWNER.username, EMPTY_OWNER.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const tables = await page.request.get('/api/Table');
  expect(tables.status()).toBe(200);
  expect(((await tables.json()) as { data: unknown[] }).data).toEqual([]);
  const users = (await (await page.request.get('/api/User')).json()) as { data: { username: string; role: string }[] };
  expect(users.data.map((u) => u.username)).toEqual([EMPTY_OWNER.username]);
});

test('owner fills in the restaurant details and uploads the logo', async ({ page }) => {
  test.setTimeout(60_000);
  await asOwner(page);
  await page.goto('/admin/restaurant-info');
  await expect(page.getByRole('heading', { name: 'Thông tin nhà hàng' })).toBeVisible();
  await expect(page.getByTestId('restaurant-name')).toHaveText('Nhà hàng của tôi');
  await expect(page.getByText('Chưa có').first()).toBeVisible();

  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const form = page.getByRole('form', { name: 'Chỉnh sửa thông tin nhà hàng' });
  await form.getByLabel('Tên nhà hàng').fill(RESTAURANT.name);
  await form.getByLabel('Địa chỉ').fill(RESTAURANT.address);
  await form.getByLabel('Số điện thoại').fill(RESTAURANT.phone);
  await form.getByLabel('Email').fill(RESTAURANT.email);
  await form.getByLabel('Giờ mở cửa').fill(RESTAURANT.openingHours);
  await form.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(toast(page, 'Cập nhật thông tin thành công!')).toBeVisible();
  await expect(page.getByTestId('restaurant-name')).toHaveText(RESTAURANT.name);
  for (const text of [RESTAURANT.address, RESTAURANT.phone, RESTAURANT.email, RESTAURANT.openingHours]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }

  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(160, 160) });
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(toast(page, 'Logo đã được tải lên thành công!')).toBeVisible();
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /\/api\/images\/[0-9a-f]+-\d+\.webp$/);

  const info = (await (await page.request.get('/api/RestaurantInfo')).json()) as typeof RESTAURANT & { logoUrl: string | null };
  expect(info).toMatchObject({ ...RESTAURANT, logoUrl: expect.stringMatching(/^\/api\/images\//) });
});

test('the three base languages are there; owner adds a kitchen account that signs in', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await asOwner(page);
  await page.goto('/admin/language');
  for (const name of ['Tiếng Việt', 'Deutsch', 'English']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Quản lý người dùng' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm người dùng' });
  await dialog.getByLabel('Họ tên').fill(COOK.fullName);
  await dialog.getByLabel('Tên đăng nhập').fill(COOK.username);
  await expect(dialog.getByText('Tên đăng nhập có thể sử dụng')).toBeVisible();
  await dialog.getByLabel('Email').fill(COOK.email);
  await expect(dialog.getByText('Email có thể sử dụng')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(COOK.password);
  await dialog.getByRole('checkbox', { name: 'Bếp' }).check();
  await dialog.getByRole('checkbox', { name: 'Người dùng' }).uncheck();
  await dialog.getByRole('button', { name: 'Tạo người dùng' }).click();
  await expect(toast(page, 'Thêm người dùng thành công')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: COOK.username });
  await expect(row).toContainText('Bếp');

  const context = await browser.newContext({ baseURL: emptyBaseUrl(), locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const cook = await context.newPage();
  await signInThroughForm(cook, COOK.username, COOK.password);
  await expect(cook).toHaveURL(/\/admin\/orders$/);
  await context.close();
});

test('owner builds the category tree with stations: Đồ ăn › Phở (kitchen), Đồ uống › Trà (bar)', async ({ page }) => {
  test.setTimeout(90_000);
  await asOwner(page);
  await page.goto('/admin/categories');
  await expect(page.getByText('Chưa có danh mục nào')).toBeVisible();

  async function addCategory(name: string, parent: string | null, station: 'kitchen' | 'bar'): Promise<void> {
    await page.getByRole('button', { name: 'Thêm danh mục' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Thêm danh mục' });
    await dialog.getByRole('textbox', { name: 'Tên danh mục', exact: true }).fill(name);
    if (parent) await dialog.getByLabel('Danh mục cha').selectOption({ label: parent });
    await dialog.getByLabel('Khu vực chế biến').selectOption(station);
    await dialog.getByRole('button', { name: 'Thêm danh mục' }).click();
    await expect(toast(page, 'Thêm danh mục thành công!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The toast sits over the page's add button (and stays while the pointer is on it): wait until it is gone.
    await expect(toast(page, 'Thêm danh mục thành công!')).toHaveCount(0, { timeout: 10_000 });
  }

  await addCategory('Đồ ăn', null, 'kitchen');
  await addCategory('Đồ uống', null, 'bar');
  await addCategory('Phở', 'Đồ ăn', 'kitchen');
  await addCategory('Trà', 'Đồ uống', 'bar');

  await expect(page.getByTestId('category-parent')).toHaveCount(2);
  for (const [parent, child, station] of [
    ['Đồ ăn', 'Phở', 'Bếp'],
    ['Đồ uống', 'Trà', 'Quầy pha chế'],
  ] as const) {
    const expand = page.getByRole('button', { name: `Mở danh mục con của ${parent}` });
    if (await expand.isVisible()) await expand.click();
    const row = page.getByTestId('category-child').filter({ hasText: child });
    await expect(row).toBeVisible();
    await expect(row.getByText(station, { exact: true })).toBeVisible();
  }

  const categories = (await (await page.request.get('/api/Category?context=admin')).json()) as {
    originalName: string;
    parentId: number | null;
    id: number;
    station: string;
  }[];
  const byName = (n: string) => categories.find((c) => c.originalName === n)!;
  expect(byName('Phở')).toMatchObject({ parentId: byName('Đồ ăn').id, station: 'kitchen' });
  expect(byName('Trà')).toMatchObject({ parentId: byName('Đồ uống').id, station: 'bar' });
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'new-restaurant-categories', 'desktop');
});

test('owner adds Phở bò with a photo and a German name', async ({ page }) => {
  test.setTimeout(60_000);
  await asOwner(page);
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Mở danh mục con của Đồ ăn' }).click();
  await page.getByRole('link', { name: 'Xem món của Phở' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?category=/);
  await expect(page.getByText('Chưa có món nào').or(page.getByText('Không tìm thấy món phù hợp'))).toBeVisible();

  await page.getByRole('button', { name: 'Thêm món' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Thêm món' });
  await expect(dialog.getByTestId('category-select').locator('option:checked')).toHaveText(/Phở/);
  await dialog.getByRole('textbox', { name: 'Tên món', exact: true }).fill(DISH.name);
  await dialog.getByRole('spinbutton', { name: 'Giá (đ)' }).fill(DISH.price);
  await dialog.getByLabel('Mô tả', { exact: true }).fill('Bánh phở, thịt bò tái và nước dùng hầm xương.');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/Product/upload-image'));
  await dialog
    .getByTestId('product-image')
    .getByTestId('image-file-input')
    .setInputFiles({ name: 'pho-bo.png', mimeType: 'image/png', buffer: makePng(320, 240) });
  expect((await uploaded).status()).toBe(200);
  await expect(dialog.getByTestId('image-preview')).toHaveAttribute('src', /\/api\/images\/[0-9a-f]+-480\.webp$/);
  await dialog.getByRole('tab', { name: 'Deutsch' }).click();
  await dialog.getByLabel('Tên món (Deutsch)').fill(DISH.german);
  await dialog.getByRole('button', { name: 'Thêm món' }).click();
  await expect(toast(page, 'Thêm món thành công!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DISH.name });
  await expect(row).toContainText('65.000 đ');
  await expect(row.getByText('Đang bán', { exact: true })).toBeVisible();

  const german = (await (await page.request.get('/api/Product?lang=de')).json()) as { name: string; imageUrl: string | null; station: string }[];
  expect(german).toHaveLength(1);
  expect(german[0]).toMatchObject({ name: DISH.german, station: 'kitchen', imageUrl: expect.stringMatching(/^\/api\/images\//) });
});

test('owner adds table 1, reads its QR link and prints the sheet', async ({ page }) => {
  test.setTimeout(60_000);
  await asOwner(page);
  await page.goto('/admin/tables');
  await expect(page.getByText('Chưa có bàn nào')).toBeVisible();

  await page.getByRole('button', { name: 'Thêm bàn' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Thêm bàn' });
  await dialog.getByRole('textbox', { name: 'Số bàn' }).fill('1');
  await expect(dialog.getByText('Số bàn này có thể dùng.')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Sức chứa' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Vị trí' }).fill('Tầng 1');
  await dialog.getByRole('button', { name: 'Thêm bàn' }).click();
  await expect(toast(page, 'Thêm bàn thành công!')).toBeVisible();

  const card = page.getByTestId('table-card').filter({ has: page.getByRole('heading', { name: 'Bàn 1', exact: true }) });
  await expect(card).toContainText('Trống');
  await expect(card).toContainText('Tầng 1');
  await expect(card).toContainText('4 chỗ ngồi');
  // As the owner finds the page the next time (no toast over the header in the pictures).
  await page.reload();
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'new-restaurant-tables', 'desktop');
  await saveScreen(page, 'new-restaurant-tables', 'tablet');
  await page.setViewportSize(VIEWPORTS.desktop);

  await card.getByRole('button', { name: 'Mã QR của bàn 1' }).click();
  const qr = page.getByRole('dialog', { name: 'Mã QR bàn 1' });
  const url = qr.getByTestId('qr-url');
  await expect(url).toHaveValue(new RegExp(`^${emptyBaseUrl()}/table/1\\?k=[^&]+$`));
  await expect(qr.getByTestId('qr-canvas')).toHaveAttribute('data-qr-value', await url.inputValue());
  tableUrl = await url.inputValue();
  await saveScreen(page, 'new-restaurant-table-qr', 'desktop');
  await page.setViewportSize(VIEWPORTS.desktop);
  await qr.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(qr).toBeHidden();

  await page.getByRole('button', { name: 'In mã QR' }).click();
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.getByTestId('print-card')).toHaveCount(1);
  await expect(sheet.getByTestId('print-card')).toContainText('Bàn #1');
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'In', exact: true })).toBeHidden();
  await expect(sheet.getByTestId('print-card')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/new-restaurant-print-media.png', fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
  await page.emulateMedia({ media: 'screen' });
});

test('a guest scans the QR code on a phone, reads the menu in German and orders', async ({ browser }) => {
  test.setTimeout(60_000);
  expect(tableUrl, 'the QR link from the previous step').toMatch(/\?k=/);
  // A phone that never chose a language: the restaurant's diner default (German) applies.
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', hasTouch: true, isMobile: true });
  const diner = await context.newPage();
  await diner.goto(tableUrl);
  await expect(diner.getByTestId('restaurant-name')).toHaveText(RESTAURANT.name, { timeout: 15_000 });
  await expect(diner).toHaveURL(/\/table\/1$/);
  expect(await diner.evaluate(() => document.documentElement.lang)).toBe('de');
  const card = diner.getByTestId('product-card').filter({ has: diner.getByRole('heading', { name: DISH.german, exact: true }) });
  await expect(card).toBeVisible();
  await expect(diner.getByTestId('product-card').getByRole('heading', { name: DISH.name, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(diner);
  await saveScreen(diner, 'new-restaurant-diner', 'phone');
  await saveScreen(diner, 'new-restaurant-diner-full', 'phone', { fullPage: true });

  await card.getByRole('button', { name: `Menge von ${DISH.german} erhöhen` }).click();
  await card.getByRole('button', { name: 'In den Warenkorb legen' }).click();
  await expect(diner.getByTestId('cart-badge')).toHaveText('1');
  await diner.getByTestId('cart-button').click();
  await diner.getByTestId('cart-panel').getByRole('button', { name: 'Bestellen', exact: true }).click();
  const confirm = diner.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading', { name: 'Bestellung bestätigen' })).toBeVisible();
  const placed = diner.waitForResponse((r) => r.url().endsWith('/place') && r.request().method() === 'POST');
  await confirm.getByTestId('confirm-order').click();
  expect((await placed).status()).toBe(200);
  await expect(toast(diner, 'Vielen Dank, Ihre Bestellung ist eingegangen!')).toBeVisible();
  await expect(diner.getByTestId('active-order')).toBeVisible();
  await saveScreen(diner, 'new-restaurant-diner-ordered', 'phone');
  await context.close();
});

test('the kitchen account sees the order on its board and is refused the users page', async ({ page }) => {
  await signInThroughForm(page, COOK.username, COOK.password);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const table = page.locator('[data-testid="board-table"][data-table="1"]');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('board-item')).toContainText(`1 × ${DISH.name}`);
  await saveScreen(page, 'new-restaurant-kitchen-board', 'tablet');
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
  // The server refuses too, whatever the page shows.
  expect((await page.request.get('/api/User')).status()).toBe(403);
});
