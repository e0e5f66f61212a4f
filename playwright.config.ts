import { defineConfig } from '@playwright/test';
import { demoBaseUrl, e2ePort, EMPTY_OWNER, emptyBaseUrl } from './e2e/support/servers';

const port = e2ePort();
const baseURL = demoBaseUrl();

const server = {
  command: 'node e2e/start-server.mjs',
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

/**
 * Browser tests against the real server (fresh demo database per run) and the built web app.
 * A second server on the next port starts with an empty database (only the owner's account) for
 * setting a restaurant up from nothing (e2e/empty-restaurant.spec.ts).
 * Build the web first (`npm run build`); the system Chromium is used, never a downloaded one.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-report.json' }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'off',
    screenshot: 'only-on-failure',
    // A click or a navigation that cannot happen fails on its own line, naming what it waited
    // for, instead of silently using up the whole test's time.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      ...server,
      url: `${baseURL}/api/Auth/get-token-from-cookie`,
      env: { E2E_PORT: String(port), E2E_SEED_DEMO: 'true' },
    },
    {
      ...server,
      url: `${emptyBaseUrl()}/api/Auth/get-token-from-cookie`,
      env: {
        E2E_PORT: String(port + 1),
        E2E_SEED_DEMO: 'false',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: EMPTY_OWNER.username,
        ADMIN_PASSWORD: EMPTY_OWNER.password,
      },
    },
  ],
});
