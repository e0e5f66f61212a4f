/**
 * The restaurant details form: a logo picked while editing is saved by the form's own
 * 'Lưu thông tin', together with the texts (one save saves everything).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ensureDemoUsers, signInViaApi } from './support/auth';
import { makePng } from './support/png';
import { saveScreen } from './support/screens';

test.use({ actionTimeout: 10_000 });

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

test('Lưu thông tin saves the logo picked in the form with the texts', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'admin');
  const before = (await (await page.request.get('/api/RestaurantInfo')).json()) as { logoUrl: string | null };

  await page.goto('/admin/restaurant-info');
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const form = page.getByRole('form', { name: 'Chỉnh sửa thông tin nhà hàng' });
  await form.getByLabel('Số điện thoại').fill('0911 222 333');
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo-moi.png', mimeType: 'image/png', buffer: makePng(160, 160) });
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('logo-pending')).toBeVisible();
  // No separate upload step while the form is open.
  await expect(page.getByRole('button', { name: 'Tải lên', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'restaurant-info-form', 'phone', { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: '.tmp/screens/restaurant-info-form-1024.png', fullPage: true });

  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/RestaurantInfo/upload-logo')),
    form.getByRole('button', { name: 'Lưu thông tin' }).click(),
  ]);
  expect(upload.status()).toBe(200);
  await expect(form).toBeHidden();
  await expect(page.getByTestId('logo-image')).toHaveAttribute('src', /\/api\/images\/[0-9a-f]+-\d+\.webp$/);

  const after = (await (await page.request.get('/api/RestaurantInfo')).json()) as { logoUrl: string | null; phone: string };
  expect(after.phone).toBe('0911 222 333');
  expect(after.logoUrl).toMatch(/\/api\/images\//);
  expect(after.logoUrl).not.toBe(before.logoUrl);

  // A logo picked and then discarded is not saved.
  await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await page.getByTestId('logo-input').setInputFiles({ name: 'khac.png', mimeType: 'image/png', buffer: makePng(90, 90) });
  await page.getByRole('button', { name: 'Bỏ logo mới' }).click();
  await expect(form.getByRole('button', { name: 'Lưu thông tin' })).toBeDisabled();
  await form.getByRole('button', { name: 'Hủy' }).click();
  expect(((await (await page.request.get('/api/RestaurantInfo')).json()) as { logoUrl: string }).logoUrl).toBe(after.logoUrl);
});
