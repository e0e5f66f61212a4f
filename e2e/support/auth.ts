import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/** Every state-changing API call needs this header (the server's CSRF check). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signs in through the login form like a person and waits for the back office. */
export async function signInViaUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 15_000 });
}

/** Signs in through the API; the session cookies land in the page's browser context. */
export async function signInViaApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/Auth/login', { headers: XHR, data: { username, password } });
  expect(res.status(), `sign in as ${username}`).toBe(200);
}

/**
 * Makes sure every demo account exists. With the demo seed they all do; without it (only the first
 * SuperAdmin, created with DEMO_PASSWORD by e2e/start-server.mjs) the missing ones are created.
 */
export async function ensureDemoUsers(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/Auth/login', { headers: XHR, data: { username: 'superadmin', password: DEMO_PASSWORD } });
  expect(login.status(), 'superadmin can sign in').toBe(200);
  const list = await request.get('/api/User', { params: { pageSize: 100 } });
  expect(list.status()).toBe(200);
  const existing = new Set(((await list.json()) as { data: { username: string }[] }).data.map((u) => u.username));
  for (const { username, role } of DEMO_USERS) {
    if (existing.has(username)) continue;
    const created = await request.post('/api/User', {
      headers: XHR,
      data: { username, role, password: DEMO_PASSWORD, fullName: `Demo ${role}`, email: `${username}@example.com` },
    });
    expect(created.status(), `create ${username}`).toBe(201);
  }
  await request.post('/api/Auth/logout', { headers: XHR, data: {} });
}
