// Starts the app for the browser tests on a fresh database: .tmp/e2e-data-<port>. With demo data
// unless E2E_SEED_DEMO (or SEED_DEMO) is 'false': then only the first SuperAdmin exists.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
const seedDemo = process.env.E2E_SEED_DEMO ?? process.env.SEED_DEMO ?? 'true';

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` before the browser tests.');
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// A private copy of the built web app: a rebuild during the run must not swap chunks under the browser.
const webDir = path.join(root, '.tmp', `e2e-web-${port}`);
rmSync(webDir, { recursive: true, force: true });
cpSync(path.join(root, 'apps/web/dist'), webDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: seedDemo,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_DIST: webDir,
    // Every spec signs in from 127.0.0.1 against this one server; the limits themselves are
    // covered by the integration tests.
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_REQUESTS_PER_MINUTE: '10000',
    DINER_ORDERS_PER_MINUTE: '1000',
    // Only used when the demo seed is unavailable: the first SuperAdmin gets the demo password.
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'demo1234',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
// If the test runner dies without stopping us, do not leave the server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 2000).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
