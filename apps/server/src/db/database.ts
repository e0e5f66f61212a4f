import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL pool, for the multi-instance Socket.IO adapter. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * bigint (money, COUNT) and numeric (SUM) come back as strings from PostgreSQL. Every value we
 * store stays far below 2^53 (order totals are bounded), so a JS number holds it exactly; a value
 * beyond that would be silently rounded, so it fails loudly instead.
 */
export function parsePgInteger(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${v} is beyond the safe integer range`);
  }
  return n;
}
pg.types.setTypeParser(20, parsePgInteger);
pg.types.setTypeParser(1700, parsePgInteger);

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  file?: string;
  /** Sees every statement Kysely runs (tests count the statements of a request with it). */
  onQuery?: (sql: string) => void;
}

export function openDatabase(opts: OpenDatabaseOptions): DbHandle {
  const log = opts.onQuery ? (event: LogEvent) => opts.onQuery!(event.query.sql) : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (a restart, a dropped database, a network cut) is
    // removed from the pool by pg and the next query opens a new one; unheard, the error would
    // end the process.
    pool.on('error', (err) => {
      if (!closing) console.warn(`PostgreSQL closed an idle connection: ${err.message}`);
    });
    let closing = false;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return {
      db,
      dialect: 'postgres',
      pool,
      close: () => {
        closing = true;
        return db.destroy();
      },
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(opts.file ?? path.join(opts.dataDir, 'restaurant.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's own lower() folds ASCII only; searches in Vietnamese ('Ánh' ~ 'ánh') need Unicode folding.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * better-sqlite3 compiles the SQL on every `prepare()`, and Kysely prepares each query it runs: placing
 * an order ran the same dozen texts through SQLite's compiler every time, about a quarter of its CPU.
 * Compiled statements are kept by their text (the least recently used go past `max`; texts differ only
 * by their placeholders, so a few hundred cover the app). SQLite recompiles a kept statement by itself
 * after a schema change. A statement is never used by two queries at once: better-sqlite3 runs each to
 * the end synchronously, and the app streams no query (`iterate` would keep it busy).
 */
export function keepingStatements(sqlite: SQLite.Database, max = 500): { prepare(sql: string): SQLite.Statement; close(): void } {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) {
        kept.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (kept.size >= max) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}

export const nowIso = (): string => new Date().toISOString();
export const toBool = (v: number | boolean | null | undefined): boolean => v === true || v === 1;
export const toFlag = (v: boolean | undefined | null): number => (v ? 1 : 0);
