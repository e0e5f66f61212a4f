import { expect, test } from '@playwright/test';
import { homePathFor, navItemsFor } from '@app/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi, signInViaUi } from './support/auth';
import { saveScreen } from './support/screens';
import { DEMO_USERS, ROLE_LABELS_VI } from './support/users';

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

async function sidebarKeys(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .getByTestId('sidebar')
    .locator('[data-nav-key]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-nav-key') ?? ''));
}

test.describe('sign-in screen', () => {
  test('validates on blur with the contract messages', async ({ page }) => {
    await page.goto('/admin/login');
    const username = page.getByLabel('Tên đăng nhập');
    const password = page.getByLabel('Mật khẩu', { exact: true });

    await username.focus();
    await username.blur();
    await expect(page.getByText('Tên đăng nhập là bắt buộc')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await username.fill('ab');
    await username.blur();
    await expect(page.getByText('Tên đăng nhập phải có ít nhất 3 ký tự')).toBeVisible();

    await password.focus();
    await password.blur();
    await expect(page.getByText('Mật khẩu là bắt buộc')).toBeVisible();

    // The error is tied to the field for screen readers.
    const describedBy = await password.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Mật khẩu là bắt buộc');
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Mật khẩu', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ẩn mật khẩu' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Tên đăng nhập').fill('admin');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('not-the-password');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Auth/login')),
      page.getByRole('button', { name: 'Đăng nhập', exact: true }).click(),
    ]);
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('has no serious accessibility problems; screenshots', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'login', 'desktop');
    await saveScreen(page, 'login', 'phone');
    await expectNoSeriousA11yViolations(page);
  });

  test('forgot password sends the link and returns to sign-in', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
    await saveScreen(page, 'forgot-password', 'phone');
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await email.fill('admin@example.com');
    await page.getByRole('button', { name: 'Gửi liên kết khôi phục' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email khôi phục mật khẩu đã được gửi!' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeFocused();
    // Back in the browser's history is the forgot page again.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  });

  test('reset password: a broken link offers a new one; a good link sets the password with the same rules as the server', async ({ page }) => {
    await page.goto('/admin/reset-password?token=short');
    await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Liên kết khôi phục không hợp lệ hoặc đã hết hạn');
    await page.getByRole('link', { name: 'Yêu cầu liên kết mới' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);

    await page.goto('/admin/reset-password?token=an-unknown-but-long-token');
    const fresh = page.getByLabel('Mật khẩu mới', { exact: true });
    await fresh.fill('short');
    await fresh.blur();
    await expect(page.getByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeVisible();
    await fresh.fill('a-long-new-password');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('another-password');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
    await page.getByLabel('Xác nhận mật khẩu mới').fill('a-long-new-password');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Auth/reset-password')),
      page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel('Mật khẩu mới', { exact: true })).toHaveValue('a-long-new-password');
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'reset-password', 'phone');
  });
});

test.describe('each demo role', () => {
  for (const { username, role } of DEMO_USERS) {
    test(`${username} signs in and sees the ${role} sidebar`, async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByLabel('Tên đăng nhập').fill(username);
      await page.getByLabel('Mật khẩu', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await expect(page.getByText('Đăng nhập thành công!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${homePathFor(role)}$`), { timeout: 10_000 });
      await expect(page.getByTestId('sidebar')).toBeVisible();
      expect(await sidebarKeys(page)).toEqual(navItemsFor(role).map((i) => i.key));
      await expect(page.getByTestId('user-menu')).toContainText(ROLE_LABELS_VI[role]);
    });
  }

  test('station staff get station labels and are sent from the dashboard to orders', async ({ page }) => {
    await signInViaApi(page, 'waiter');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const nav = page.getByTestId('sidebar');
    await expect(nav.getByRole('link', { name: 'Đơn đồ uống' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Đồ uống', exact: true })).toBeVisible();
  });

  test('a manager has no Users item in the menu, and the page denies access when typed', async ({ page }) => {
    await signInViaApi(page, 'manager');
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Đơn hàng', exact: true })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Người dùng', exact: true })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
    await page.getByRole('link', { name: 'Quay lại trang tổng quan' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a role outside a page gets access denied when typing its address', async ({ page }) => {
    await signInViaApi(page, 'kitchen');
    await page.goto('/admin/tables');
    await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
  });

  test('a waiter typing the users address gets access denied, and so does the API', async ({ page }) => {
    await signInViaApi(page, 'waiter');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
    expect((await page.request.get('/api/User')).status()).toBe(403);
  });
});

test.describe('session and routing', () => {
  test('unauthenticated /admin/orders goes to the sign-in page, and signing in comes back to it', async ({ page }) => {
    await page.goto('/admin/orders?status=pending');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders%3Fstatus%3Dpending$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.getByLabel('Tên đăng nhập').fill('manager');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/, { timeout: 10_000 });
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('unknown paths go to the menu page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in staff member opening the sign-in page goes on to their home', async ({ page }) => {
    await signInViaApi(page, 'manager');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('/admin lands on the role home', async ({ page }) => {
    await signInViaApi(page, 'user');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/user-guide$/);
  });

  test('signing out returns to the sign-in page and ends the session', async ({ page }) => {
    await signInViaUi(page, 'admin');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  });

  test('an expired access token is refreshed silently', async ({ page, context }) => {
    await signInViaApi(page, 'admin');
    // Drop only the short-lived access cookie: the refresh cookie must bring the session back.
    const cookies = await context.cookies();
    const refresh = cookies.filter((c) => /refresh/i.test(c.name));
    expect(refresh.length).toBeGreaterThan(0);
    await context.clearCookies();
    await context.addCookies(refresh);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('admin layout', () => {
  test('has no serious accessibility problems; screenshots at three sizes', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'admin-layout', 'desktop');
    await saveScreen(page, 'admin-layout', 'tablet');
    await saveScreen(page, 'admin-layout', 'phone');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    await saveScreen(page, 'admin-drawer', 'phone');
    await drawer.getByRole('link', { name: 'Đơn hàng', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(drawer).toBeHidden();
  });

  test('the sidebar collapse is remembered', async ({ page }) => {
    await signInViaApi(page, 'manager');
    await page.goto('/admin/orders');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await page.getByRole('button', { name: 'Thu gọn thanh bên' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    // The icon rail keeps names for assistive tech and marks the current page.
    await expect(sidebar.getByRole('link', { name: 'Đơn hàng', exact: true })).toHaveAttribute('aria-current', 'page');
    await sidebar.getByRole('link', { name: 'Bàn', exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Bàn' })).toBeVisible();
    await saveScreen(page, 'admin-collapsed', 'desktop');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Mở rộng thanh bên' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test('staff can switch the back office to English and back', async ({ page }) => {
    await signInViaApi(page, 'sushi');
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Ngôn ngữ' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/Auth/update-profile') && r.request().method() === 'PUT');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Sushi orders' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The choice belongs to the account: it survives a reload.
    await page.reload();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Sushi orders' })).toBeVisible();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Đơn sushi' })).toBeVisible();
  });
});
