/**
 * WCAG 2.5.3 (label in name) on the back-office pages: a control's accessible name contains the
 * text it shows, so speech users can say what they see. axe's experimental rule checks it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ensureDemoUsers, signInViaApi } from './support/auth';

test.use({ actionTimeout: 10_000 });

test.beforeAll(async ({ request }) => {
  await ensureDemoUsers(request);
});

const PAGES = ['/admin/orders', '/admin/dashboard', '/admin/restaurant-info'];

test('admin pages: no label-in-name mismatch (desktop and phone)', async ({ page }) => {
  test.setTimeout(240_000);
  await signInViaApi(page, 'admin');
  const found: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 15_000 });
      const { violations } = await new AxeBuilder({ page })
        .withRules(['label-content-name-mismatch'])
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      for (const v of violations) for (const n of v.nodes) found.push(`${viewport.width} ${path}: ${n.target.join(' ')} ${n.html.slice(0, 120)}`);
    }
  }
  expect(found).toEqual([]);
});
