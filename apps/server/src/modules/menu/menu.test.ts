import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
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
      const en = () => client(t).get('/api/Product?lang=en').then((r) => (r.json() as Product[]).find((x) => x.id === soup.id)!);
      expect((await en()).name).toBe('Beef noodle soup');
      res = await admin.put(`/api/Translation/product/${soup.id}`, { language: 'en', fields: { name: '' } });
      expect(res.json()).toEqual([{ language: 'de', field: 'name', text: 'Rindfleisch-Nudelsuppe', isMachine: false }, { language: 'en', field: 'description', text: 'Bone broth', isMachine: false }]);
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
    it('reads the whole menu in a handful of queries, and a warm read costs one', async () => {
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
        .values(inserted.map((r) => ({ entity: 'product', entity_id: r.id, field: 'name', language: 'de', text: `Gericht ${r.id}`, is_machine: 0, updated_at: now })))
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
        expect(counter.n).toBe(1);
      } finally {
        await other.app.close();
      }
    });

    it('another instance on the same database sees a write at once (no stale cache, no stale 304)', async () => {
      const other = await secondInstance(t);
      try {
        const first = await client(other).get('/api/Product');
        const etag = first.headers.etag as string;
        expect((await client(other).get('/api/Product', { 'if-none-match': etag })).statusCode).toBe(304);
        await admin.put(`/api/Product/${soup.id}`, { name: 'Phở bò tái' });
        const after = await client(other).get('/api/Product', { 'if-none-match': etag });
        expect(after.statusCode).toBe(200);
        expect((after.json() as Product[]).find((x) => x.id === soup.id)!.name).toBe('Phở bò tái');
      } finally {
        await other.app.close();
      }
    });
  });
});
