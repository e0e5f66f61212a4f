import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql, type KyselyPlugin } from 'kysely';
import type { Category, Product } from '@app/contract';
import { buildApp, type BuiltApp } from '../../app.js';
import { client, createTestApp, forEachDatabase, openDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { nowIso } from '../../db/database.js';

/** Counts the queries an app sends, to prove the menu is read in a handful of them. */
function queryCounter() {
  const counter = { n: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.n += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { counter, plugin };
}

/** A second server instance on the same database, as behind a load balancer. */
async function secondInstance(t: TestApp, plugin?: KyselyPlugin): Promise<BuiltApp> {
  const handle = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
  const db = plugin ? handle.db.withPlugin(plugin) : handle.db;
  const built = await buildApp(t.config, { handle: { ...handle, db }, logger: false, print: () => {} });
  await built.app.ready();
  return built;
}

forEachDatabase('menu reads', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let soup: Product;
  let noodles: Category;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const top = (await admin.post('/api/Category', { name: 'Món ăn' })).json() as Category;
    noodles = (await admin.post('/api/Category', { name: 'Món nước', parentId: top.id, translations: { de: { name: 'Suppen' } } })).json() as Category;
    soup = (
      await admin.post('/api/Product', {
        name: 'Phở bò',
        description: 'Nước dùng hầm xương',
        price: 65000,
        categoryId: noodles.id,
        additionalCategoryIds: [top.id],
        translations: { de: { name: 'Rindfleisch-Nudelsuppe' }, en: { description: 'Bone broth' } },
      })
    ).json() as Product;
  });
  afterAll(() => t.close());

  describe('translations', () => {
    it('lang=vi (or none) answers the originals', async () => {
      for (const url of ['/api/Product', '/api/Product?lang=vi']) {
        const p = ((await client(t).get(url)).json() as Product[]).find((x) => x.id === soup.id)!;
        expect(p).toMatchObject({ name: 'Phở bò', originalName: 'Phở bò', description: 'Nước dùng hầm xương', categoryName: 'Món nước' });
      }
    });

    it('another language uses stored translations field by field, falling back to Vietnamese', async () => {
      const de = ((await client(t).get('/api/Product?lang=de')).json() as Product[]).find((x) => x.id === soup.id)!;
      expect(de).toMatchObject({
        name: 'Rindfleisch-Nudelsuppe',
        originalName: 'Phở bò',
        description: 'Nước dùng hầm xương',
        categoryName: 'Suppen',
        additionalCategoryNames: ['Món ăn'],
      });
      const en = ((await client(t).get('/api/Product?lang=en')).json() as Product[]).find((x) => x.id === soup.id)!;
      expect(en).toMatchObject({ name: 'Phở bò', description: 'Bone broth', categoryName: 'Món nước' });
      const cats = (await client(t).get('/api/Category?lang=de')).json() as Category[];
      expect(cats.find((c) => c.id === noodles.id)).toMatchObject({ name: 'Suppen', originalName: 'Món nước' });
    });

    it('an unknown language answers Vietnamese; a regional code uses its base language', async () => {
      const fr = await client(t).get('/api/Product?lang=fr');
      expect(fr.headers.etag).toMatch(/-vi"$/);
      expect((fr.json() as Product[]).find((x) => x.id === soup.id)!.name).toBe('Phở bò');
      const deAt = await client(t).get('/api/Product?lang=de-AT');
      expect(deAt.headers.etag).toMatch(/-de"$/);
      expect((deAt.json() as Product[]).find((x) => x.id === soup.id)!.name).toBe('Rindfleisch-Nudelsuppe');
    });

    it('a staff-reviewed translation (PUT Translation) reaches diners; an empty text removes it', async () => {
      let res = await admin.put(`/api/Translation/product/${soup.id}`, { language: 'en', fields: { name: 'Beef noodle soup' } });
      expect(res.statusCode).toBe(200);
      const en = () =>
        client(t)
          .get('/api/Product?lang=en')
          .then((r) => (r.json() as Product[]).find((x) => x.id === soup.id)!);
      expect((await en()).name).toBe('Beef noodle soup');
      res = await admin.put(`/api/Translation/product/${soup.id}`, { language: 'en', fields: { name: '' } });
      expect(res.json()).toEqual([
        { language: 'de', field: 'name', text: 'Rindfleisch-Nudelsuppe', isMachine: false },
        { language: 'en', field: 'description', text: 'Bone broth', isMachine: false },
      ]);
      expect((await en()).name).toBe('Phở bò');
    });
  });

  describe('ETag and 304', () => {
    const endpoints = ['/api/Category', '/api/Product', '/api/RestaurantInfo', '/api/RestaurantInfo/1', '/api/Language'];

    it('every public read has a weak ETag "<version>-<lang>" and Cache-Control: no-cache, and honours If-None-Match', async () => {
      for (const url of endpoints) {
        const first = await client(t).get(`${url}?lang=de`);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^W\/"[0-9a-z]+-(de|vi)"$/);
        const again = await client(t).get(`${url}?lang=de`, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        const list = await client(t).get(`${url}?lang=de`, { 'if-none-match': `"other", ${etag}` });
        expect(list.statusCode, url).toBe(304);
      }
    });

    it('the ETag differs per language', async () => {
      const vi = (await client(t).get('/api/Product')).headers.etag;
      const de = (await client(t).get('/api/Product?lang=de')).headers.etag;
      expect(vi).not.toBe(de);
      expect((await client(t).get('/api/Product?lang=de', { 'if-none-match': vi as string })).statusCode).toBe(200);
    });

    it('every kind of menu write changes the ETag, and the new body is served', async () => {
      const writes: [string, () => Promise<unknown>][] = [
        ['category', () => admin.put(`/api/Category/${noodles.id}`, { displayOrder: 5 })],
        ['product', () => admin.put(`/api/Product/${soup.id}`, { price: 70000 })],
        ['availability', () => admin.request('PATCH', `/api/Product/${soup.id}/availability`, { isActive: false })],
        ['translation', () => admin.put(`/api/Translation/category/${noodles.id}`, { language: 'de', fields: { name: 'Nudelsuppen' } })],
        ['restaurant', () => admin.put('/api/RestaurantInfo/1', { name: 'Quán Phở' })],
        ['language', () => admin.post('/api/Language', { name: 'Français', code: 'fr' })],
      ];
      for (const [what, write] of writes) {
        const before = await client(t).get('/api/Product?lang=de');
        const etag = before.headers.etag as string;
        await write();
        const after = await client(t).get('/api/Product?lang=de', { 'if-none-match': etag });
        expect(after.statusCode, what).toBe(200);
        expect(after.headers.etag, what).not.toBe(etag);
      }
      const p = ((await client(t).get('/api/Product?lang=de')).json() as Product[]).find((x) => x.id === soup.id)!;
      expect(p).toMatchObject({ price: 70000, isActive: false, categoryName: 'Nudelsuppen' });
      expect((await client(t).get('/api/RestaurantInfo')).json().name).toBe('Quán Phở');
    });

    it('a refused write leaves the ETag as it was', async () => {
      const etag = (await client(t).get('/api/Category')).headers.etag as string;
      expect((await admin.delete(`/api/Category/${noodles.id}`)).statusCode).toBe(409);
      expect((await client(t).get('/api/Category', { 'if-none-match': etag })).statusCode).toBe(304);
    });

    it('publishes MenuChanged to staff and MenuUpdated to diners after each write', async () => {
      const before = t.events.sent.length;
      await admin.put(`/api/Product/${soup.id}`, { isFeatured: true });
      const sent = t.events.sent.slice(before);
      expect(sent).toEqual([
        { event: 'MenuChanged', payload: {}, rooms: ['staff'] },
        { event: 'MenuUpdated', payload: {}, rooms: ['diners'] },
      ]);
    });
  });

  describe('cost and several instances', () => {
    it('reads the whole menu in a handful of queries; a warm read, 200 or 304, runs none', async () => {
      const now = nowIso();
      const rows = Array.from({ length: 60 }, (_, i) => ({
        name: `Món số ${i}`,
        description: '',
        price: 1000 * i,
        is_active: 1,
        is_featured: 0,
        category_id: noodles.id,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await t.handle.db.insertInto('products').values(rows).returning('id').execute();
      await t.handle.db
        .insertInto('translations')
        .values(
          inserted.map((r) => ({ entity: 'product', entity_id: r.id, field: 'name', language: 'de', text: `Gericht ${r.id}`, is_machine: 0, updated_at: now })),
        )
        .execute();
      await t.services.menuCache.markChanged();

      const { counter, plugin } = queryCounter();
      const other = await secondInstance(t, plugin);
      try {
        counter.n = 0;
        const cold = await client(other).get('/api/Product?lang=de');
        expect(cold.statusCode).toBe(200);
        expect((cold.json() as Product[]).length).toBeGreaterThan(60);
        expect(counter.n).toBeLessThanOrEqual(8);
        counter.n = 0;
        const warm = await client(other).get('/api/Product?lang=de');
        expect(warm.body).toBe(cold.body);
        const revalidated = await client(other).get('/api/Product?lang=de', { 'if-none-match': warm.headers.etag as string });
        expect(revalidated.statusCode).toBe(304);
        const compressed = await client(other).get('/api/Product?lang=de', { 'accept-encoding': 'br' });
        expect(compressed.headers['content-encoding']).toBe('br');
        for (const url of ['/api/Category?lang=de', '/api/RestaurantInfo?lang=de', '/api/Language']) await client(other).get(url);
        counter.n = 0;
        for (const url of ['/api/Product?lang=de', '/api/Category?lang=de', '/api/RestaurantInfo?lang=de', '/api/Language']) {
          expect((await client(other).get(url, { 'accept-encoding': 'gzip, br' })).statusCode, url).toBe(200);
        }
        expect(counter.n).toBe(0);
      } finally {
        await other.app.close();
      }
    });

    // Several instances are a PostgreSQL setup: SQLite is one process owning its file.
    it.skipIf(dialect === 'sqlite')('another instance on the same database sees a write (no stale cache, no stale 304)', async () => {
      const other = await secondInstance(t);
      try {
        const first = await client(other).get('/api/Product');
        const etag = first.headers.etag as string;
        expect((await client(other).get('/api/Product', { 'if-none-match': etag })).statusCode).toBe(304);
        await admin.put(`/api/Product/${soup.id}`, { name: 'Phở bò tái' });
        // The version travels by NOTIFY on commit: it arrives within milliseconds, not necessarily before the next request.
        await expect
          .poll(async () => (await client(other).get('/api/Product', { 'if-none-match': etag })).statusCode, { timeout: 3000, interval: 20 })
          .toBe(200);
        const after = await client(other).get('/api/Product', { 'if-none-match': etag });
        expect((after.json() as Product[]).find((x) => x.id === soup.id)!.name).toBe('Phở bò tái');
      } finally {
        await other.app.close();
      }
    });

    it.skipIf(dialect === 'sqlite')('while an instance has lost its listening connection it reads the version from the database', async () => {
      const { counter, plugin } = queryCounter();
      const other = await secondInstance(t, plugin);
      try {
        await client(other).get('/api/Product');
        await t.handle.db.executeQuery(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${'LISTEN menu_version'}`.compile(
            t.handle.db,
          ),
        );
        // The dropped connection is noticed as soon as its socket closes.
        await new Promise((r) => setTimeout(r, 300));
        await admin.put(`/api/Product/${soup.id}`, { name: 'Phở gà' });
        counter.n = 0;
        const during = await client(other).get('/api/Product');
        expect((during.json() as Product[]).find((x) => x.id === soup.id)!.name).toBe('Phở gà');
        expect(counter.n).toBeGreaterThan(0);
        // Back to zero queries per warm read once it listens again.
        await expect
          .poll(
            async () => {
              counter.n = 0;
              await client(other).get('/api/Product');
              return counter.n;
            },
            { timeout: 5000, interval: 100 },
          )
          .toBe(0);
        await admin.put(`/api/Product/${soup.id}`, { name: 'Phở bò' });
        await expect
          .poll(async () => ((await client(other).get('/api/Product')).json() as Product[]).find((x) => x.id === soup.id)!.name, {
            timeout: 3000,
            interval: 20,
          })
          .toBe('Phở bò');
      } finally {
        await other.app.close();
      }
    });
  });

  describe('compression', () => {
    it('the menu comes compressed once per version in the encoding asked for, plain otherwise, with Vary', async () => {
      const plain = await client(t).get('/api/Product?lang=de');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [accept, encoding, unpack] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        const a = await client(t).get('/api/Product?lang=de', { 'accept-encoding': accept });
        const b = await client(t).get('/api/Product?lang=de', { 'accept-encoding': accept });
        expect(a.headers['content-encoding'], accept).toBe(encoding);
        expect(a.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(a.headers.etag).toBe(plain.headers.etag);
        expect(a.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
        expect(unpack(a.rawPayload).toString('utf8'), accept).toBe(plain.body);
        expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      }
      const identity = await client(t).get('/api/Product?lang=de', { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
      const notModified = await client(t).get('/api/Product?lang=de', { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
    });
  });
});
