import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Language, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';

const CODES: Record<Role, string> = { SuperAdmin: 'ja', Admin: 'ko', Manager: 'zh', Waiter: 'it', Kitchen: 'es', Sushi: 'pt', User: 'nl' };

forEachDatabase('languages', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let roles: Record<Role, Client>;
  const anon = () => client(t);
  const byCode = async (code: string) => ((await anon().get('/api/Language')).json() as Language[]).find((l) => l.code === code);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    roles = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('GET /api/Language is public: id, name, code, isActive', async () => {
    const res = await anon().get('/api/Language');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Tiếng Việt', code: 'vi', isActive: true },
      { id: 2, name: 'Deutsch', code: 'de', isActive: true },
      { id: 3, name: 'English', code: 'en', isActive: true },
    ]);
  });

  it('GET /api/Language/:id: 401, 403 by role, 400, 404', async () => {
    expect((await anon().get('/api/Language/1')).statusCode).toBe(401);
    for (const role of ROLES) {
      expect((await roles[role].get('/api/Language/2')).statusCode, role).toBe(can(role, 'languages.manage') ? 200 : 403);
    }
    expect((await admin.get('/api/Language/x')).statusCode).toBe(400);
    const res = await admin.get('/api/Language/999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy ngôn ngữ');
  });

  describe('POST /api/Language', () => {
    it('401, 403/201 by role', async () => {
      expect((await anon().post('/api/Language', { name: 'Svenska', code: 'sv' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].post('/api/Language', { name: `Lang ${role}`, code: CODES[role] });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'languages.manage') ? 201 : 403);
      }
    });

    it('400 with the product’s messages for name and code', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'sv' }, 'name', 'Tên ngôn ngữ là bắt buộc'],
        [{ name: 'x'.repeat(51), code: 'sv' }, 'name', 'Tối đa 50 ký tự'],
        [{ name: 'x'.repeat(10_000), code: 'sv' }, 'name', 'Tối đa 50 ký tự'],
        [{ name: 'Svenska' }, 'code', 'Mã ngôn ngữ là bắt buộc'],
        [{ name: 'Svenska', code: '   ' }, 'code', 'Mã ngôn ngữ là bắt buộc'],
        [{ name: 'Svenska', code: 'abcdefghijk' }, 'code', 'Tối đa 10 ký tự'],
        [{ name: 'Svenska', code: 'swedish' }, 'code', 'Mã ngôn ngữ không hợp lệ (ví dụ: vi, en, de)'],
        [{ name: 'Svenska', code: 's1' }, 'code', 'Mã ngôn ngữ không hợp lệ (ví dụ: vi, en, de)'],
        [{ name: 'Svenska', code: 7 }, 'code', 'Mã ngôn ngữ là bắt buộc'],
        [{ name: 'Svenska', code: 'sv', isActive: 'yes' }, 'isActive', 'Giá trị không hợp lệ'],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin.post('/api/Language', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().fields[field], JSON.stringify(body).slice(0, 60)).toBe(message);
      }
    });

    it('strips spaces, lower-cases, and refuses a taken code with 409', async () => {
      const res = await admin.post('/api/Language', { name: ' Français ', code: ' F R ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Français', code: 'fr', isActive: true });
      for (const code of ['fr', 'F r', 'EN']) {
        const dup = await admin.post('/api/Language', { name: 'Again', code });
        expect(dup.statusCode).toBe(409);
        expect(dup.json()).toMatchObject({ message: 'Mã ngôn ngữ đã tồn tại', fields: { code: 'Mã ngôn ngữ đã tồn tại' } });
      }
      expect((await admin.post('/api/Language', { name: 'Português (Brasil)', code: 'pt-BR', isActive: false })).json()).toMatchObject({
        code: 'pt-br',
        isActive: false,
      });
    });
  });

  describe('PUT /api/Language/:id', () => {
    it('401, 403/200 by role, 400, 404', async () => {
      const id = (await byCode('fr'))!.id;
      expect((await anon().put(`/api/Language/${id}`, { name: 'Français', code: 'fr' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put(`/api/Language/${id}`, { name: 'Français', code: 'fr' });
        expect(res.statusCode, role).toBe(can(role, 'languages.manage') ? 200 : 403);
      }
      expect((await admin.put(`/api/Language/${id}`, { name: '', code: 'fr' })).statusCode).toBe(400);
      expect((await admin.put('/api/Language/999', { name: 'X', code: 'xx' })).statusCode).toBe(404);
      const dup = await admin.put(`/api/Language/${id}`, { name: 'Français', code: 'de' });
      expect(dup.statusCode).toBe(409);
    });

    it('a new code carries the translations along', async () => {
      const cat = await t.services.categories.create({
        name: 'Bánh',
        displayOrder: 1,
        isActive: true,
        parentId: null,
        translations: { fr: { name: 'Gâteaux' } },
      });
      const id = (await byCode('fr'))!.id;
      const res = await admin.put(`/api/Language/${id}`, { name: 'Français (France)', code: 'fr-fr' });
      expect(res.json()).toMatchObject({ code: 'fr-fr', isActive: true });
      const list = (await anon().get('/api/Category?lang=fr-fr')).json() as { id: number; name: string }[];
      expect(list.find((c) => c.id === cat.id)?.name).toBe('Gâteaux');
    });

    it('Vietnamese keeps its code and stays active; the diner default stays active', async () => {
      expect((await admin.put('/api/Language/1', { name: 'Tiếng Việt', code: 'vn' })).statusCode).toBe(409);
      expect((await admin.put('/api/Language/1', { name: 'Tiếng Việt', code: 'vi', isActive: false })).statusCode).toBe(409);
      expect((await admin.put('/api/Language/1', { name: 'Việt', code: 'vi' })).json().name).toBe('Việt');
      expect((await admin.put('/api/Language/2', { name: 'Deutsch', code: 'de', isActive: false })).statusCode).toBe(409);
    });
  });

  describe('DELETE /api/Language/:id', () => {
    it('401, 403/200 by role, 404', async () => {
      expect((await anon().delete('/api/Language/4')).statusCode).toBe(401);
      for (const role of ROLES) {
        const lang = (await byCode(CODES[role])) ?? ((await admin.post('/api/Language', { name: 'L', code: CODES[role] })).json() as Language);
        const res = await roles[role].delete(`/api/Language/${lang.id}`);
        expect(res.statusCode, role).toBe(can(role, 'languages.manage') ? 200 : 403);
      }
      expect((await admin.delete('/api/Language/999')).statusCode).toBe(404);
    });

    it("'vi' and the diner default language cannot be deleted (409)", async () => {
      const vi = await admin.delete('/api/Language/1');
      expect(vi.statusCode).toBe(409);
      expect(vi.json().message).toContain('Tiếng Việt');
      const de = await admin.delete('/api/Language/2');
      expect(de.statusCode).toBe(409);
      expect(de.json().message).toContain('mặc định');
      const en = await admin.delete('/api/Language/3');
      expect(en.json()).toEqual({ success: true, message: 'Xóa ngôn ngữ thành công!' });
      expect(await byCode('en')).toBeUndefined();
    });
  });
});
