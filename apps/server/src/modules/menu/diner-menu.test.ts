import { afterAll, beforeAll, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import type { Category, DinerMenu, Product } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';

// GET /api/Menu: the table page's whole menu in one read, the same data as the separate public reads.
forEachDatabase('the table page menu in one read', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let soup: Product;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const top = (await admin.post('/api/Category', { name: 'Món ăn' })).json() as Category;
    const noodles = (await admin.post('/api/Category', { name: 'Món nước', parentId: top.id, translations: { de: { name: 'Suppen' } } })).json() as Category;
    soup = (
      await admin.post('/api/Product', { name: 'Phở bò', price: 65000, categoryId: noodles.id, translations: { de: { name: 'Rindfleisch-Nudelsuppe' } } })
    ).json() as Product;
  });
  afterAll(() => t.close());

  const read = async (url: string) => (await client(t).get(url)).json() as unknown;

  it('answers what the five separate reads answer, in the language asked for', async () => {
    for (const lang of ['de', 'vi', 'en']) {
      const res = await client(t).get(`/api/Menu?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const menu = res.json() as DinerMenu;
      expect(menu).toEqual({
        restaurant: await read(`/api/RestaurantInfo?lang=${lang}`),
        categories: await read(`/api/Category?lang=${lang}`),
        products: await read(`/api/Product?lang=${lang}`),
        languages: await read('/api/Language'),
        settings: await read('/api/Settings/public'),
      });
    }
    const de = (await client(t).get('/api/Menu?lang=de')).json() as DinerMenu;
    expect(de.products.find((p) => p.id === soup.id)?.name).toBe('Rindfleisch-Nudelsuppe');
  });

  it('revalidates with its ETag; a menu write and a settings change each give a new one', async () => {
    const first = await client(t).get('/api/Menu?lang=de');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-z]+\.[\w-]+-de"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await client(t).get('/api/Menu?lang=de', { 'if-none-match': etag })).statusCode).toBe(304);

    await admin.put(`/api/Product/${soup.id}`, { price: 70000 });
    const afterDish = await client(t).get('/api/Menu?lang=de', { 'if-none-match': etag });
    expect(afterDish.statusCode).toBe(200);
    expect((afterDish.json() as DinerMenu).products.find((p) => p.id === soup.id)?.price).toBe(70000);
    const dishEtag = afterDish.headers.etag as string;

    expect((await admin.put('/api/Settings', { currency: 'EUR' })).statusCode).toBe(200);
    // The settings are cached for a moment on the server; the new currency shows within it.
    await expect.poll(async () => ((await client(t).get('/api/Menu?lang=de')).json() as DinerMenu).settings.currency, { timeout: 5000 }).toBe('EUR');
    const afterSettings = await client(t).get('/api/Menu?lang=de', { 'if-none-match': dishEtag });
    expect(afterSettings.statusCode).toBe(200);
    expect(afterSettings.headers.etag).not.toBe(dishEtag);
    await admin.put('/api/Settings', { currency: 'VND' });
  });

  it('comes compressed when asked', async () => {
    const res = await client(t).get('/api/Menu?lang=de', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as DinerMenu;
    expect(body.products.some((p) => p.id === soup.id)).toBe(true);
  });

  it('a restaurant not set up yet reads as null; a bad language is a 400', async () => {
    expect((await client(t).get('/api/Menu?lang=%00')).statusCode).toBe(400);
    await t.handle.db.deleteFrom('restaurant_info').execute();
    await t.services.menuCache.markChanged();
    const menu = (await client(t).get('/api/Menu?lang=de')).json() as DinerMenu;
    expect(menu.restaurant).toBeNull();
    expect(menu.products.some((p) => p.id === soup.id)).toBe(true);
  });
});
