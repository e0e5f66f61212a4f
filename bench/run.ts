/**
 * Throughput of the hot paths against a baseline measured in the same run on the same
 * machine (a route that touches no database), so the ratios mean something on any box.
 * Run: npm run bench   (BENCH_SECONDS=5 by default, BENCH_CONNECTIONS=20)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
}

async function measure(base: string, c: Case) {
  const result = await autocannon({
    url: base + c.path,
    method: c.method ?? 'GET',
    headers: c.headers,
    connections,
    duration: seconds,
    ...(c.body ? { requests: [{ method: c.method ?? 'GET', path: c.path, headers: c.headers, setupRequest: (r: Record<string, unknown>) => ({ ...r, body: c.body!() }) }] } : {}),
  });
  return {
    name: c.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rto-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent', DINER_ORDERS_PER_MINUTE: '100000', PORT: '0', WEB_DIST: path.join(dataDir, 'none') });
  const { app, services } = await buildApp(config, { logger: false, print: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const etag = (await fetch(`${base}/api/Product?lang=de`)).headers.get('etag') ?? '';
    const table = await services.db.selectFrom('dining_tables').select(['id', 'table_number', 'secret_key']).where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const dish = await services.db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const cases: Case[] = [
      { name: 'baseline: GET /api/Auth/validate-token (no database)', path: '/api/Auth/validate-token' },
      { name: 'GET /api/Product?lang=de (full menu, cached body)', path: '/api/Product?lang=de' },
      { name: 'GET /api/Product?lang=de + If-None-Match (304)', path: '/api/Product?lang=de', headers: { 'if-none-match': etag } },
      { name: 'GET /api/Category?lang=en', path: '/api/Category?lang=en' },
      { name: 'GET /api/Table/number/1', path: `/api/Table/number/${table.table_number}` },
      {
        name: 'POST /api/Order (diner order, 2 lines, one transaction)',
        path: '/api/Order',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-table-key': table.secret_key },
        body: () => JSON.stringify({ tableId: table.id, orderItems: [{ productId: dish.id, quantity: 2, notes: 'ít cay' }, { productId: dish.id, quantity: 1, notes: '' }] }),
      },
    ];
    const rows = [];
    for (const c of cases) rows.push(await measure(base, c));
    const baseline = rows[0].rps;
    console.log(`\n${seconds}s per case, ${connections} connections, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}\n`);
    console.log(['case'.padEnd(58), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs baseline'.padStart(12), 'non-2xx'.padStart(8)].join(' '));
    for (const r of rows) {
      console.log([r.name.padEnd(58), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${(r.rps / baseline).toFixed(2)}x`.padStart(12), String(r.non2xx).padStart(8)].join(' '));
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
