import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Dialect } from '../src/db/database.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Runs a suite once per database: `forEachDatabase('orders', (t) => { ... })`. */
export function forEachDatabase(name: string, body: (dialect: Dialect) => void): void {
  for (const dialect of testDialects()) describe(`${name} [${dialect}]`, () => body(dialect));
}

export interface TestApp extends BuiltApp {
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A real app on a fresh, empty database of the given kind (a temp SQLite file, or a new
 * PostgreSQL database created for this test file and dropped afterwards).
 */
export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}, opts: { onQuery?: (sql: string) => void } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rto-test-'));
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    dbName = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'superadmin',
    ADMIN_PASSWORD: 'superadmin-pass',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Suites place many orders per table in seconds; the per-table limit has its own test.
    DINER_ORDERS_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' } : {}),
    ...env,
  });
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, onQuery: opts.onQuery });
  const built = await buildApp(config, { handle, logger: false, print: () => {} });
  await built.app.ready();
  return Object.assign(built, {
    config,
    async close() {
      await built.app.close();
      if (dbName) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A client bound to one app and (optionally) one signed-in session, like the web app. */
export interface Client {
  cookies: Record<string, string>;
  request(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

let clientCount = 0;

/** Each client gets its own remote address, like separate devices (per-IP limits stay per test). */
export function client(t: { app: BuiltApp['app'] }, opts: { ip?: string } = {}): Client {
  clientCount += 1;
  const ip = opts.ip ?? `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  const cookies: Record<string, string> = {};
  const request = async (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookieHeader = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(body !== undefined && !(body instanceof Buffer) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body instanceof Buffer ? body : JSON.stringify(body) } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) delete cookies[c.name];
      else cookies[c.name] = c.value;
    }
    return res;
  };
  return {
    cookies,
    request,
    get: (url, h) => request('GET', url, undefined, h),
    post: (url, b, h) => request('POST', url, b, h),
    put: (url, b, h) => request('PUT', url, b, h),
    delete: (url, b, h) => request('DELETE', url, b, h),
  };
}

/** Signs in through the real login route and returns the client holding the cookies. */
export async function signIn(t: { app: BuiltApp['app'] }, username: string, password: string, opts: { ip?: string } = {}): Promise<Client> {
  const c = client(t, opts);
  const res = await c.post('/api/Auth/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return c;
}

export { openDatabase };
