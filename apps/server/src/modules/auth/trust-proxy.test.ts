import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, type TestApp } from '../../../test/harness.js';

const PROXY = '10.9.9.9';

/**
 * Behind a reverse proxy, the per-IP sign-in limit must follow the address the proxy saw,
 * not the left-most X-Forwarded-For entry a client can write itself.
 */
forEachDatabase('client address behind a proxy', (dialect) => {
  for (const setting of ['1', 'true', `${PROXY}, 10.8.0.0/16`]) {
    describe(`TRUST_PROXY=${setting}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(dialect, { TRUST_PROXY: setting });
      });
      afterAll(() => t.close());

      const attempt = (clientIp: string, spoof: string, password = 'wrong') =>
        client(t, { ip: PROXY }).post('/api/Auth/login', { username: 'superadmin', password }, { 'x-forwarded-for': `${spoof}, ${clientIp}` });

      it('a spoofed left-most X-Forwarded-For does not change the client address', async () => {
        for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.90', `203.0.113.${i}`)).statusCode).toBe(401);
        const blocked = await attempt('198.51.100.90', '203.0.113.99', 'superadmin-pass');
        expect(blocked.statusCode).toBe(429);
        // Another client behind the same proxy is its own address.
        expect((await attempt('198.51.100.91', '203.0.113.0', 'superadmin-pass')).statusCode).toBe(200);
      });
    });
  }
});
