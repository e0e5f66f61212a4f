/**
 * Requests per second and latency of the hot paths of the built server, next to bare Fastify
 * (a hello world, and the same menu body served from memory) measured in the same run, so
 * the ratios hold on any machine. SQLite always; PostgreSQL too when DATABASE_URL or
 * TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { activeTables, cpuMs, firstTable, freshPostgres, startBaseline, startServer, type Running } from './servers.js';

export interface Settings {
  seconds: number;
  connections: number;
}

interface Case {
  name: string;
  base: string;
  /** The server process answering, for its CPU time. */
  pid: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
  /** Per request: headers added and the body (a request that changes with each call). */
  next?: () => { headers: Record<string, string>; body: string };
  /** Which baseline the row is compared with besides the hello world. */
  vsMenu?: boolean;
}

interface Row {
  name: string;
  /** CPU time of the server process per answer, in microseconds. */
  cpuUs: number;
  /** The baseline (hello, or the menu for menu rows) measured right before this case. */
  ref?: Row;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  vsMenu?: boolean;
}

async function measure(c: Case, s: Settings): Promise<Row> {
  const cpuBefore = cpuMs(c.pid);
  const result = await autocannon({
    url: c.base + c.path,
    method: c.method ?? 'GET',
    headers: c.headers,
    connections: s.connections,
    duration: s.seconds,
    ...(c.body
      ? {
          requests: [
            { method: c.method ?? 'GET', path: c.path, headers: c.headers, setupRequest: (r: Record<string, unknown>) => ({ ...r, body: c.body!() }) },
          ],
        }
      : {}),
    ...(c.next
      ? {
          requests: [
            {
              method: c.method ?? 'GET',
              path: c.path,
              setupRequest: (r: Record<string, unknown>) => {
                const { headers, body } = c.next!();
                return { ...r, headers: { ...c.headers, ...headers }, body };
              },
            },
          ],
        }
      : {}),
  });
  const cpuUs = ((cpuMs(c.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return {
    name: c.name,
    cpuUs,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    vsMenu: c.vsMenu,
  };
}

/** A short unmeasured run so the JIT and the caches are warm, as on a busy evening. */
async function warm(c: Case, s: Settings): Promise<void> {
  await measure(c, { ...s, seconds: 1 });
}

/** Every submit of the diner page carries its own Idempotency-Key. */
let submits = 0;
const idempotencyKey = () => `bench-${process.pid}-${(submits += 1)}`;

function orderBody(tableId: number, dishId: number): string {
  return JSON.stringify({
    tableId,
    orderItems: [
      { productId: dishId, quantity: 2, notes: 'ít cay' },
      { productId: dishId, quantity: 1, notes: '' },
    ],
  });
}

function orderCase(app: Running, table: { id: number; key: string }, dishId: number): Case {
  return {
    name: 'POST /api/Order (diner order, 2 lines)',
    base: app.base,
    pid: app.child.pid!,
    path: '/api/Order',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-table-key': table.key },
    next: () => ({ headers: { 'idempotency-key': idempotencyKey() }, body: orderBody(table.id, dishId) }),
  };
}

/**
 * Orders from every table of the restaurant in turn, as on a full evening: each table's orders
 * wait for one another under its lock, different tables do not.
 */
function spreadOrderCase(app: Running, tables: { id: number; key: string }[], dishId: number): Case {
  let n = 0;
  return {
    name: 'POST /api/Order, all tables in turn',
    base: app.base,
    pid: app.child.pid!,
    path: '/api/Order',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    next: () => {
      const table = tables[n++ % tables.length]!;
      return { headers: { 'x-table-key': table.key, 'idempotency-key': idempotencyKey() }, body: orderBody(table.id, dishId) };
    },
  };
}

async function appCases(app: Running, target: { dataDir: string; databaseUrl?: string }, label: string): Promise<Case[]> {
  const table = await firstTable(target);
  const tables = await activeTables(target);
  const menu = (await (await fetch(`${app.base}/api/Product?lang=de`)).json()) as { id: number; isActive: boolean }[];
  const dish = menu.find((p) => p.isActive) ?? menu[0]!;
  const etag = (await fetch(`${app.base}/api/Product?lang=de`)).headers.get('etag') ?? '';
  return [
    { name: `${label} GET /api/Product?lang=de (full menu)`, base: app.base, pid: app.child.pid!, path: '/api/Product?lang=de', vsMenu: true },
    {
      name: `${label} same, Accept-Encoding: br`,
      base: app.base,
      pid: app.child.pid!,
      path: '/api/Product?lang=de',
      headers: { 'accept-encoding': 'gzip, br' },
      vsMenu: true,
    },
    {
      name: `${label} same, If-None-Match (304)`,
      base: app.base,
      pid: app.child.pid!,
      path: '/api/Product?lang=de',
      headers: { 'if-none-match': etag },
      vsMenu: true,
    },
    { name: `${label} GET /api/Category?lang=en`, base: app.base, pid: app.child.pid!, path: '/api/Category?lang=en' },
    { name: `${label} GET /api/Table/number/<n>`, base: app.base, pid: app.child.pid!, path: `/api/Table/number/${encodeURIComponent(table.number)}` },
    { ...orderCase(app, table, dish.id), name: `${label} POST /api/Order (diner order, 2 lines)` },
    { ...spreadOrderCase(app, tables, dish.id), name: `${label} same, ${tables.length} tables in turn` },
  ];
}

function print(rows: Row[], s: Settings): void {
  console.log(`\n${s.seconds}s per case, ${s.connections} connections. Each case of the app runs right after its bare Fastify`);
  console.log('baseline (hello world; the same menu body for menu reads). "ratio" compares requests per second;');
  console.log('"CPU ratio" compares the server process\'s CPU time per answer, which a busy machine hardly moves');
  console.log("(on PostgreSQL the database server's own CPU is not counted).\n");
  const head = [
    'case'.padEnd(52),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'CPU µs'.padStart(7),
    'base r/s'.padStart(9),
    'ratio'.padStart(6),
    'CPU ratio'.padStart(10),
    'non-2xx'.padStart(8),
  ];
  console.log(head.join(' '));
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(52),
        r.rps.toFixed(0).padStart(7),
        String(r.p50).padStart(7),
        String(r.p99).padStart(7),
        r.cpuUs.toFixed(0).padStart(7),
        (r.ref ? r.ref.rps.toFixed(0) : '').padStart(9),
        (r.ref ? `${(r.rps / r.ref.rps).toFixed(2)}x` : '').padStart(6),
        (r.ref ? `${(r.ref.cpuUs / r.cpuUs).toFixed(2)}x` : '').padStart(10),
        String(r.non2xx + r.errors).padStart(8),
      ].join(' '),
    );
  }
  console.log('(the 304 rows count as non-2xx: that is the point of them)');
}

export async function throughput(s: Settings, sqliteDir: string): Promise<void> {
  console.log('\n== Throughput: built server vs bare Fastify ==');
  const app = await startServer({ dataDir: sqliteDir });
  const scratch = mkdtempSync(path.join(tmpdir(), 'rto-bench-menu-'));
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  let baseline: Running | undefined;
  let pgApp: Running | undefined;
  let pgDb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  try {
    // The baseline serves exactly the bytes the app answers for the menu.
    const menuFile = path.join(scratch, 'menu.json');
    writeFileSync(menuFile, await (await fetch(`${app.base}/api/Product?lang=de`)).text());
    baseline = await startBaseline(menuFile);
    const hello: Case = { name: 'bare Fastify: GET /hello', base: baseline.base, pid: baseline.child.pid!, path: '/hello' };
    const sameMenu: Case = { name: 'bare Fastify: GET /menu (the same menu body)', base: baseline.base, pid: baseline.child.pid!, path: '/menu' };
    const cases: Case[] = [...(await appCases(app, { dataDir: sqliteDir }, 'SQLite'))];
    if (pgUrl) {
      pgDb = await freshPostgres(pgUrl);
      pgApp = await startServer({ dataDir: mkdtempSync(path.join(scratch, 'pg-')), databaseUrl: pgDb.url });
      cases.push(...(await appCases(pgApp, { dataDir: '', databaseUrl: pgDb.url }, 'PostgreSQL')));
    }
    await warm(hello, s);
    await warm(sameMenu, s);
    const rows: Row[] = [await measure(hello, s), await measure(sameMenu, s)];
    for (const c of cases) {
      const ref = await measure(c.vsMenu ? sameMenu : hello, s);
      await warm(c, s);
      rows.push({ ...(await measure(c, s)), ref });
    }
    print(rows, s);
    if (!pgUrl) console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to measure it too.');
  } finally {
    await app.stop();
    await baseline?.stop();
    await pgApp?.stop();
    await pgDb?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
