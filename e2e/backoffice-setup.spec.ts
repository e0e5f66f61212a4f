/**
 * Setting the restaurant up from the back office: staff accounts, languages, restaurant details
 * and logo, settings, the image library, the guide, and the dashboard following a real order.
 * Every page is checked with axe and photographed at desktop and tablet size.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PERMISSION_TABLE, PERMISSIONS, ROLES } from '@app/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi, XHR } from './support/auth';
import { makePng } from './support/png';
import { saveScreen } from './support/screens';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

// Each test starts at desktop size (screenshots switch the viewport to tablet).
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

const stamp = Date.now().toString(36);
const NEW_USER = { username: `thungan.${stamp}`, fullName: 'Trần Thu Ngân', email: `thungan.${stamp}@example.com`, password: 'thu-ngan-2024' };

async function screens(page: Page, name: string): Promise<void> {
  await saveScreen(page, name, 'desktop');
  await saveScreen(page, name, 'tablet');
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in through the form like a person (accessible names, so the required-field star does not matter). */
async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 15_000 });
}

/** A toast (react-hot-toast renders them as status messages). */
function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

test('admin creates a staff account that can sign in and manage its own account', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Quản lý người dùng' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Danh sách người dùng' }).getByRole('row')).toHaveCount(6); // header + 5 per page
  await expect(page.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'users');
  await saveScreen(page, 'users', 'phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm người dùng' });
  // An Admin may not hand out SuperAdmin (contract assignableRoles).
  await expect(dialog.getByRole('checkbox', { name: 'Quản trị cấp cao' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tạo người dùng' }).click();
  await expect(dialog.getByText('Tên đăng nhập là bắt buộc')).toBeVisible();
  await expect(dialog.getByText('Họ tên là bắt buộc')).toBeVisible();
  // The first invalid field gets the focus (wait for it, so typing below goes where it is meant to).
  await expect(dialog.getByLabel('Họ tên')).toBeFocused();

  // Live uniqueness check while typing. The form may still be moving the focus to its first error when typing
  // starts, so the typing is repeated until it lands in the username box.
  const username = dialog.getByLabel('Tên đăng nhập');
  await expect(async () => {
    await username.fill('manager');
    await expect(username).toHaveValue('manager', { timeout: 1000 });
  }).toPass();
  await expect(dialog.getByText('Tên đăng nhập đã tồn tại')).toBeVisible();
  await dialog.getByLabel('Tên đăng nhập').fill(NEW_USER.username);
  await expect(dialog.getByText('Tên đăng nhập có thể sử dụng')).toBeVisible();
  await dialog.getByLabel('Họ tên').fill(NEW_USER.fullName);
  await dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(NEW_USER.password);
  await dialog.getByRole('checkbox', { name: 'Phục vụ' }).check();
  await dialog.getByRole('checkbox', { name: 'Người dùng' }).uncheck();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await saveScreen(page, 'users-form', 'desktop');
  await page.setViewportSize({ width: 1280, height: 800 });

  // An e-mail another account uses is caught while typing and blocks saving.
  const taken = ((await (await page.request.get('/api/User', { params: { search: 'manager' } })).json()) as { data: { email: string }[] }).data[0]!.email;
  const email = dialog.getByLabel('Email');
  await email.fill(taken);
  await expect(dialog.getByText('Email đã được sử dụng')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tạo người dùng' })).toBeDisabled();
  await email.fill(NEW_USER.email);
  await expect(dialog.getByText('Email có thể sử dụng')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tạo người dùng' }).click();
  await expect(toast(page, 'Thêm người dùng thành công')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Tìm người dùng' }).fill(NEW_USER.username);
  const row = page.getByRole('row').filter({ hasText: NEW_USER.username });
  await expect(row).toBeVisible();
  await expect(row.getByText('Phục vụ')).toBeVisible();

  // Edit: a blank password keeps the old one.
  await row.getByRole('button', { name: `Sửa ${NEW_USER.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa người dùng' });
  await expect(edit.getByLabel('Tên đăng nhập')).toHaveValue(NEW_USER.username);
  await edit.getByLabel('Họ tên').fill('Trần Thị Thu Ngân');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toast(page, 'Cập nhật người dùng thành công')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Trần Thị Thu Ngân' })).toBeVisible();

  // The admin cannot delete themselves (no button), and the server's refusal is shown if asked anyway.
  await page.getByRole('searchbox', { name: 'Tìm người dùng' }).fill('admin');
  await expect(page.getByRole('button', { name: 'Xóa admin', exact: true })).toHaveCount(0);

  // The new account signs in (own browser) with the password the admin set.
  const context = await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  const other = await context.newPage();
  await signInThroughForm(other, NEW_USER.username, NEW_USER.password);
  await expect(other).toHaveURL(/\/admin\/orders/);

  // My account: change the password, then sign in with the new one.
  await other.getByTestId('user-menu').click();
  await other.getByRole('menuitem', { name: 'Tài khoản của tôi' }).click();
  const account = other.getByRole('dialog', { name: 'Tài khoản của tôi' });
  await expect(account.getByLabel('Họ tên')).toHaveValue('Trần Thị Thu Ngân');
  await account.getByRole('tab', { name: 'Mật khẩu' }).click();
  await account.getByRole('textbox', { name: 'Mật khẩu hiện tại', exact: true }).fill('wrong-password');
  await account.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('thu-ngan-2025');
  await account.getByRole('textbox', { name: 'Xác nhận mật khẩu mới', exact: true }).fill('thu-ngan-2026');
  await account.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(account.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
  await account.getByRole('textbox', { name: 'Xác nhận mật khẩu mới', exact: true }).fill('thu-ngan-2025');
  await account.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(account.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
  await account.getByRole('textbox', { name: 'Mật khẩu hiện tại', exact: true }).fill(NEW_USER.password);
  await expectNoSeriousA11yViolations(other, { include: '[role="dialog"]' });
  await saveScreen(other, 'account-dialog', 'desktop');
  await account.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(toast(other, 'Đổi mật khẩu thành công')).toBeVisible();
  await context.clearCookies();
  // A fresh tab: the old one, now signed out, may be sending itself to the sign-in page meanwhile.
  await other.close();
  await signInThroughForm(await context.newPage(), NEW_USER.username, 'thu-ngan-2025');
  await context.close();

  // Delete with confirmation.
  await page.getByRole('searchbox', { name: 'Tìm người dùng' }).fill(NEW_USER.username);
  await page.getByRole('button', { name: `Xóa ${NEW_USER.username}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(NEW_USER.username);
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'Xóa người dùng thành công')).toBeVisible();
  await expect(page.getByText(`Không tìm thấy người dùng nào cho “${NEW_USER.username}”`)).toBeVisible();
});

test('a Manager sees the access-denied screen on users and goes back to the dashboard', async ({ page }) => {
  await signInViaApi(page, 'manager');
  await page.goto('/admin/users');
  await expect(page.getByText('Truy cập bị từ chối')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'users-denied');
  // The server refuses too, whatever the page shows.
  expect((await page.request.get('/api/User')).status()).toBe(403);
  await page.getByRole('link', { name: 'Quay lại trang tổng quan' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('admin adds, views, edits and deletes a language', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'admin');
  await page.goto('/admin/language');
  await expect(page.getByRole('heading', { name: 'Quản lý ngôn ngữ' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tiếng Việt' })).toContainText('Ngôn ngữ gốc');
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'language');

  await page.getByRole('button', { name: 'Thêm ngôn ngữ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm ngôn ngữ' });
  await dialog.getByLabel('Tên ngôn ngữ').fill('x'.repeat(51));
  await dialog.getByLabel('Mã ngôn ngữ').pressSequentially(' I t ');
  await expect(dialog.getByLabel('Mã ngôn ngữ')).toHaveValue('it');
  await dialog.getByRole('button', { name: 'Thêm ngôn ngữ' }).click();
  await expect(dialog.getByText('Tối đa 50 ký tự')).toBeVisible();
  await dialog.getByLabel('Tên ngôn ngữ').fill('Italiano');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await saveScreen(page, 'language-form', 'desktop');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Thêm ngôn ngữ' }).click();
  await expect(toast(page, 'Thêm ngôn ngữ thành công!')).toBeVisible();

  // A second language with the same code is refused with the server's reason.
  await page.getByRole('button', { name: 'Thêm ngôn ngữ' }).click();
  const again = page.getByRole('dialog', { name: 'Thêm ngôn ngữ' });
  await again.getByLabel('Tên ngôn ngữ').fill('Italiano bis');
  await again.getByLabel('Mã ngôn ngữ').fill('it');
  await again.getByRole('button', { name: 'Thêm ngôn ngữ' }).click();
  await expect(again.getByText('Mã ngôn ngữ đã tồn tại').first()).toBeVisible();
  await again.getByRole('button', { name: 'Hủy' }).click();

  await page.getByRole('searchbox', { name: 'Tìm ngôn ngữ' }).fill('it');
  const row = page.getByRole('row').filter({ hasText: 'Italiano' });
  await row.getByRole('button', { name: 'Xem Italiano' }).click();
  const view = page.getByRole('dialog', { name: 'Chi tiết ngôn ngữ' });
  await expect(view.getByText('it', { exact: true })).toBeVisible();
  await view.getByRole('button', { name: 'Sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa ngôn ngữ' });
  await expect(edit.getByLabel('Tên ngôn ngữ')).toHaveValue('Italiano');
  await edit.getByLabel('Tên ngôn ngữ').fill('Tiếng Ý');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toast(page, 'Cập nhật ngôn ngữ thành công!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Tìm ngôn ngữ' }).fill('Ý');
  await page.getByRole('row').filter({ hasText: 'Tiếng Ý' }).getByRole('button', { name: 'Xóa Tiếng Ý' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Bạn có chắc chắn muốn xóa ngôn ngữ này?');
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'Xóa ngôn ngữ thành công!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tiếng Ý' })).toHaveCount(0);

  // Vietnamese, the original, cannot be deleted.
  await page.getByRole('searchbox', { name: 'Tìm ngôn ngữ' }).fill('vi');
  await expect(page.getByRole('button', { name: 'Xóa Tiếng Việt' })).toBeDisabled();
});

test('admin edits the restaurant details, uploads a logo and reviews a translation', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'admin');
  await page.goto('/admin/restaurant-info');
  await expect(page.getByRole('heading', { name: 'Thông tin nhà hàng' })).toBeVisible();
  await expect(page.getByTestId('restaurant-name')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'restaurant-info');

  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const form = page.getByRole('form', { name: 'Chỉnh sửa thông tin nhà hàng' });
  await form.getByLabel('Số điện thoại').fill('abc');
  await form.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(form.getByText('Số điện thoại không hợp lệ')).toBeVisible();
  await form.getByLabel('Số điện thoại').fill('0909 123 456');
  await form.getByLabel('Giờ mở cửa').fill('Thứ 2 – Chủ nhật: 09:00 – 23:00');
  await saveScreen(page, 'restaurant-info-edit', 'desktop');
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(toast(page, 'Cập nhật thông tin thành công!')).toBeVisible();
  await expect(page.getByText('0909 123 456')).toBeVisible();
  await expect(page.getByText('Thứ 2 – Chủ nhật: 09:00 – 23:00').first()).toBeVisible();

  // Client-side checks first, then a real PNG made here.
  const input = page.getByTestId('logo-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'Chỉ hỗ trợ file JPG, PNG hoặc GIF' })).toBeVisible();
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'File quá lớn, vui lòng chọn file nhỏ hơn 5MB' })).toBeVisible();
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(120, 120) });
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /^blob:/);
  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/RestaurantInfo/upload-logo')),
    page.getByRole('button', { name: 'Tải lên', exact: true }).click(),
  ]);
  expect(upload.status()).toBe(200);
  await expect(toast(page, 'Logo đã được tải lên thành công!')).toBeVisible();
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /\/api\/images\/[0-9a-f]+-\d+\.webp$/);
  const publicInfo = (await (await page.request.get('/api/RestaurantInfo')).json()) as { logoUrl: string; phone: string };
  expect(publicInfo.logoUrl).toMatch(/\/api\/images\//);
  expect(publicInfo.phone).toBe('0909 123 456');

  // Translations: English address, saved as reviewed.
  const tabs = page.getByRole('tablist', { name: 'Ngôn ngữ dịch' });
  await tabs.getByRole('tab', { name: 'English' }).click();
  const address = page.getByLabel('Địa chỉ · English');
  await address.fill('12 Riverside Street, District 1, Ho Chi Minh City');
  await page.getByRole('button', { name: 'Lưu bản dịch' }).click();
  await expect(toast(page, 'Đã lưu bản dịch English')).toBeVisible();
  const english = (await (await page.request.get('/api/RestaurantInfo?lang=en')).json()) as { address: string };
  expect(english.address).toBe('12 Riverside Street, District 1, Ho Chi Minh City');
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'restaurant-info-done');
});

test('admin changes a setting; the server explains a missing provider address', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Cài đặt', exact: true })).toBeVisible();
  const keySwitch = page.getByRole('switch', { name: 'Yêu cầu mã bàn khi đặt món' });
  await expect(keySwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Dịch phần còn thiếu' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'settings');
  await saveScreen(page, 'settings', 'phone', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await keySwitch.click();
  await expect(page.getByText('Khi tắt, bất kỳ ai biết số bàn đều có thể đặt món')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu cài đặt', exact: true }).click();
  await expect(toast(page, 'Đã lưu cài đặt')).toBeVisible();
  expect(((await (await page.request.get('/api/Settings/public')).json()) as { requireTableKey: boolean }).requireTableKey).toBe(false);

  // LibreTranslate without an address: the server's field message lands on the field.
  await page.getByRole('radio', { name: /LibreTranslate/ }).check();
  await page.getByRole('button', { name: 'Lưu cài đặt', exact: true }).click();
  await expect(page.getByText('Cần địa chỉ máy chủ LibreTranslate').first()).toBeVisible();
  await screens(page, 'settings-provider');
  await page.getByRole('radio', { name: /Không dùng/ }).check();

  // Back to the safe default.
  await page.getByRole('switch', { name: 'Yêu cầu mã bàn khi đặt món' }).click();
  await page.getByRole('button', { name: 'Lưu cài đặt', exact: true }).click();
  await expect(toast(page, 'Đã lưu cài đặt')).toBeVisible();
  expect(((await (await page.request.get('/api/Settings/public')).json()) as { requireTableKey: boolean }).requireTableKey).toBe(true);
});

interface ApiTable {
  id: number;
  tableNumber: string;
  isActive: boolean;
  qrUrl: string;
}
interface ApiProduct {
  id: number;
  name: string;
  isActive: boolean;
  optionGroups: unknown[];
}

/** A guest's order from the table's QR code (no staff cookies), then served and paid by the manager. */
async function placePaidOrder(staff: APIRequestContext, guest: APIRequestContext): Promise<{ orderId: number; dish: string }> {
  const tables = (await (await staff.get('/api/Table')).json()) as { data: ApiTable[] };
  const table = tables.data.find((t) => t.isActive)!;
  const key = new URL(table.qrUrl).searchParams.get('k')!;
  expect(key, 'the QR URL carries the table key').toBeTruthy();
  const products = (await (await guest.get('/api/Product')).json()) as ApiProduct[] | { data: ApiProduct[] };
  const dish = (Array.isArray(products) ? products : products.data).find((p) => p.isActive && p.optionGroups.length === 0)!;
  const placed = await guest.post('/api/Order', {
    headers: { ...XHR, 'X-Table-Key': key, 'Idempotency-Key': `dashboard-${Date.now()}` },
    data: { tableId: table.id, orderItems: [{ productId: dish.id, quantity: 3, price: 1, notes: '' }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };
  expect((await staff.put(`/api/Order/${order.id}/status/completed`, { headers: XHR })).status()).toBe(200);
  expect((await staff.put(`/api/Order/confirm-payment/${order.id}`, { headers: XHR })).status()).toBe(200);
  return { orderId: order.id, dish: dish.name };
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

test('the dashboard shows today’s figures change after an order is placed and paid', async ({ page, playwright }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'manager');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Tổng quan', exact: true })).toBeVisible();
  const orders = page.getByTestId('stat-totalOrders-value');
  const revenue = page.getByTestId('stat-totalRevenue-value');
  await expect(orders).not.toHaveText('–');
  const before = { orders: digits(await orders.textContent()), revenue: digits(await revenue.textContent()) };

  const guest = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const { orderId, dish } = await placePaidOrder(page.request, guest);
  await guest.dispose();

  await page.getByRole('button', { name: 'Làm mới' }).click();
  await expect(orders).toHaveText(String(before.orders + 1));
  await expect.poll(async () => digits(await revenue.textContent())).toBeGreaterThan(before.revenue);
  await expect(page.getByRole('row').filter({ hasText: `#${orderId}` })).toContainText('Đã thanh toán');
  await expect(page.getByRole('table', { name: 'Món bán chạy' })).toContainText(dish);
  await expect(page.getByText('Doanh thu theo giờ')).toBeVisible();

  // Last 7 days: per-day buckets.
  await page.getByRole('button', { name: '7 ngày qua' }).click();
  await expect(page.getByText('Doanh thu theo ngày')).toBeVisible();
  await page.getByRole('button', { name: 'Hôm nay' }).click();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'dashboard');
  await saveScreen(page, 'dashboard-full', 'desktop', { fullPage: true });
  await saveScreen(page, 'dashboard', 'phone', { fullPage: true });
});

test('the image library loads more, uploads and deletes', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'manager');
  await page.goto('/admin/image-manager');
  await expect(page.getByRole('heading', { name: 'Quản lý hình ảnh' })).toBeVisible();
  const cards = page.getByTestId('image-card');
  await expect(cards.first()).toBeVisible();
  const first = await cards.count();
  expect(first).toBeLessThanOrEqual(12);
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'image-manager');
  const more = page.getByRole('button', { name: 'Tải thêm' });
  if (first === 12 && (await more.isVisible())) {
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
  }

  const countBefore = await cards.count();
  await page.getByTestId('image-upload-input').setInputFiles({ name: 'new-dish.png', mimeType: 'image/png', buffer: makePng(90, 70) });
  await expect(toast(page, 'Tải ảnh lên thành công')).toBeVisible();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(countBefore + 1, 12));

  // The new image is not used anywhere: deleting it touches no dish.
  const card = cards.filter({ hasText: '90×70' }).first();
  await card.getByRole('button', { name: /^Xóa ảnh/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Xóa ảnh này? Nếu ảnh đang được sử dụng bởi sản phẩm, sản phẩm sẽ được cập nhật để xóa ảnh.');
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'Đã xóa ảnh!')).toBeVisible();
  await expect(cards.filter({ hasText: '90×70' })).toHaveCount(0);
});

test('the guide’s permission table is the contract’s table', async ({ page }) => {
  await signInViaApi(page, 'waiter');
  await page.goto('/admin/user-guide');
  await expect(page.getByRole('heading', { name: 'Hướng dẫn sử dụng' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'user-guide');

  await page.getByRole('tab', { name: 'Lỗi thường gặp' }).click();
  await page.getByText('Không xóa được món ăn').click();
  await expect(page.getByText('Hãy chuyển món sang “Ngừng bán” thay vì xóa.')).toBeVisible();
  await screens(page, 'user-guide-errors');

  await page.getByRole('tab', { name: 'Phân quyền' }).click();
  await expect(page).toHaveURL(/tab=permissions/);
  const table = page.getByTestId('permission-table');
  const rows = table.locator('tbody tr:has(th[scope="row"])');
  await expect(rows).toHaveCount(PERMISSIONS.length);
  for (const [i, permission] of PERMISSIONS.entries()) {
    const allowed = await rows
      .nth(i)
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => c.querySelector('[aria-label="Được phép"]') !== null));
    expect(allowed, permission).toEqual(ROLES.map((r) => PERMISSION_TABLE[permission].includes(r)));
  }
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'user-guide-permissions');
});

test('pages without their permission show the access-denied screen', async ({ page }) => {
  await signInViaApi(page, 'manager');
  for (const path of ['/admin/language', '/admin/restaurant-info']) {
    await page.goto(path);
    await expect(page.getByText('Truy cập bị từ chối')).toBeVisible();
  }
});

test('the pages follow the staff member’s language (English)', async ({ page }) => {
  await signInViaApi(page, 'manager');
  const me = (await (await page.request.get('/api/Auth/current-user')).json()) as { fullName: string; email: string };
  const res = await page.request.put('/api/Auth/update-profile', { headers: XHR, data: { fullName: me.fullName, email: me.email, language: 'en' } });
  expect(res.status()).toBe(200);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('Total orders')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await saveScreen(page, 'dashboard-en', 'desktop');
  await page.goto('/admin/image-manager');
  await expect(page.getByRole('heading', { name: 'Image library' })).toBeVisible();
  await page.goto('/admin/user-guide?tab=permissions');
  await expect(page.getByRole('columnheader', { name: 'Permission' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Confirm payment' })).toBeVisible();
  await page.request.put('/api/Auth/update-profile', { headers: XHR, data: { fullName: me.fullName, email: me.email, language: 'vi' } });
});
