/**
 * The featured dishes' row on the home page (German, the demo's diner default): it moves on by
 * itself every 3 s, follows the arrows, starts again from the first dish after the last, goes to
 * the last from the first, pauses on request, and its dots follow the dish in front. One, two and
 * three dishes side by side on a phone, a tablet and a desktop.
 */
import { expect, test, type Locator } from '@playwright/test';
import de from '../apps/web/src/locales/de/diner.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y';
import { saveScreen } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

const scrollLeft = (row: Locator) => row.evaluate((el) => Math.round(el.scrollLeft));
/** Index of the wide (current) dot. */
const currentDot = (dots: Locator) =>
  dots.evaluate((el) => Array.from(el.children).findIndex((dot) => (dot as HTMLElement).getBoundingClientRect().width > 10));

test('the featured row moves on by itself, follows the arrows, wraps both ways and pauses', async ({ page }) => {
  await page.goto('/');
  const section = page.getByTestId('featured');
  const row = page.getByTestId('featured-row');
  const dots = page.getByTestId('featured-dots');
  await expect(section.getByRole('heading', { name: de.featured.title })).toBeVisible();
  const slides = row.locator('[data-slide]');
  const count = await dots.locator('span').count();
  expect(count, 'the demo features several dishes').toBeGreaterThan(2);
  await expect(slides).toHaveCount(count);
  const width = await row.evaluate((el) => el.clientWidth);
  const slideLeft = (i: number) => slides.nth(i).evaluate((el) => (el as HTMLElement).offsetLeft);

  // By itself, about 3 s after the page opened: one slide on.
  expect(await scrollLeft(row)).toBe(0);
  await expect.poll(() => scrollLeft(row), { timeout: 7000 }).toBe(await slideLeft(1));
  await expect.poll(() => currentDot(dots)).toBe(1);

  // Paused: nothing moves for longer than the delay.
  await page.getByRole('button', { name: de.featured.pause }).click();
  await page.waitForTimeout(600);
  const paused = await scrollLeft(row);
  await page.waitForTimeout(3600);
  expect(await scrollLeft(row)).toBe(paused);
  await expect(page.getByRole('button', { name: de.featured.play })).toBeVisible();

  // Arrows: back to the first, back again to the last, then on to the first.
  await page.getByRole('button', { name: de.featured.prev }).click();
  await expect.poll(() => scrollLeft(row)).toBe(0);
  await page.getByRole('button', { name: de.featured.prev }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2)).toBe(true);
  await expect.poll(() => currentDot(dots)).toBe(count - 1);
  await page.getByRole('button', { name: de.featured.next }).click();
  await expect.poll(() => scrollLeft(row)).toBe(0);
  await expect.poll(() => currentDot(dots)).toBe(0);
  await page.getByRole('button', { name: de.featured.next }).click();
  await expect.poll(() => scrollLeft(row)).toBe(await slideLeft(1));

  // One whole dish in view on a phone, its neighbour not peeking in.
  const first = await slides.nth(1).boundingBox();
  const rowBox = await row.boundingBox();
  expect(Math.round(first!.width)).toBe(Math.round(width));
  expect(Math.round(first!.x)).toBe(Math.round(rowBox!.x));

  await expectNoSeriousA11yViolations(page);
});

test('two dishes side by side on a tablet, three on a desktop, 20 px apart', async ({ page }) => {
  await page.goto('/');
  const row = page.getByTestId('featured-row');
  await expect(row.locator('[data-slide]').first()).toBeVisible();
  for (const [device, perView] of [
    ['tablet', 2],
    ['desktop', 3],
  ] as const) {
    await saveScreen(page, `featured-${perView}`, device);
    const geometry = await row.evaluate((el) => {
      const boxes = Array.from(el.querySelectorAll('[data-slide]')).map((s) => s.getBoundingClientRect());
      return { width: el.clientWidth, first: boxes[0]!, second: boxes[1]! };
    });
    expect(Math.round(geometry.second.x - geometry.first.right)).toBe(20);
    expect(Math.abs(geometry.first.width * perView + 20 * (perView - 1) - geometry.width)).toBeLessThan(2);
  }
  await saveScreen(page, 'featured-1', 'phone');
});
