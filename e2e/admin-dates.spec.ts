/**
 * Day fields in the back office read dd/mm/yyyy whatever the browser's locale (here an English
 * browser, which would show a native date input as mm/dd/yyyy), and list tables name every column.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi } from './support/auth';

test.use({ actionTimeout: 10_000, locale: 'en-US', timezoneId: 'Asia/Ho_Chi_Minh' });

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

/** Today in Vietnam as dd/mm/yyyy. */
function todayVi(): string {
  const [y, m, d] = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

async function dayField(page: Page, name: RegExp) {
  const field = page.getByRole('textbox', { name });
  await expect(field).toBeVisible({ timeout: 20_000 });
  return field;
}

test('the dashboard range reads and takes dd/mm/yyyy on an English browser', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/dashboard');
  const from = await dayField(page, /^(Từ ngày|From)/);
  await expect(from).toHaveValue(todayVi());
  await expect(from).toHaveAttribute('placeholder', /^(dd\/mm\/yyyy|DD\/MM\/YYYY|TT\/MM\/JJJJ)$/);

  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/Dashboard/statistics') && r.url().includes('startDate=2026-03-05')),
    from.fill('05/03/2026'),
  ]);
  expect(new URL(request.url()).searchParams.get('startDate')).toBe('2026-03-05');
  await expect(from).toHaveValue('05/03/2026');

  // A day that does not exist is not sent and is put back on leaving the field.
  await from.fill('31/02/2026');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.blur();
  await expect(from).toHaveValue('05/03/2026');

  // The calendar button is a real, named button (the browser's own picker opens from it).
  await expect(page.getByRole('button', { name: /Mở lịch chọn ngày|Open the calendar/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('order history and call history filters read dd/mm/yyyy', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/order-history');
  const from = await dayField(page, /^(Từ ngày|From)/);
  await from.fill('01/02/2026');
  await expect(from).toHaveValue('01/02/2026');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/call-history');
  const start = await dayField(page, /^(Từ ngày|From)/);
  await start.fill('1/2/2026');
  await expect(start).toHaveValue('1/2/2026');
  await start.blur();
  await expect(start).toHaveValue('1/2/2026');
  await expectNoSeriousA11yViolations(page);
});

test('the dishes table names its action column', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/products');
  await expect(page.getByRole('columnheader', { name: /^(Thao tác|Actions)$/ })).toHaveCount(1);
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.length).toBeGreaterThan(1);
  expect(headers.filter((h) => h.trim() === '')).toEqual([]);
});

test('booking times in the order form read dd/mm/yyyy and a 24-hour time', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: /^(Tạo đơn hàng|Create order)$/ }).click();
  const dialog = page.getByRole('dialog');
  const day = dialog.getByRole('textbox', { name: /^(Bắt đầu đặt bàn|Booking start)$/ });
  const time = dialog.getByRole('textbox', { name: /^(Bắt đầu đặt bàn|Booking start): (Giờ|Time)$/ });
  await day.fill('24/12/2026');
  await time.fill('19:30');
  await expect(day).toHaveValue('24/12/2026');
  await expect(time).toHaveValue('19:30');
  await time.fill('7:30 PM');
  await time.blur();
  await expect(time).toHaveValue('19:30');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
});
