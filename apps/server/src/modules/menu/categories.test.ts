import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Category, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { nowIso } from '../../db/database.js';

forEachDatabase('categories', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let roles: Record<Role, Client>;
  const anon = () => client(t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    roles = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/Category', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Category;
  };

  describe('POST /api/Category', () => {
    it('401 without sign-in, 403/201 by role per the permission table', async () => {
      expect((await anon().post('/api/Category', { name: 'Khai vị' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].post('/api/Category', { name: `Danh mục ${role}` });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'categories.manage') ? 201 : 403);
      }
    });

    it('400 naming the field for missing, oversized or mistyped input', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(10_000) }, 'name'],
        [{ name: 'A', displayOrder: 'first' }, 'displayOrder'],
        [{ name: 'A', displayOrder: 1.5 }, 'displayOrder'],
        [{ name: 'A', displayOrder: null }, 'displayOrder'],
        [{ name: 'A', isActive: 'yes' }, 'isActive'],
        [{ name: 'A', parentId: 'abc' }, 'parentId'],
        [{ name: 'A', station: 'garden' }, 'station'],
        [{ name: 'A', image: 'javascript:alert(1)' }, 'image'],
        [{ name: 'A', icon: 'i'.repeat(10_000) }, 'icon'],
        [{ name: 'A', translations: { xx: { name: 'B' } } }, 'translations.xx'],
        [{ name: 'A', translations: { vi: { name: 'B' } } }, 'translations.vi'],
      ];
      for (const [body, field] of cases) {
        const res = await admin.post('/api/Category', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).join(','), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
      const res = await admin.post('/api/Category', {});
      expect(res.json().fields.name).toBe('Tên danh mục là bắt buộc');
    });

    it('creates with defaults: displayOrder 1, active, top-level, station from the name, slug without diacritics', async () => {
      const c = await create({ name: 'Đồ uống' });
      expect(c).toMatchObject({
        name: 'Đồ uống',
        originalName: 'Đồ uống',
        slug: 'do-uong',
        displayOrder: 1,
        isActive: true,
        parentId: null,
        station: 'bar',
        image: null,
        icon: null,
      });
      expect((await create({ name: 'Sushi cuộn' })).station).toBe('sushi');
      expect((await create({ name: 'Món chính' })).station).toBe('kitchen');
      expect((await create({ name: 'Bia lạnh', station: 'kitchen' })).station).toBe('kitchen');
    });

    it('makes slugs unique with -2, -3', async () => {
      const a = await create({ name: 'Tráng miệng' });
      const b = await create({ name: 'Trang mieng' });
      const c = await create({ name: 'TRÁNG MIỆNG!' });
      expect([a.slug, b.slug, c.slug]).toEqual(['trang-mieng', 'trang-mieng-2', 'trang-mieng-3']);
    });

    it('parent must be an existing top-level category', async () => {
      const top = await create({ name: 'Cha' });
      const child = await create({ name: 'Con', parentId: top.id });
      expect(child.parentId).toBe(top.id);
      let res = await admin.post('/api/Category', { name: 'Cháu', parentId: child.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parentId).toBe('Danh mục cha phải là danh mục cấp cao nhất');
      res = await admin.post('/api/Category', { name: 'Mồ côi', parentId: 999_999 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parentId).toBe('Danh mục cha không tồn tại');
    });

    it('saves translations sent with the form as reviewed', async () => {
      const c = await create({ name: 'Khai vị', translations: { de: { name: 'Vorspeisen' }, en: { name: 'Starters' } } });
      expect(c.translations).toEqual({ de: { name: { text: 'Vorspeisen', isMachine: false } }, en: { name: { text: 'Starters', isMachine: false } } });
    });
  });

  describe('PUT /api/Category/:id', () => {
    it('401, 403 by role, 400, 404 before success', async () => {
      const c = await create({ name: 'Để sửa' });
      expect((await anon().put(`/api/Category/${c.id}`, { name: 'X' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put(`/api/Category/${c.id}`, { name: `Sửa bởi ${role}` });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'categories.manage') ? 200 : 403);
      }
      expect((await admin.put(`/api/Category/${c.id}`, { name: '' })).statusCode).toBe(400);
      expect((await admin.put(`/api/Category/${c.id}`, { displayOrder: -1 })).statusCode).toBe(400);
      expect((await admin.put('/api/Category/abc', { name: 'X' })).statusCode).toBe(400);
      const missing = await admin.put('/api/Category/999999', { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Không tìm thấy danh mục');
    });

    it('keeps fields left out, renames the slug with the name', async () => {
      const c = await create({ name: 'Lẩu', displayOrder: 7, icon: 'pot', station: 'kitchen' });
      const res = await admin.put(`/api/Category/${c.id}`, { name: 'Lẩu nấm' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Lẩu nấm', slug: 'lau-nam', displayOrder: 7, icon: 'pot', station: 'kitchen', isActive: true });
      const off = await admin.put(`/api/Category/${c.id}`, { isActive: false, station: 'sushi', icon: '' });
      expect(off.json()).toMatchObject({ slug: 'lau-nam', isActive: false, station: 'sushi', icon: null });
    });

    it('refuses itself as parent, a child as parent, and a parent becoming a child', async () => {
      const a = await create({ name: 'Nhóm A' });
      const b = await create({ name: 'Nhóm B' });
      const a1 = await create({ name: 'A1', parentId: a.id });
      let res = await admin.put(`/api/Category/${a.id}`, { parentId: a.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parentId).toBe('Danh mục không thể là danh mục cha của chính nó');
      res = await admin.put(`/api/Category/${b.id}`, { parentId: a1.id });
      expect(res.statusCode).toBe(400);
      res = await admin.put(`/api/Category/${a.id}`, { parentId: b.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parentId).toBe('Danh mục đang có danh mục con nên không thể trở thành danh mục con');
      // Moving a child to another parent and back to top level is fine.
      expect((await admin.put(`/api/Category/${a1.id}`, { parentId: b.id })).json().parentId).toBe(b.id);
      expect((await admin.put(`/api/Category/${a1.id}`, { parentId: null })).json().parentId).toBeNull();
    });
  });

  describe('DELETE /api/Category/:id', () => {
    it('401, 403 by role, 400, 404, then deletes with its translations', async () => {
      expect((await anon().delete('/api/Category/1')).statusCode).toBe(401);
      for (const role of ROLES) {
        const c = await create({ name: `Xóa ${role}` });
        const res = await roles[role].delete(`/api/Category/${c.id}`);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'categories.manage') ? 200 : 403);
      }
      expect((await admin.delete('/api/Category/0')).statusCode).toBe(400);
      expect((await admin.delete('/api/Category/999999')).statusCode).toBe(404);

      const c = await create({ name: 'Tạm', translations: { de: { name: 'Vorläufig' } } });
      expect((await admin.delete(`/api/Category/${c.id}`)).json()).toEqual({ success: true, message: 'Xóa danh mục thành công' });
      const left = await t.handle.db.selectFrom('translations').select('id').where('entity', '=', 'category').where('entity_id', '=', c.id).execute();
      expect(left).toHaveLength(0);
    });

    it('409 while it has dishes (main or additional) or children', async () => {
      const main = await create({ name: 'Có món chính' });
      const extra = await create({ name: 'Có món phụ' });
      await t.services.products.create({
        name: 'Món thử',
        description: '',
        price: 1000,
        imageUrl: null,
        isActive: true,
        isFeatured: false,
        categoryId: main.id,
        additionalCategoryIds: [extra.id],
      });
      for (const id of [main.id, extra.id]) {
        const res = await admin.delete(`/api/Category/${id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Không thể xóa danh mục đang có món ăn');
      }
      const parent = await create({ name: 'Có con' });
      await create({ name: 'Con của nó', parentId: parent.id });
      const res = await admin.delete(`/api/Category/${parent.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Không thể xóa danh mục đang có danh mục con');
    });
  });

  describe('GET /api/Category', () => {
    it('is public, sorted by displayOrder then name, inactive ones included', async () => {
      await t.handle.db.deleteFrom('product_categories').execute();
      await t.handle.db.deleteFrom('products').execute();
      await t.handle.db.deleteFrom('translations').execute();
      await t.handle.db.updateTable('categories').set({ parent_id: null }).execute();
      await t.handle.db.deleteFrom('categories').execute();
      await t.services.menuCache.markChanged();
      const now = nowIso();
      await t.handle.db
        .insertInto('categories')
        .values([
          { name: 'Bún', slug: 'bun', display_order: 2, is_active: 1, station: 'kitchen', created_at: now, updated_at: now },
          { name: 'Ăn vặt', slug: 'an-vat', display_order: 2, is_active: 0, station: 'kitchen', created_at: now, updated_at: now },
          { name: 'Cơm', slug: 'com', display_order: 1, is_active: 1, station: 'kitchen', created_at: now, updated_at: now },
        ])
        .execute();
      await t.services.menuCache.markChanged();
      const res = await anon().get('/api/Category');
      expect(res.statusCode).toBe(200);
      const list = res.json() as Category[];
      expect(list.map((c) => c.name)).toEqual(['Cơm', 'Ăn vặt', 'Bún']);
      expect(Object.keys(list[0]!).sort()).toEqual(
        ['id', 'name', 'slug', 'parentId', 'isActive', 'displayOrder', 'image', 'icon', 'station', 'originalName'].sort(),
      );
      expect(list[1]!.isActive).toBe(false);
    });

    it('context=admin needs products.view and adds translations', async () => {
      expect((await anon().get('/api/Category?context=admin')).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].get('/api/Category?context=admin');
        expect(res.statusCode, role).toBe(can(role, 'products.view') ? 200 : 403);
        if (res.statusCode === 200) {
          expect(res.headers['cache-control']).toContain('no-store');
          expect(res.headers.etag).toBeUndefined();
          expect((res.json() as Category[])[0]!.translations).toBeDefined();
        }
      }
      expect((await anon().get('/api/Category?context=everything')).statusCode).toBe(400);
      expect((await anon().get('/api/Category?lang=%3Cscript%3E')).statusCode).toBe(400);
    });
  });
});
