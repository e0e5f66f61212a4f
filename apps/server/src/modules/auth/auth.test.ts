import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../../test/harness.js';
import { createStaff, STAFF_PASSWORD } from '../../../test/factories.js';
import { createAuthService, REFRESH_REUSE_GRACE_MS } from './auth.service.js';
import { sha256 } from './tokens.js';
import type { Mail } from './mailer.js';

const LONG = 'x'.repeat(10 * 1024);

forEachDatabase('auth routes', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('POST /api/Auth/login', () => {
    it('refuses a state-changing call without the CSRF header', async () => {
      const res = await client(t).post('/api/Auth/login', { username: 'superadmin', password: 'superadmin-pass' }, { 'x-requested-with': '' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('CSRF');
    });

    it('refuses a foreign Origin', async () => {
      const res = await client(t).post('/api/Auth/login', { username: 'superadmin', password: 'superadmin-pass' }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
    });

    it.each([
      [{}, 'username'],
      [{ username: 'ab', password: 'x' }, 'username'],
      [{ username: 'superadmin' }, 'password'],
      [{ username: 123, password: true }, 'username'],
      [{ username: LONG, password: LONG }, 'username'],
    ])('answers 400 naming the field for %#', async (body, field) => {
      const res = await client(t).post('/api/Auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
      expect(Object.keys(res.json().fields)).toContain(field);
    });

    it('answers 400 for malformed JSON, never 500', async () => {
      const res = await client(t).request('POST', '/api/Auth/login', undefined, { 'content-type': 'application/json', 'x-requested-with': 'x' });
      expect(res.statusCode).toBe(400);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'x' },
        payload: '{"username":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    });

    it('answers 401 with a Vietnamese message for unknown users and wrong passwords', async () => {
      const unknown = await client(t).post('/api/Auth/login', { username: 'nobody-here', password: 'whatever' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
      const wrong = await client(t).post('/api/Auth/login', { username: 'superadmin', password: 'wrong' });
      expect(wrong.statusCode).toBe(401);
    });

    it('signs in, sets HttpOnly cookies and never returns token values', async () => {
      const c = client(t);
      const res = await c.post('/api/Auth/login', { username: 'SuperAdmin', password: 'superadmin-pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Đăng nhập thành công!', user: { username: 'superadmin', roles: ['SuperAdmin'] } });
      expect(res.body).not.toMatch(/token/i);
      const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[];
      expect(cookies.map((x) => x.name).sort()).toEqual(['access_token', 'refresh_token']);
      for (const ck of cookies) {
        expect(ck.httpOnly).toBe(true);
        expect(ck.sameSite).toBe('Lax');
      }
      expect(cookies.find((x) => x.name === 'refresh_token')?.path).toBe('/api/Auth');
    });

    it('limits attempts to 10 per 15 minutes per username and IP, then 429; other addresses still sign in', async () => {
      const user = await createStaff(t, 'Waiter');
      const ip = '198.51.100.20';
      for (let i = 0; i < 10; i++) {
        const res = await client(t, { ip }).post('/api/Auth/login', { username: user.username, password: 'wrong' });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await client(t, { ip }).post('/api/Auth/login', { username: user.username, password: STAFF_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/15 phút/);
      // Guessing does not lock the account itself.
      await expect(signIn(t, user.username, STAFF_PASSWORD, { ip: '198.51.100.21' })).resolves.toBeTruthy();
    });

    it('does not lock the admin out when someone else guesses their password', async () => {
      for (let i = 0; i < 12; i++) {
        await client(t, { ip: `203.0.113.${i}` }).post('/api/Auth/login', { username: 'superadmin', password: 'guess' });
        await client(t, { ip: '203.0.113.200' }).post('/api/Auth/login', { username: 'superadmin', password: 'guess' });
      }
      expect((await client(t, { ip: '203.0.113.200' }).post('/api/Auth/login', { username: 'superadmin', password: 'superadmin-pass' })).statusCode).toBe(429);
      await expect(signIn(t, 'superadmin', 'superadmin-pass', { ip: '203.0.113.201' })).resolves.toBeTruthy();
    });

    it('checks at most 10 passwords of a burst of concurrent guesses', async () => {
      const user = await createStaff(t, 'Manager');
      const ip = '198.51.100.30';
      const results = await Promise.all(
        Array.from({ length: 25 }, () => client(t, { ip }).post('/api/Auth/login', { username: user.username, password: 'wrong' })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
    });

    it('shares the counts between instances on one database', async () => {
      const user = await createStaff(t, 'Sushi');
      const ip = '198.51.100.40';
      // A second service on the same database stands for a second instance.
      const other = createAuthService(t.services);
      for (let i = 0; i < 10; i++) {
        await expect(other.login({ username: user.username, password: 'wrong', ip })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      const blocked = await client(t, { ip }).post('/api/Auth/login', { username: user.username, password: STAFF_PASSWORD });
      expect(blocked.statusCode).toBe(429);
    });

    it('limits failed attempts per IP across usernames, while successes do not count', async () => {
      const ip = '192.0.2.77';
      const user = await createStaff(t, 'Kitchen');
      for (let i = 0; i < 12; i++) await signIn(t, user.username, STAFF_PASSWORD, { ip });
      for (let i = 0; i < 10; i++) {
        expect((await client(t, { ip }).post('/api/Auth/login', { username: `ghost${i}`, password: 'x' })).statusCode).toBe(401);
      }
      expect((await client(t, { ip }).post('/api/Auth/login', { username: user.username, password: STAFF_PASSWORD })).statusCode).toBe(429);
      await expect(signIn(t, user.username, STAFF_PASSWORD, { ip: '192.0.2.78' })).resolves.toBeTruthy();
    });
  });

  describe('session routes', () => {
    it('get-token-from-cookie answers booleans and the user, never tokens', async () => {
      const anon = await client(t).get('/api/Auth/get-token-from-cookie');
      expect(anon.json()).toEqual({ hasAccessToken: false, hasRefreshToken: false, user: null });
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const res = await c.get('/api/Auth/get-token-from-cookie');
      expect(res.json()).toMatchObject({ hasAccessToken: true, hasRefreshToken: true, user: { username: 'superadmin' } });
      expect(res.body).not.toContain(c.cookies.access_token);
    });

    it('validate-token and current-user need a session', async () => {
      expect((await client(t).get('/api/Auth/current-user')).statusCode).toBe(401);
      expect((await client(t).get('/api/Auth/validate-token')).json()).toEqual({ isValid: false, user: null });
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      expect((await c.get('/api/Auth/current-user')).json().username).toBe('superadmin');
      expect((await c.get('/api/Auth/validate-token')).json().isValid).toBe(true);
    });

    it('rejects a forged access token', async () => {
      const res = await client(t).get('/api/Auth/current-user', { cookie: 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/Auth/refresh-token', () => {
    it('answers 401 without a refresh token', async () => {
      const res = await client(t).post('/api/Auth/refresh-token');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Không có refresh token');
    });

    /** Moves a used token's use back in time, past the grace window. */
    const ageUse = (token: string) =>
      t.handle.db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000).toISOString() })
        .where('token_hash', '=', sha256(token))
        .execute();

    it('rotates the token; reusing an old one later revokes the whole family', async () => {
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const first = c.cookies.refresh_token!;
      const rotated = await c.post('/api/Auth/refresh-token', { refreshToken: first });
      expect(rotated.statusCode).toBe(200);
      const second = c.cookies.refresh_token;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);

      await ageUse(first);
      const replay = await client(t).post('/api/Auth/refresh-token', { refreshToken: first });
      expect(replay.statusCode).toBe(401);
      // The legitimate holder's newer token dies with the family.
      const afterReuse = await client(t).post('/api/Auth/refresh-token', { refreshToken: second });
      expect(afterReuse.statusCode).toBe(401);
    });

    it('answers a second use right after a rotation with the same new token (two tabs)', async () => {
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const first = c.cookies.refresh_token;
      const tabA = client(t);
      const tabB = client(t);
      expect((await tabA.post('/api/Auth/refresh-token', { refreshToken: first })).statusCode).toBe(200);
      const late = await tabB.post('/api/Auth/refresh-token', { refreshToken: first });
      expect(late.statusCode).toBe(200);
      expect(tabB.cookies.refresh_token).toBe(tabA.cookies.refresh_token);
      expect((await tabB.get('/api/Auth/current-user')).statusCode).toBe(200);
      // The family lives on: the shared successor rotates normally.
      expect((await tabA.post('/api/Auth/refresh-token')).statusCode).toBe(200);
    });

    it('gives every one of several concurrent uses of one token the same new session', async () => {
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const token = c.cookies.refresh_token;
      const tabs = Array.from({ length: 6 }, () => client(t));
      const results = await Promise.all(tabs.map((tab) => tab.post('/api/Auth/refresh-token', { refreshToken: token })));
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      expect(new Set(tabs.map((tab) => tab.cookies.refresh_token)).size).toBe(1);
      const rows = await t.handle.db
        .selectFrom('refresh_tokens')
        .select(['family_id', 'revoked_at'])
        .where('token_hash', '=', sha256(tabs[0]!.cookies.refresh_token!))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.revoked_at).toBeNull();
      expect((await tabs[0]!.post('/api/Auth/refresh-token')).statusCode).toBe(200);
    });

    it('treats a use within the window as theft once the new token has itself been used', async () => {
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const first = c.cookies.refresh_token;
      expect((await c.post('/api/Auth/refresh-token')).statusCode).toBe(200);
      expect((await c.post('/api/Auth/refresh-token')).statusCode).toBe(200);
      expect((await client(t).post('/api/Auth/refresh-token', { refreshToken: first })).statusCode).toBe(401);
      expect((await c.post('/api/Auth/refresh-token')).statusCode).toBe(401);
    });
  });

  describe('POST /api/Auth/logout', () => {
    it('always reports success and revokes the refresh token', async () => {
      expect((await client(t).post('/api/Auth/logout')).json().success).toBe(true);
      const c = await signIn(t, 'superadmin', 'superadmin-pass');
      const token = c.cookies.refresh_token;
      const res = await c.post('/api/Auth/logout', { refreshToken: token });
      expect(res.statusCode).toBe(200);
      expect(c.cookies.access_token).toBeUndefined();
      expect((await client(t).post('/api/Auth/refresh-token', { refreshToken: token })).statusCode).toBe(401);
    });
  });

  describe('profile and password', () => {
    it('update-profile: 401, 400, 409, then success', async () => {
      expect((await client(t).put('/api/Auth/update-profile', { fullName: 'A', email: 'a@b.cd' })).statusCode).toBe(401);
      const other = await createStaff(t, 'Kitchen');
      const me = await createStaff(t, 'Manager');
      const c = await signIn(t, me.username, STAFF_PASSWORD);
      expect((await c.put('/api/Auth/update-profile', { fullName: '', email: 'not-an-email' })).statusCode).toBe(400);
      const taken = await c.put('/api/Auth/update-profile', { fullName: 'Quản lý', email: other.email });
      expect(taken.statusCode).toBe(409);
      const ok = await c.put('/api/Auth/update-profile', { fullName: 'Quản lý Mới', email: `new-${me.email}`, language: 'en' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ fullName: 'Quản lý Mới', language: 'en' });
    });

    it('change-password: 401, 400 for a short or wrong password, then the new one works', async () => {
      expect((await client(t).post('/api/Auth/change-password', { currentPassword: 'x', newPassword: 'y' })).statusCode).toBe(401);
      const me = await createStaff(t, 'Sushi');
      const c = await signIn(t, me.username, STAFF_PASSWORD);
      expect((await c.post('/api/Auth/change-password', { currentPassword: STAFF_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);
      const wrong = await c.post('/api/Auth/change-password', { currentPassword: 'not-it', newPassword: 'a-long-new-pass' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.currentPassword).toBeTruthy();
      expect((await c.post('/api/Auth/change-password', { currentPassword: STAFF_PASSWORD, newPassword: 'a-long-new-pass' })).statusCode).toBe(200);
      await expect(signIn(t, me.username, 'a-long-new-pass')).resolves.toBeTruthy();
    });
  });

  describe('availability checks', () => {
    it('check-username and check-email honour excludeId', async () => {
      const u = await createStaff(t, 'Waiter');
      const admin = await signIn(t, 'superadmin', 'superadmin-pass');
      const taken = await admin.get(`/api/Auth/check-username?username=${u.username.toUpperCase()}`);
      expect(taken.json()).toEqual({ exists: true, available: false });
      const self = await admin.get(`/api/Auth/check-username?username=${u.username}&excludeId=${u.id}`);
      expect(self.json()).toEqual({ exists: false, available: true });
      expect((await admin.get(`/api/Auth/check-email?email=${u.email}`)).json().exists).toBe(true);
      expect((await admin.get('/api/Auth/check-email?email=free@example.test')).json().exists).toBe(false);
      expect((await admin.get('/api/Auth/check-email?excludeId=abc')).statusCode).toBe(400);
    });

    it('tell nobody without users.manage which accounts exist', async () => {
      const u = await createStaff(t, 'Waiter');
      const waiter = await signIn(t, u.username, STAFF_PASSWORD);
      for (const url of [`/api/Auth/check-username?username=${u.username}`, `/api/Auth/check-email?email=${u.email}`]) {
        const anon = await client(t).get(url);
        expect(anon.statusCode).toBe(401);
        expect(anon.body).not.toContain('exists');
        expect((await waiter.get(url)).statusCode).toBe(403);
      }
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for unknown e-mails and validates the address', async () => {
      expect((await client(t).post('/api/Auth/forgot-password', { email: 'nope' })).statusCode).toBe(400);
      const res = await client(t).post('/api/Auth/forgot-password', { email: 'unknown@example.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Email khôi phục mật khẩu đã được gửi!');
    });

    it('resets with a single-use token and signs out other sessions', async () => {
      const me = await createStaff(t, 'Kitchen');
      const session = await signIn(t, me.username, STAFF_PASSWORD);
      const sent: Mail[] = [];
      const auth = createAuthService(t.services, { mailer: { send: async (m) => void sent.push(m) } });
      await auth.forgotPassword(me.email);
      expect(sent).toHaveLength(1);
      const token = new URL(sent[0]!.text.match(/http\S+/)![0]).searchParams.get('token')!;

      expect((await client(t).post('/api/Auth/reset-password', { token: 'x'.repeat(20), newPassword: 'brand-new-pass' })).statusCode).toBe(400);
      expect((await client(t).post('/api/Auth/reset-password', { token, newPassword: 'short' })).statusCode).toBe(400);
      expect((await client(t).post('/api/Auth/reset-password', { token, newPassword: 'brand-new-pass' })).statusCode).toBe(200);
      expect((await client(t).post('/api/Auth/reset-password', { token, newPassword: 'another-pass-1' })).statusCode).toBe(400);
      await expect(signIn(t, me.username, 'brand-new-pass')).resolves.toBeTruthy();
      expect((await session.post('/api/Auth/refresh-token')).statusCode).toBe(401);
    });
  });

  describe('POST /api/Auth/register', () => {
    it('401, 403, 400, then 201 for an Admin; an Admin cannot create a SuperAdmin', async () => {
      const body = { username: 'newcook', email: 'newcook@example.test', fullName: 'Đầu bếp', role: 'Kitchen', password: 'cook-pass-123' };
      expect((await client(t).post('/api/Auth/register', body)).statusCode).toBe(401);
      const manager = await createStaff(t, 'Manager');
      expect((await (await signIn(t, manager.username, STAFF_PASSWORD)).post('/api/Auth/register', body)).statusCode).toBe(403);
      const admin = await createStaff(t, 'Admin');
      const c = await signIn(t, admin.username, STAFF_PASSWORD);
      expect((await c.post('/api/Auth/register', { ...body, email: 'bad' })).statusCode).toBe(400);
      expect((await c.post('/api/Auth/register', { ...body, role: 'SuperAdmin', username: 'wannabe', email: 'w@example.test' })).statusCode).toBe(403);
      const created = await c.post('/api/Auth/register', body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ username: 'newcook', roles: ['Kitchen'] });
      expect(created.body).not.toContain('password');
      expect((await c.post('/api/Auth/register', body)).statusCode).toBe(409);
    });
  });
});

describe('sessions survive a restart', () => {
  it('keeps data and signed-in sessions when the server restarts on the same database', async () => {
    const first = await createTestApp('sqlite');
    const c = await signIn(first, 'superadmin', 'superadmin-pass');
    await first.app.close();
    const { buildApp } = await import('../../app.js');
    const again = await buildApp(first.config, { logger: false });
    await again.app.ready();
    try {
      expect(again.seeded).toBe('none');
      const res = await again.app.inject({ method: 'GET', url: '/api/Auth/current-user', headers: { cookie: `access_token=${c.cookies.access_token}` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.app.close();
    }
  });
});
