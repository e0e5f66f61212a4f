import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Device = keyof typeof VIEWPORTS;

const SCREENS_DIR = path.resolve(import.meta.dirname, '../../.tmp/screens');

/** Resizes the page to the device and saves `.tmp/screens/<name>-<device>.png`. */
export async function saveScreen(page: Page, name: string, device: Device, opts: { fullPage?: boolean } = {}): Promise<string> {
  await page.setViewportSize(VIEWPORTS[device]);
  // Let layout transitions (sidebar width, drawer) settle before the picture.
  await page.waitForTimeout(350);
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}-${device}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false, animations: 'disabled' });
  return file;
}
