import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createStaff, signInEveryRole, STAFF_PASSWORD } from '../../../test/factories.js';

forEachDatabase('users routes', (dialect) => {
  let t: TestApp;
  let as: Record<Role, Client>;
  let superAdmin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    as = await signInEveryRole(t);
    superAdmin = await signIn(t, 'superadmin', 'superadmin-pass');
  });
  afterAll(() => t.close());

  const newUser = (n: string) => ({
    username: `user${n}`,
    email: `user${n}@example.test`,
    fullName: `Người dùng ${n}`,
    role: 'Waiter',
    password: 'waiter-pass-1',
  });

  describe('permission table', () => {
    it('answers 401 without a session on every route', async () => {
      const anon = client(t);
      for (const [m, url] of [
        ['GET', '/api/User'],
        ['GET', '/api/User/1'],
        ['POST', '/api/User'],
        ['PUT', '/api/User/1'],
        ['DELETE', '/api/User/1'],
      ] as const) {
        expect((await anon.request(m, url, m === 'GET' || m === 'DELETE' ? undefined : {})).statusCode).toBe(401);
      }
    });

    it.each(ROLES)('lets %s list users only with users.manage', async (role) => {
      const res = await as[role].get('/api/User');
      expect(res.statusCode).toBe(can(role, 'users.manage') ? 200 : 403);
      if (res.statusCode === 403) expect(res.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
    });

    it.each(ROLES)('lets %s create a user only with users.manage', async (role) => {
      const res = await as[role].post('/api/User', newUser(`perm${role.toLowerCase()}`));
      expect(res.statusCode).toBe(can(role, 'users.manage') ? 201 : 403);
    });
  });

  describe('validation', () => {
    it.each([
      [{}, 'username'],
      [{ ...newUser('v1'), email: 'nope' }, 'email'],
      [{ ...newUser('v2'), password: '' }, 'password'],
      [{ ...newUser('v3'), role: 'Chef' }, 'role'],
      [{ ...newUser('v4'), username: 'có dấu' }, 'username'],
      [{ ...newUser('v5'), fullName: 'x'.repeat(10000) }, 'fullName'],
    ])('answers 400 naming the field (%#)', async (body, field) => {
      const res = await superAdmin.post('/api/User', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBeTruthy();
    });

    it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
      expect((await superAdmin.get('/api/User/abc')).statusCode).toBe(400);
      const missing = await superAdmin.delete('/api/User/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Không tìm thấy người dùng!');
    });
  });

  describe('rules', () => {
    it('searches and pages 5 per page by default', async () => {
      for (let i = 0; i < 6; i++) await superAdmin.post('/api/User', newUser(`page${i}`));
      const page1 = await superAdmin.get('/api/User?search=userpage');
      expect(page1.json()).toMatchObject({ totalCount: 6, totalPages: 2, page: 1 });
      expect(page1.json().data).toHaveLength(5);
      const page2 = await superAdmin.get('/api/User?search=USERPAGE&page=2');
      expect(page2.json().data).toHaveLength(1);
    });

    it('refuses duplicate usernames and e-mails with 409 naming the field', async () => {
      await superAdmin.post('/api/User', newUser('dup'));
      const again = await superAdmin.post('/api/User', { ...newUser('dup'), email: 'other@example.test' });
      expect(again.statusCode).toBe(409);
      expect(again.json().fields.username).toBe('Tên đăng nhập đã tồn tại');
    });

    it('keeps the password when the edit leaves it blank, changes it otherwise', async () => {
      const created = (await superAdmin.post('/api/User', newUser('pw'))).json();
      const edit = { username: created.username, email: created.email, fullName: 'Đổi tên', role: 'Waiter', password: '' };
      expect((await superAdmin.put(`/api/User/${created.id}`, edit)).statusCode).toBe(200);
      await expect(signIn(t, created.username, 'waiter-pass-1')).resolves.toBeTruthy();
      expect((await superAdmin.put(`/api/User/${created.id}`, { ...edit, password: 'changed-pass-1' })).statusCode).toBe(200);
      await expect(signIn(t, created.username, 'changed-pass-1')).resolves.toBeTruthy();
    });

    it('stops an Admin from creating or promoting a SuperAdmin, or editing one', async () => {
      expect((await as.Admin.post('/api/User', { ...newUser('sa'), role: 'SuperAdmin' })).statusCode).toBe(403);
      const w = (await as.Admin.post('/api/User', newUser('promote'))).json();
      expect((await as.Admin.put(`/api/User/${w.id}`, { ...newUser('promote'), role: 'Admin,SuperAdmin', password: '' })).statusCode).toBe(403);
      expect((await as.Admin.delete('/api/User/1')).statusCode).toBe(403);
      expect((await superAdmin.post('/api/User', { ...newUser('sa2'), role: 'SuperAdmin' })).statusCode).toBe(201);
    });

    it('lets nobody delete themselves or the last SuperAdmin', async () => {
      const me = await createStaff(t, 'SuperAdmin');
      const c = await signIn(t, me.username, STAFF_PASSWORD);
      const self = await c.delete(`/api/User/${me.id}`);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('Bạn không thể xóa chính mình');
      // Remove every other SuperAdmin, then the last one is protected.
      const all = (await c.get('/api/User?pageSize=100')).json().data as { id: number; roles: string[] }[];
      for (const u of all.filter((x) => x.roles.includes('SuperAdmin') && x.id !== me.id)) {
        expect((await c.delete(`/api/User/${u.id}`)).statusCode).toBe(200);
      }
      const demote = await c.put(`/api/User/${me.id}`, { username: me.username, email: me.email, fullName: me.fullName, role: 'Admin', password: '' });
      expect(demote.statusCode).toBe(409);
    });
  });
});

describe('users service without HTTP', () => {
  it('reports availability for the live checks', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect(await t.services.users.availability('username', 'superadmin')).toEqual({ exists: true, available: false });
      expect(await t.services.users.availability('username', 'superadmin', 1)).toEqual({ exists: false, available: true });
    } finally {
      await t.close();
    }
  });
});
