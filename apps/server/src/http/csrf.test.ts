import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, type TestApp } from '../../test/harness.js';

forEachDatabase('CSRF check', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: { username: 'superadmin', password: 'superadmin-pass' } });

  it.each(['/api/Auth/login', '/%61pi/Auth/login', '/%61%70%69/Auth/login', '/api/Auth/logi%6e'])('checks the routed path of %s', async (url) => {
    const res = await login(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CSRF');
  });

  it('lets the same call through with the header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/Auth/login',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: 'superadmin', password: 'superadmin-pass' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});
