import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rooms, SOURCE_LANGUAGE } from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';

/** Settings key holding the version of everything diners read: categories, dishes, restaurant info, languages, translations. */
export const MENU_VERSION_KEY = 'menuVersion';

/**
 * A random token rather than a counter: every writer sets a fresh one without reading the
 * old one, so instances sharing one PostgreSQL never hand out the same version for different data.
 */
function newVersion(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * Menu reads are served from a serialized body per (endpoint, language), rebuilt only when the
 * menu version changes. Each read costs one small query (the version), which keeps every
 * instance correct without any cross-instance messaging.
 *
 * Ordering that keeps it right: readers fetch the version before the data, writers change the
 * version in the same transaction as the data. A body is therefore never older than its version.
 */
export function createMenuCache(ctx: AppContext) {
  const memos = new Map<string, { version: string; value: Promise<unknown> }>();

  async function readVersion(): Promise<string> {
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

  async function bump(db: Db): Promise<void> {
    const value = JSON.stringify(newVersion());
    await db
      .insertInto('settings')
      .values({ key: MENU_VERSION_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
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
      const result = await ctx.db.transaction().execute(async (trx) => {
        const value = await fn(trx);
        await bump(trx);
        return value;
      });
      publishChanged();
      return result;
    },

    /** For modules that change menu data on their own (e.g. removing a deleted image from dishes). */
    async markChanged(): Promise<void> {
      await bump(ctx.db);
      publishChanged();
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
 * otherwise the cached serialized body. `Cache-Control: no-cache` makes browsers revalidate.
 */
export async function sendVersioned(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: MenuCache,
  opts: { key: string; lang?: string; build: (lang: string) => Promise<unknown> },
): Promise<FastifyReply> {
  const version = await cache.version();
  const lang = await cache.effectiveLanguage(version, opts.lang);
  // The body comes first (a map lookup once warm) so a 404 from `build` is never answered with 304.
  const body = await cache.memo(`body:${opts.key}:${lang}`, version, async () => JSON.stringify(await opts.build(lang)));
  const etag = `W/"${version}-${lang}"`;
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Staff views carry unpublished details (translations under review): never stored by any cache. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
