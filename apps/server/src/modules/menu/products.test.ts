import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Category, type Product, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { nowIso } from '../../db/database.js';

const PRODUCT_KEYS = [
  'id',
  'name',
  'description',
  'price',
  'imageUrl',
  'isActive',
  'isFeatured',
  'categoryId',
  'categoryName',
  'additionalCategoryIds',
  'additionalCategoryNames',
  'station',
  'originalName',
  'optionGroups',
  'allergens',
  'additives',
  'spiceLevel',
  'dietTags',
].sort();

forEachDatabase('products', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let roles: Record<Role, Client>;
  let food: Category;
  let drinks: Category;
  let specials: Category;
  const anon = () => client(t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    roles = await signInEveryRole(t);
    food = await t.services.categories.create({ name: 'Món chính', displayOrder: 1, isActive: true, parentId: null });
    drinks = await t.services.categories.create({ name: 'Nước uống', displayOrder: 2, isActive: true, parentId: null });
    specials = await t.services.categories.create({ name: 'Đặc biệt', displayOrder: 3, isActive: true, parentId: null });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/Product', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Product;
  };

  describe('POST /api/Product', () => {
    it('401 without sign-in, 403/201 by role per the permission table', async () => {
      expect((await anon().post('/api/Product', { name: 'Phở' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].post('/api/Product', { name: `Món của ${role}`, categoryId: food.id });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'products.manage') ? 201 : 403);
      }
    });

    it('400 naming the field for bad input, never a 500', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'name'],
        [{ name: 'x'.repeat(10_000) }, 'name'],
        [{ name: 'A', description: 'd'.repeat(10_000) }, 'description'],
        [{ name: 'A', price: -1 }, 'price'],
        [{ name: 'A', price: 1.5 }, 'price'],
        [{ name: 'A', price: '12000' }, 'price'],
        [{ name: 'A', price: 1e12 }, 'price'],
        [{ name: 'A', isActive: 'no' }, 'isActive'],
        [{ name: 'A', isFeatured: 1 }, 'isFeatured'],
        [{ name: 'A', categoryId: 'x' }, 'categoryId'],
        [{ name: 'A', categoryId: 999_999 }, 'categoryId'],
        [{ name: 'A', additionalCategoryIds: 'x' }, 'additionalCategoryIds'],
        [{ name: 'A', additionalCategoryIds: ['x'] }, 'additionalCategoryIds'],
        [{ name: 'A', additionalCategoryIds: [999_999] }, 'additionalCategoryIds'],
        [{ name: 'A', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
        [{ name: 'A', imageUrl: '//evil.example/x.png' }, 'imageUrl'],
        [{ name: 'A', translations: { de: { name: 'n'.repeat(10_000) } } }, 'translations'],
        [{ name: 'A', translations: { fr: { name: 'Soupe' } } }, 'translations.fr'],
      ];
      for (const [body, field] of cases) {
        const res = await admin.post('/api/Product', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).join(','), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
      const broken = await admin.request('POST', '/api/Product', Buffer.from('{"name":'), { 'content-type': 'application/json' });
      expect(broken.statusCode).toBe(400);
      expect((await admin.post('/api/Product', {})).json().fields.name).toBe('Tên món ăn là bắt buộc');
    });

    it('creates with defaults (price 0, active, not featured) and answers the full shape', async () => {
      const p = await create({ name: 'Chè', categoryId: food.id });
      expect(
        Object.keys(p)
          .filter((k) => k !== 'translations')
          .sort(),
      ).toEqual(PRODUCT_KEYS);
      expect(p).toMatchObject({
        name: 'Chè',
        originalName: 'Chè',
        description: '',
        price: 0,
        imageUrl: null,
        isActive: true,
        isFeatured: false,
        categoryId: food.id,
        categoryName: 'Món chính',
        additionalCategoryIds: [],
        additionalCategoryNames: [],
        station: 'kitchen',
        translations: {},
      });
    });

    it('stores additional categories (no duplicates, not the main one) and reviewed translations', async () => {
      const p = await create({
        name: 'Trà đào',
        price: 35000,
        categoryId: drinks.id,
        additionalCategoryIds: [specials.id, drinks.id, specials.id],
        imageUrl: '/api/images/0123456789abcdef-960.webp',
        translations: { de: { name: 'Pfirsichtee', description: 'Kalt' } },
      });
      expect(p).toMatchObject({
        station: 'bar',
        additionalCategoryIds: [specials.id],
        additionalCategoryNames: ['Đặc biệt'],
        imageUrl: '/api/images/0123456789abcdef-960.webp',
      });
      expect(p.translations).toEqual({ de: { name: { text: 'Pfirsichtee', isMachine: false }, description: { text: 'Kalt', isMachine: false } } });
    });
  });

  describe('PUT /api/Product/:id', () => {
    it('401, 403 by role, 400, 404 before success', async () => {
      const p = await create({ name: 'Để sửa', categoryId: food.id });
      expect((await anon().put(`/api/Product/${p.id}`, { name: 'X' })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put(`/api/Product/${p.id}`, { price: 1000 });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'products.manage') ? 200 : 403);
      }
      expect((await admin.put(`/api/Product/${p.id}`, { price: -5 })).statusCode).toBe(400);
      expect((await admin.put(`/api/Product/${p.id}`, { name: '' })).statusCode).toBe(400);
      const missing = await admin.put('/api/Product/999999', { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Không tìm thấy món ăn');
    });

    it('keeps fields left out (the add form sends no categoryId), replaces additional categories when sent', async () => {
      const p = await create({ name: 'Cơm gà', description: 'Gà luộc', price: 50000, categoryId: food.id, additionalCategoryIds: [specials.id] });
      let res = await admin.put(`/api/Product/${p.id}`, { id: p.id, name: 'Cơm gà xé', price: 55000, isFeatured: true, categoryName: 'ignored' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Cơm gà xé',
        description: 'Gà luộc',
        price: 55000,
        isFeatured: true,
        categoryId: food.id,
        additionalCategoryIds: [specials.id],
      });
      res = await admin.put(`/api/Product/${p.id}`, { additionalCategoryIds: [], imageUrl: null, categoryId: drinks.id });
      expect(res.json()).toMatchObject({ additionalCategoryIds: [], imageUrl: null, categoryId: drinks.id, station: 'bar' });
    });
  });

  describe('DELETE /api/Product/:id', () => {
    it('401, 403 by role, 404, then deletes with its translations', async () => {
      expect((await anon().delete('/api/Product/1')).statusCode).toBe(401);
      for (const role of ROLES) {
        const p = await create({ name: `Xóa ${role}`, translations: { en: { name: 'Delete me' } } });
        const res = await roles[role].delete(`/api/Product/${p.id}`);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'products.manage') ? 200 : 403);
        if (res.statusCode === 200) {
          const left = await t.handle.db.selectFrom('translations').select('id').where('entity', '=', 'product').where('entity_id', '=', p.id).execute();
          expect(left).toHaveLength(0);
        }
      }
      const missing = await admin.delete('/api/Product/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Không tìm thấy món ăn');
    });

    it('409 for a dish used by an order; deactivating it still works', async () => {
      const p = await create({ name: 'Đã bán', price: 20000, categoryId: food.id });
      const now = nowIso();
      const order = await t.handle.db
        .insertInto('orders')
        .values({
          table_number: '1',
          customer_name: '',
          customer_phone: '',
          total_amount: 20000,
          status: 'paid',
          notification_status: 'read',
          preparation_status: 'completed',
          order_type: 'dine-in',
          special_requests: '',
          is_paid: 1,
          call_number: 1,
          source: 'diner',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.handle.db
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: p.id,
          product_name: p.name,
          station: 'kitchen',
          quantity: 1,
          price: 20000,
          notes: '',
          call_number: 1,
          is_completed: 1,
        })
        .execute();
      const res = await admin.delete(`/api/Product/${p.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Không thể xóa món đã có trong đơn hàng. Hãy chuyển sang Ngừng bán.');
      expect((await admin.put(`/api/Product/${p.id}`, { isActive: false })).json().isActive).toBe(false);
    });
  });

  describe('PATCH /api/Product/:id/availability', () => {
    const patch = (c: Client, id: number, body: unknown) => c.request('PATCH', `/api/Product/${id}/availability`, body);

    it('401, 403 for roles without products.view, 400, 404', async () => {
      const p = await create({ name: 'Bún chả', categoryId: food.id });
      expect((await patch(anon(), p.id, { isActive: false })).statusCode).toBe(401);
      expect((await patch(roles.User, p.id, { isActive: false })).statusCode).toBe(403);
      expect((await patch(admin, p.id, {})).statusCode).toBe(400);
      expect((await patch(admin, p.id, { isActive: 'no' })).statusCode).toBe(400);
      expect((await patch(admin, 999_999, { isActive: false })).statusCode).toBe(404);
    });

    it('a station only for its own dishes; management for any', async () => {
      const kitchenDish = await create({ name: 'Phở bò', categoryId: food.id });
      const barDish = await create({ name: 'Bia', categoryId: drinks.id });
      let res = await patch(roles.Kitchen, kitchenDish.id, { isActive: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().isActive).toBe(false);
      res = await patch(roles.Kitchen, barDish.id, { isActive: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Bạn chỉ có thể thay đổi món của khu vực mình phụ trách');
      expect((await patch(roles.Sushi, kitchenDish.id, { isActive: true })).statusCode).toBe(403);
      expect((await patch(roles.Waiter, barDish.id, { isActive: false })).statusCode).toBe(200);
      expect((await patch(roles.Manager, kitchenDish.id, { isActive: true })).json().isActive).toBe(true);
      const row = await t.handle.db.selectFrom('products').select('is_active').where('id', '=', barDish.id).executeTakeFirstOrThrow();
      expect(row.is_active).toBe(0);
    });
  });

  describe('GET /api/Product', () => {
    it('is public and includes inactive dishes', async () => {
      const off = await create({ name: 'Hết rồi', isActive: false, categoryId: food.id });
      const res = await anon().get('/api/Product');
      expect(res.statusCode).toBe(200);
      const list = res.json() as Product[];
      expect(list.find((p) => p.id === off.id)?.isActive).toBe(false);
      expect(Object.keys(list[0]!).sort()).toEqual(PRODUCT_KEYS);
    });

    it('context=admin: 401/403 by products.view, station roles see only their station, translations added', async () => {
      expect((await anon().get('/api/Product?context=admin')).statusCode).toBe(401);
      const all = (await admin.get('/api/Product?context=admin')).json() as Product[];
      expect(new Set(all.map((p) => p.station))).toEqual(new Set(['kitchen', 'bar']));
      for (const role of ROLES) {
        const res = await roles[role].get('/api/Product?context=admin');
        expect(res.statusCode, role).toBe(can(role, 'products.view') ? 200 : 403);
        if (res.statusCode !== 200) continue;
        expect(res.headers['cache-control']).toBe('private, no-store');
        const list = res.json() as Product[];
        expect(list.every((p) => p.translations !== undefined)).toBe(true);
        const expected = role === 'Kitchen' ? ['kitchen'] : role === 'Waiter' ? ['bar'] : role === 'Sushi' ? [] : ['bar', 'kitchen'];
        expect([...new Set(list.map((p) => p.station))].sort(), role).toEqual(expected);
      }
    });

    it('GET /api/Product/:id for staff', async () => {
      const p = await create({ name: 'Một món', categoryId: food.id });
      expect((await anon().get(`/api/Product/${p.id}`)).statusCode).toBe(401);
      expect((await roles.User.get(`/api/Product/${p.id}`)).statusCode).toBe(403);
      expect((await roles.Kitchen.get(`/api/Product/${p.id}`)).json().name).toBe('Một món');
      expect((await admin.get('/api/Product/999999')).statusCode).toBe(404);
    });
  });
});
