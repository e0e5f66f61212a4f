/**
 * A list that cannot load says so once: an alert where the list would be, with a retry, and no
 * toast repeating it. Retrying loads the list.
 */
import { expect, test } from '@playwright/test';
import { ensureDemoUsers, signInViaApi } from './support/auth';

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

test('the tables list that fails to load shows one alert with a retry, and no toast', async ({ page }) => {
  await signInViaApi(page, 'admin');
  let failing = true;
  // The page's list of tables with their bookings.
  await page.route(
    (url) => url.pathname === '/api/Table/with-booking-info',
    (route) => (failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"UNAVAILABLE"}' }) : route.fallback()),
  );
  await page.goto('/admin/tables');
  const alert = page.getByRole('alert').filter({ hasText: 'Lỗi khi tải danh sách bàn' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // react-hot-toast shows its toasts as role="status"; give a toast the time it would take to appear.
  await page.waitForTimeout(1_000);
  // Counted once, not waited for: a toast would be gone again after 4 s.
  expect(await page.getByRole('status').filter({ hasText: 'Lỗi khi tải danh sách bàn' }).count()).toBe(0);
  expect(await page.getByText('Lỗi khi tải danh sách bàn').count()).toBe(1);

  failing = false;
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(alert).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Bàn 1', exact: true })).toBeVisible();
});
