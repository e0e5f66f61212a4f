import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../test/harness.js';
import { createCategory, createProduct } from '../../test/menu-factories.js';

/** A build's page and manifest as Vite writes them: the start script, the diner's chunk with its imports, UI catalogs. */
function fakeBuild(dir: string): void {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/diner/boot.tsx': { file: 'assets/boot-2.js', isDynamicEntry: true, imports: ['_shared-3.js', 'index.html'], css: ['assets/boot-4.css'] },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['_runtime-5.js'] },
    '_runtime-5.js': { file: 'assets/runtime-5.js' },
    'src/locales/de/common.json': { file: 'assets/common-de.js', isDynamicEntry: true },
    'src/locales/de/diner.json': { file: 'assets/diner-de.js', isDynamicEntry: true },
    'src/locales/de/admin.json': { file: 'assets/admin-de.js', isDynamicEntry: true },
    'src/locales/vi/common.json': { file: 'assets/common-vi.js', isDynamicEntry: true },
    'src/locales/vi/diner.json': { file: 'assets/diner-vi.js', isDynamicEntry: true },
    'src/locales/en/common.json': { file: 'assets/common-en.js', isDynamicEntry: true },
    'src/locales/en/diner.json': { file: 'assets/diner-en.js', isDynamicEntry: true },
    'src/admin-boot.tsx': { file: 'assets/admin-boot-7.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

forEachDatabase('the table page names its code and first picture in its head', (dialect) => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'rto-web-'));
    fakeBuild(web);
    t = await createTestApp(dialect, { WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const head = async (url: string) => {
    const res = await client(t).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body.slice(0, res.body.indexOf('</head>'));
  };

  it("preloads the diner's chunks (never the start script again), the default language's texts and menu, and the first featured dish's picture", async () => {
    const food = await createCategory(t, { name: 'Món chính' });
    await createProduct(t, { categoryId: food.id, name: 'Phở bò' });
    const featured = await createProduct(t, { categoryId: food.id, name: 'Bò lúc lắc' });
    const hash = '0123456789abcdef';
    await t.handle.db
      .updateTable('products')
      .set({ is_featured: 1, image_url: `/api/images/${hash}-960.webp` })
      .where('id', '=', featured.id)
      .execute();
    await t.services.menuCache.markChanged();

    const html = await head('/table/1?k=abc');
    const modules = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(modules.sort()).toEqual(['/assets/boot-2.js', '/assets/common-de.js', '/assets/diner-de.js', '/assets/runtime-5.js', '/assets/shared-3.js']);
    // The demo's diner default is German: the page asks for exactly this URL.
    expect(html).toContain('<meta name="diner-default-language" content="de"><link rel="preload" as="fetch" crossorigin href="/api/Menu?lang=de">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/Table/number/1">');
    expect(await head('/table/B%C3%A0n-2')).toContain('href="/api/Table/number/B%C3%A0n-2"');
    for (const odd of ['/table/a%20b', '/table/' + 'x'.repeat(21)]) expect(await head(odd), odd).not.toContain('/api/Table/');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/boot-4.css">');
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="/api/images/${hash}-160.webp 160w, /api/images/${hash}-480.webp 480w, /api/images/${hash}-960.webp 960w" imagesizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw">`,
    );
    expect(html).not.toContain('admin-boot');
  });

  it('follows the menu: another featured picture after an edit, none without pictures', async () => {
    await t.handle.db.updateTable('products').set({ image_url: '/api/images/fedcba9876543210-960.webp' }).where('is_featured', '=', 1).execute();
    await t.services.menuCache.markChanged();
    expect(await head('/table/1')).toContain('/api/images/fedcba9876543210-480.webp 480w');
    await t.handle.db.updateTable('products').set({ image_url: null }).execute();
    await t.services.menuCache.markChanged();
    const html = await head('/table/1');
    expect(html).not.toContain('as="image"');
    expect(html).toContain('/assets/boot-2.js');
  });

  it("follows the restaurant's default language: its texts (English's for a language without them) and its menu", async () => {
    const admin = await signIn(t, 'superadmin', 'superadmin-pass');
    expect((await admin.put('/api/Settings', { dinerDefaultLanguage: 'vi' })).statusCode).toBe(200);
    await expect.poll(async () => (await head('/table/1')).includes('href="/api/Menu?lang=vi"'), { timeout: 5000 }).toBe(true);
    const html = await head('/table/1');
    expect(html).toContain('/assets/diner-vi.js');
    expect(html).not.toContain('/assets/diner-de.js');
    expect((await admin.post('/api/Language', { name: 'Français', code: 'fr' })).statusCode).toBe(201);
    expect((await admin.put('/api/Settings', { dinerDefaultLanguage: 'fr' })).statusCode).toBe(200);
    await expect.poll(async () => (await head('/table/1')).includes('href="/api/Menu?lang=fr"'), { timeout: 5000 }).toBe(true);
    expect(await head('/table/1')).toContain('/assets/diner-en.js');
  });

  it('other pages are the page as built', async () => {
    for (const url of ['/admin/login', '/', '/admin/orders']) {
      const html = await head(url);
      expect(html, url).not.toContain('preload');
    }
  });
});
