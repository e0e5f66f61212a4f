/**
 * Starting what the bench measures: the built server (plain node, as `npm start` runs it) on a
 * demo database, and the bare Fastify baselines, each in its own process so the load generator
 * never shares their event loop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

/** Builds what `npm start` would run (the web app only when stale). */
export function ensureBuilt(): void {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Running {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawning node to the first 200. */
  startMs: number;
  /** CPU time the server process used until its first 200, in ms. */
  startCpuMs: number;
  stop(): Promise<void>;
}

async function waitFor200(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built server as `npm start` runs it, on the given data directory or PostgreSQL database. */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** The TypeScript sources through the tsx loader (how `npm start` ran before), for comparison. */
  fromSource?: boolean;
}): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The bench places thousands of orders per minute from one table.
    DINER_ORDERS_PER_MINUTE: '100000',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const argv = opts.fromSource ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')] : [serverEntry];
  const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/api/Language`, child, opts.timeoutMs ?? 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const startMs = performance.now() - started;
  return { base, child, startMs, startCpuMs: cpuMs(child.pid!), stop: stopper(child) };
}

/** Bare Fastify in its own process: GET /hello answers {"hello":"world"}, GET /menu the given file as JSON. */
export async function startBaseline(menuFile: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), MENU_FILE: menuFile },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/hello`, child, 30_000);
  return { base, child, startMs: performance.now() - started, startCpuMs: cpuMs(child.pid!), stop: stopper(child) };
}

/**
 * CPU time (user + system) a process has used so far, in ms (Linux). Unlike the wall clock it
 * hardly depends on what else the machine is doing.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export interface DemoTable {
  id: number;
  number: string;
  key: string;
}

/** The first active table of the demo data and its QR key, read from the database. */
/** Every active table of the demo data, in id order. */
export async function activeTables(target: { dataDir: string; databaseUrl?: string }): Promise<DemoTable[]> {
  const query = 'select id, table_number, secret_key from dining_tables where is_active = 1 order by id';
  let rows: { id: number; table_number: string; secret_key: string }[];
  if (target.databaseUrl) {
    const c = new pg.Client({ connectionString: target.databaseUrl });
    await c.connect();
    rows = (await c.query(query)).rows;
    await c.end();
  } else {
    const db = new Database(path.join(target.dataDir, 'restaurant.db'), { readonly: true });
    rows = db.prepare(query).all() as typeof rows;
    db.close();
  }
  return rows.map((row) => ({ id: Number(row.id), number: row.table_number, key: row.secret_key }));
}

export async function firstTable(target: { dataDir: string; databaseUrl?: string }): Promise<DemoTable> {
  const query = 'select id, table_number, secret_key from dining_tables where is_active = 1 order by id limit 1';
  let row: { id: number; table_number: string; secret_key: string } | undefined;
  if (target.databaseUrl) {
    const c = new pg.Client({ connectionString: target.databaseUrl });
    await c.connect();
    row = (await c.query(query)).rows[0];
    await c.end();
  } else {
    const db = new Database(path.join(target.dataDir, 'restaurant.db'), { readonly: true });
    row = db.prepare(query).get() as typeof row;
    db.close();
  }
  if (!row) throw new Error('no active table in the demo data');
  return { id: Number(row.id), number: row.table_number, key: row.secret_key };
}

/** A fresh PostgreSQL database next to the one in `url`, dropped by the returned function. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A demo database on SQLite, created once by a first start (the seed draws and stores pictures,
 * which takes a while); each part then works on its own copy.
 */
export async function seededSqlite(): Promise<{ dir: string; copy(): string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rto-bench-seed-'));
  const first = await startServer({ dataDir: dir });
  await first.stop();
  const copies: string[] = [];
  return {
    dir,
    copy() {
      const c = mkdtempSync(path.join(tmpdir(), 'rto-bench-'));
      cpSync(dir, c, { recursive: true });
      copies.push(c);
      return c;
    },
    remove() {
      for (const d of [dir, ...copies]) rmSync(d, { recursive: true, force: true });
    },
  };
}
