import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rooms, SOURCE_LANGUAGE } from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { compress, COMPRESS_THRESHOLD, negotiateEncoding, varyOnEncoding } from '../../http/compression.js';

/** Settings key holding the version of everything diners read: categories, dishes, restaurant info, languages, translations. */
export const MENU_VERSION_KEY = 'menuVersion';

/**
 * A random token rather than a counter: every writer sets a fresh one without reading the
 * old one, so instances sharing one PostgreSQL never hand out the same version for different data.
 */
function newVersion(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** PostgreSQL channel on which every menu write announces its new version to all instances. */
export const MENU_VERSION_CHANNEL = 'menu_version';

/**
 * Menu reads are served from a serialized (and compressed) body per (endpoint, language),
 * rebuilt only when the menu version changes. The version lives in memory, so a warm read
 * (200 or 304) runs no SQL at all.
 *
 * Keeping the in-memory version right: writers change the stored version in the same
 * transaction as the data and set the new one here after commit. With several instances on one
 * PostgreSQL, the transaction also sends the version with NOTIFY (delivered on commit) and each
 * instance LISTENs for it (see `follow`). Until that listener is connected, or while it is
 * down, every read fetches the version from the database as before, so no instance ever trusts
 * a version it could have missed a change to.
 *
 * Readers take the version before the data, so a body is never older than its version.
 */
export function createMenuCache(ctx: AppContext) {
  const memos = new Map<string, { version: string; value: Promise<unknown> }>();
  /** Whether `known` can be trusted without asking the database (always on SQLite: one process). */
  let trusted = ctx.dialect === 'sqlite';
  let known: string | undefined;
  /** Moves on every version change seen, so a slow read of the stored version cannot overwrite a newer one. */
  let generation = 0;

  function learn(version: string | undefined): void {
    generation++;
    known = version;
  }

  async function readStored(): Promise<string> {
    const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', MENU_VERSION_KEY).executeTakeFirst();
    if (row) return parseStored(row.value);
    // A fresh database gets a random start, so a browser's ETag from another database never matches.
    await ctx.db
      .insertInto('settings')
      .values({ key: MENU_VERSION_KEY, value: JSON.stringify(newVersion()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const created = await ctx.db.selectFrom('settings').select('value').where('key', '=', MENU_VERSION_KEY).executeTakeFirstOrThrow();
    return parseStored(created.value);
  }

  async function readVersion(): Promise<string> {
    if (trusted && known !== undefined) return known;
    const seen = generation;
    const stored = await readStored();
    if (trusted && seen === generation) known = stored;
    return stored;
  }

  async function bump(db: Db): Promise<string> {
    const version = newVersion();
    const value = JSON.stringify(version);
    await db
      .insertInto('settings')
      .values({ key: MENU_VERSION_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    if (ctx.dialect === 'postgres') await sql`select pg_notify(${MENU_VERSION_CHANNEL}, ${version})`.execute(db);
    return version;
  }

  function publishChanged(): void {
    ctx.events.publish('MenuChanged', {}, { rooms: [rooms.staff] });
    // Open diner pages refetch too, so a dish turned off shows 'Hết món' without a reload.
    ctx.events.publish('MenuUpdated', {}, { rooms: [rooms.diners] });
  }

  /** A value computed once per (key, version) on this instance; concurrent callers share the work. */
  function memo<T>(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const hit = memos.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = build();
    memos.set(key, { version, value });
    // A failed build must not stay cached.
    value.catch(() => {
      if (memos.get(key)?.value === value) memos.delete(key);
    });
    return value;
  }

  /** Codes of the active languages at this version. */
  function activeLanguages(version: string): Promise<Set<string>> {
    return memo('languages:active', version, async () => {
      const rows = await ctx.db.selectFrom('languages').select('code').where('is_active', '=', 1).execute();
      return new Set(rows.map((r) => r.code));
    });
  }

  return {
    version: readVersion,
    memo,

    /**
     * The language a read is answered in: the requested one if active, else its base ('de-at' -> 'de'),
     * else Vietnamese. Keeps the cache to one entry per real language whatever clients send.
     */
    async effectiveLanguage(version: string, requested: string | undefined): Promise<string> {
      if (!requested || requested === SOURCE_LANGUAGE) return SOURCE_LANGUAGE;
      const active = await activeLanguages(version);
      if (active.has(requested)) return requested;
      const base = requested.split('-')[0]!;
      return active.has(base) ? base : SOURCE_LANGUAGE;
    },

    /**
     * Runs a menu write in a transaction that also moves the version, then tells staff screens.
     * Every write of categories, dishes, restaurant info, languages or translations goes through here.
     */
    async write<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      const { value, version } = await ctx.db.transaction().execute(async (trx) => {
        const value = await fn(trx);
        return { value, version: await bump(trx) };
      });
      learn(version);
      publishChanged();
      return value;
    },

    /** For modules that change menu data on their own (e.g. removing a deleted image from dishes). */
    async markChanged(): Promise<void> {
      learn(await bump(ctx.db));
      publishChanged();
    },

    /**
     * Follows the versions other instances write (PostgreSQL LISTEN on its own connection).
     * While connected, reads trust the in-memory version; when the connection drops they ask the
     * database again until it is back. Resolves once listening; the returned function stops it.
     */
    async follow(pool: pg.Pool): Promise<() => Promise<void>> {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;

      const lost = (err?: unknown) => {
        trusted = false;
        learn(undefined);
        if (client) {
          client.removeAllListeners();
          client.on('error', () => {});
          void client.end().catch(() => {});
        }
        client = undefined;
        if (stopped) return;
        if (err) ctx.log.warn({ err }, 'menu version listener lost; reading the version from the database until it is back');
        retry = setTimeout(() => void connect().catch(lost), 1000);
        retry.unref();
      };

      async function connect(): Promise<void> {
        const c = new pg.Client(pool.options);
        client = c;
        c.on('error', lost);
        c.on('end', () => {
          if (client === c) lost();
        });
        c.on('notification', (msg) => {
          if (msg.channel === MENU_VERSION_CHANNEL && msg.payload) learn(msg.payload);
        });
        await c.connect();
        await c.query(`LISTEN ${MENU_VERSION_CHANNEL}`);
        if (stopped) return;
        // Anything written before LISTEN took effect is in the database: start from there.
        learn(undefined);
        trusted = true;
      }

      await connect().catch(lost);
      return async () => {
        stopped = true;
        trusted = false;
        if (retry) clearTimeout(retry);
        const c = client;
        client = undefined;
        if (c) {
          c.removeAllListeners();
          c.on('error', () => {});
          await c.end().catch(() => {});
        }
      };
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;

function parseStored(value: string): string {
  try {
    return String(JSON.parse(value));
  } catch {
    return value;
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored.
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => strip(t) === strip(etag));
}

/**
 * Answers a public menu read: `ETag: W/"<version>-<lang>"`, 304 when the client already has it,
 * otherwise the cached serialized body, compressed once per version in the encoding the client
 * accepts. `Cache-Control: no-cache` makes browsers revalidate.
 */
export async function sendVersioned(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: MenuCache,
  opts: {
    key: string;
    lang?: string;
    /**
     * A part of the answer the menu version does not cover (the table page's menu carries the
     * public settings): it takes part in the ETag and in the cached body's version.
     */
    variant?: string;
    build: (lang: string) => Promise<unknown>;
  },
): Promise<FastifyReply> {
  const menuVersion = await cache.version();
  const lang = await cache.effectiveLanguage(menuVersion, opts.lang);
  const version = opts.variant === undefined ? menuVersion : `${menuVersion}.${createHash('sha1').update(opts.variant).digest('base64url').slice(0, 12)}`;
  const bodyKey = `body:${opts.key}:${lang}`;
  // The body comes first (a map lookup once warm) so a 404 from `build` is never answered with 304.
  const body = await cache.memo(bodyKey, version, async () => JSON.stringify(await opts.build(lang)));
  const etag = `W/"${version}-${lang}"`;
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  varyOnEncoding(reply);
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = Buffer.byteLength(body) >= COMPRESS_THRESHOLD ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  // Bytes, not the string: a string would be encoded to UTF-8 again on every read.
  if (!encoding) return reply.send(await cache.memo(`${bodyKey}:identity`, version, async () => Buffer.from(body)));
  const packed = await cache.memo(`${bodyKey}:${encoding}`, version, () => compress(body, encoding, true));
  return reply.header('Content-Encoding', encoding).send(packed);
}

/** Staff views carry unpublished details (translations under review): never stored by any cache. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
