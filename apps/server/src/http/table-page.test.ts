import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, type TestApp } from '../../test/harness.js';
import { createCategory, createProduct, createTable } from '../../test/menu-factories.js';
import { tableNumberOf } from './table-page.js';

const WEB_APP = path.resolve(import.meta.dirname, '../../../web');

/**
 * A web build with the server's drawing of the table page built from the web app's sources (the
 * real Vite build of src/diner/ssr.tsx), a page and a manifest as Vite writes them.
 */
let web: string;
beforeAll(() => {
  web = mkdtempSync(path.join(tmpdir(), 'rto-drawn-'));
  const built = spawnSync('npx', ['vite', 'build', '--ssr', 'src/diner/ssr.tsx', '--outDir', path.join(web, '.ssr'), '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_APP,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="vi"><head><meta name="description" content="x"><title>x</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(web, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/diner/boot.tsx': { file: 'assets/boot-2.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/boot-4.css'] },
    'src/locales/de/common.json': { file: 'assets/common-de.js', isDynamicEntry: true },
    'src/locales/de/diner.json': { file: 'assets/diner-de.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
}, 120_000);
afterAll(() => rmSync(web, { recursive: true, force: true }));

it('only table numbers the contract accepts are drawn', () => {
  expect(tableNumberOf('/table/12')).toBe('12');
  expect(tableNumberOf('/table/S%C3%A2n-01')).toBe('Sân-01');
  expect(tableNumberOf('/table/A%2001')).toBeNull();
  expect(tableNumberOf('/table/%E0%A4%A')).toBeNull();
  expect(tableNumberOf('/table/' + 'x'.repeat(200))).toBeNull();
  expect(tableNumberOf('/table/1/2')).toBeNull();
  expect(tableNumberOf('/')).toBeNull();
});

forEachDatabase('the table page drawn by the server', (dialect) => {
  let t: TestApp;
  const hostile = 'Chè </script><script>alert(1)</script>';

  beforeAll(async () => {
    t = await createTestApp(dialect, { WEB_DIST: web });
    // The whole menu before the first page: dishes written straight into the database do not move the menu's version.
    const food = await createCategory(t, { name: 'Món chính' });
    await createProduct(t, { categoryId: food.id, name: 'Phở bò' });
    await createProduct(t, { categoryId: food.id, name: hostile });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string) => {
    const res = await client(t).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

  it('draws the menu in the default language with the data it used, styled from the head, without the reads it carries', async () => {
    const table = await createTable(t);
    const address = `/table/${table.tableNumber}?k=${table.key}`;
    const html = await page(address);
    const { dinerDefaultLanguage } = await t.services.settings.publicView();

    expect(html).toContain(`<html lang="${dinerDefaultLanguage}"`);
    const drawing = root(html);
    expect(drawing).toContain('data-testid="product-grid"');
    expect(drawing).toContain('Phở bò');
    expect(drawing.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(drawing).not.toContain('aria-busy');

    const json = /<script type="application\/json" id="diner-first-screen">([^<]*)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!) as { address: string; lang: string; tableNumber: string; table: { id: number }; menu: { products: { name: string }[] } };
    expect(data).toMatchObject({ address, lang: dinerDefaultLanguage, tableNumber: table.tableNumber, table: { id: table.id } });
    expect(data.menu.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Phở bò', hostile]));

    const head = html.slice(0, html.indexOf('</head>'));
    // Title and description as the page sets them: restaurant (the h1) and table.
    const restaurant = /<h1[^>]*>([^<]*)<\/h1>/.exec(drawing)?.[1];
    expect(restaurant).toBeTruthy();
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
    expect(title).toContain(restaurant);
    expect(title).toContain(table.tableNumber);
    expect(/<meta name="description" content="([^"]*)"/.exec(head)?.[1]).toContain(restaurant);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-4.css">');
    expect(head).toContain(`<meta name="diner-default-language" content="${dinerDefaultLanguage}">`);
    expect(head).not.toContain('/api/Menu');
    expect(head).not.toContain('/api/Table/number/');
  });

  it('a dish name cannot end the data script or the page', async () => {
    const table = await createTable(t);
    const html = await page(`/table/${table.tableNumber}?k=${table.key}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('an unknown or closed table, and any other page, is left to the browser', async () => {
    const closed = await createTable(t, { isActive: false });
    for (const url of ['/table/does-not-exist', `/table/${closed.tableNumber}?k=${closed.key}`]) {
      const html = await page(url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('diner-first-screen');
      // The browser reads the menu and the table itself, as preloaded.
      expect(html).toContain('rel="preload" as="fetch" crossorigin href="/api/Menu?lang=');
    }
    expect(await page('/')).toContain('<div id="root"></div>');
  });
});
