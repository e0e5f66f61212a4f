import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../test/harness.js';
import { negotiateEncoding } from './compression.js';
import { precompressDir } from './precompress.js';

/** Text that compresses like real code does (repetitive, not random). */
function text(kind: string, bytes: number): string {
  const line = `/* ${kind} */ function render${kind}(props) { return h('div', { className: 'menu-item' }, props.name); }\n`;
  return line.repeat(Math.ceil(bytes / line.length));
}

/** A small stand-in for the Vite build: hashed assets, the shell, and the files served at the root. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rto-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><html lang="vi"><head><title>Nhà hàng</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(120)}</body></html>`,
    'assets/index-Ab12Cd34.js': text('Entry', 40_000),
    'assets/diner-Ef56Gh78.js': text('Diner', 12_000),
    'assets/index-Ij90Kl12.css': text('Css', 8_000),
    'sw.js': text('Worker', 3_000),
    'manifest.webmanifest': JSON.stringify({ name: 'Nhà hàng', icons: [], description: 'x'.repeat(1200) }),
    'robots.txt': 'User-agent: *\nDisallow: /table/\nDisallow: /admin/\n',
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`,
    // Images are compressed already: they must go out as they are.
    'assets/hero-Mn34Op56.webp': Buffer.from('RIFF\0\0\0\0WEBPVP8 '.padEnd(4096, '\x01')),
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

const unpack = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz next to every text file worth it, never for images, and skips up-to-date ones', async () => {
    const dir = fakeBuild();
    try {
      const first = await precompressDir(dir);
      for (const f of ['index.html', 'assets/index-Ab12Cd34.js', 'assets/index-Ij90Kl12.css', 'sw.js', 'favicon.svg']) {
        const source = readFileSync(path.join(dir, f));
        expect(brotliDecompressSync(readFileSync(path.join(dir, `${f}.br`))).equals(source), f).toBe(true);
        expect(gunzipSync(readFileSync(path.join(dir, `${f}.gz`))).equals(source), f).toBe(true);
      }
      expect(existsSync(path.join(dir, 'assets/hero-Mn34Op56.webp.br'))).toBe(false);
      // robots.txt is smaller than any compressed form of it.
      expect(existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
      expect(first.written).toBeGreaterThanOrEqual(10);
      expect((await precompressDir(dir)).written).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

forEachDatabase('compression', (dialect) => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = fakeBuild();
    await precompressDir(web);
    t = await createTestApp(dialect, { WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const textFiles = [
    'assets/index-Ab12Cd34.js',
    'assets/diner-Ef56Gh78.js',
    'assets/index-Ij90Kl12.css',
    'index.html',
    'sw.js',
    'manifest.webmanifest',
    'favicon.svg',
  ];

  it('every text file of the build comes in the encoding asked for, byte for byte, with Vary', async () => {
    for (const file of textFiles) {
      const source = readFileSync(path.join(web, file));
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await client(t).get(`/${file}`, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-encoding'], `${file} ${encoding}`).toBe(encoding);
        expect(String(res.headers.vary), file).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length, file).toBeLessThan(source.length);
        expect(unpack[encoding](res.rawPayload).equals(source), `${file} ${encoding}`).toBe(true);
      }
      const plain = await client(t).get(`/${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.rawPayload.equals(source), file).toBe(true);
    }
  });

  it('the app shell (/, any page of the app) is compressed too and never cached without revalidating', async () => {
    const shell = readFileSync(path.join(web, 'index.html'));
    for (const url of ['/', '/table/1?k=abc', '/admin/login']) {
      const res = await client(t).get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const page = brotliDecompressSync(res.rawPayload).toString('utf8');
      if (!url.startsWith('/table/')) {
        expect(page, url).toBe(shell.toString('utf8'));
        continue;
      }
      // The table page is the shell with its data's preloads in the head (page-preloads.test.ts).
      const added = /<meta name="diner-default-language"[^]*?(?=<\/head>)/.exec(page)?.[0] ?? '';
      expect(added, url).toContain('href="/api/Menu?lang=');
      expect(page.replace(added, ''), url).toBe(shell.toString('utf8'));
    }
  });

  it('hashed assets are immutable for a year; the worker, manifest and robots.txt are revalidated', async () => {
    for (const file of ['assets/index-Ab12Cd34.js', 'assets/index-Ij90Kl12.css', 'assets/hero-Mn34Op56.webp']) {
      expect((await client(t).get(`/${file}`, { 'accept-encoding': 'br' })).headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['sw.js', 'manifest.webmanifest', 'robots.txt', 'favicon.svg']) {
      expect((await client(t).get(`/${file}`, { 'accept-encoding': 'br' })).headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('robots.txt is the file, not the app; a missing file is a 404, not the app', async () => {
    const robots = await client(t).get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /admin/');
    for (const url of ['/assets/index-00000000.js', '/missing.txt', '/sitemap.xml']) {
      expect((await client(t).get(url)).statusCode, url).toBe(404);
    }
    // The compressed variants are not files of their own.
    expect((await client(t).get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
  });

  it('nothing outside the build and no hidden file of it is served', async () => {
    mkdirSync(path.join(web, '.vite'), { recursive: true });
    writeFileSync(path.join(web, '.vite/manifest.json'), '{"secret":true}');
    expect((await client(t).get('/.vite/manifest.json')).statusCode).toBe(404);
    const outside = `${path.basename(web)}-secret.json`;
    writeFileSync(path.join(web, '..', outside), '{"kept":"outside"}');
    try {
      for (const url of [`/..%2f${outside}`, `/assets/..%2f..%2f${outside}`, `/%2e%2e/${outside}`, `/..%5c${outside}`]) {
        const res = await client(t).get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body, url).not.toContain('kept');
      }
    } finally {
      rmSync(path.join(web, '..', outside), { force: true });
    }
    // Whatever the path says, the answer is a 4xx or the app's own page, never a file from elsewhere.
    for (const url of [
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const res = await client(t).get(url);
      expect(res.statusCode < 400 ? res.body : '', url).not.toMatch(/root:|localhost/);
      if (res.statusCode < 400) expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('images go out as they are, even when compression is asked for', async () => {
    const res = await client(t).get('/assets/hero-Mn34Op56.webp', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(readFileSync(path.join(web, 'assets/hero-Mn34Op56.webp')))).toBe(true);
  });

  it('a static file revalidates with its ETag (304), compressed or not', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await client(t).get('/sw.js', headers);
      const etag = first.headers.etag as string;
      expect(etag, accept).toBeTruthy();
      const again = await client(t).get('/sw.js', { ...headers, 'if-none-match': etag });
      expect(again.statusCode, accept).toBe(304);
    }
  });

  it('JSON answers above 1 kB are compressed on the fly when asked; small ones are not; Vary always', async () => {
    const admin = await signIn(t, 'superadmin', 'superadmin-pass');
    for (let i = 0; i < 12; i++) await admin.post('/api/Category', { name: `Danh mục số ${i} với một cái tên khá dài` });
    const plain = await admin.get('/api/Category?context=admin');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await admin.get('/api/Category?context=admin', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-length']).not.toBe(String(plain.rawPayload.length));
      expect(unpack[encoding](res.rawPayload).toString('utf8'), encoding).toBe(plain.body);
    }
    const small = await client(t).get('/api/Auth/get-token-from-cookie', { 'accept-encoding': 'gzip, br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary)).toMatch(/accept-encoding/i);
    const error = await client(t).get('/api/Nothing-here', { 'accept-encoding': 'gzip, br' });
    expect(error.statusCode).toBe(404);
    expect(error.headers['content-encoding']).toBeUndefined();
  });
});
