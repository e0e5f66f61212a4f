import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, type TestApp } from '../../test/harness.js';

/** The security headers every answer carries (API, page, file, error), as Helmet sets them. */
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

forEachDatabase('security headers', (dialect) => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'rto-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp(dialect, { WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('every kind of answer carries them, and no X-Powered-By', async () => {
    for (const url of ['/api/Language', '/', '/table/1', '/robots.txt', '/api/Nothing-here', '/missing.js']) {
      const res = await client(t).get(url);
      for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
