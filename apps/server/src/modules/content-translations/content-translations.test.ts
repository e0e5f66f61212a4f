import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Category, type Product, type Role } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';

forEachDatabase('content translations', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let roles: Record<Role, Client>;
  let dish: Product;
  let category: Category;
  const anon = () => client(t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    roles = await signInEveryRole(t);
    category = await t.services.categories.create({ name: 'Cơm', displayOrder: 1, isActive: true, parentId: null });
    dish = await t.services.products.create({
      name: 'Cơm tấm',
      description: 'Sườn nướng',
      price: 45000,
      imageUrl: null,
      isActive: true,
      isFeatured: false,
      categoryId: category.id,
      additionalCategoryIds: [],
    });
  });
  afterAll(() => t.close());

  describe('GET /api/Translation/:entity/:id', () => {
    it('401, 403/200 by role, 400 for an unknown entity, 404 for an unknown id', async () => {
      expect((await anon().get(`/api/Translation/product/${dish.id}`)).statusCode).toBe(401);
      for (const role of ROLES) {
        expect((await roles[role].get(`/api/Translation/product/${dish.id}`)).statusCode, role).toBe(can(role, 'translations.manage') ? 200 : 403);
      }
      expect((await admin.get('/api/Translation/table/1')).statusCode).toBe(400);
      expect((await admin.get('/api/Translation/product/abc')).statusCode).toBe(400);
      const messages = { product: 'Không tìm thấy món ăn', category: 'Không tìm thấy danh mục', restaurant: 'Không tìm thấy thông tin nhà hàng' };
      for (const [entity, message] of Object.entries(messages)) {
        const res = await admin.get(`/api/Translation/${entity}/999999`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(message);
      }
      expect((await admin.get(`/api/Translation/product/${dish.id}`)).json()).toEqual([]);
    });
  });

  describe('PUT /api/Translation/:entity/:id', () => {
    const url = () => `/api/Translation/product/${dish.id}`;

    it('401, 403/200 by role', async () => {
      expect((await anon().put(url(), { language: 'de', fields: { name: 'Bruchreis' } })).statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await roles[role].put(url(), { language: 'de', fields: { name: `Bruchreis ${role}` } });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(can(role, 'translations.manage') ? 200 : 403);
      }
    });

    it('400 naming the field', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        [url(), { fields: { name: 'X' } }, 'language'],
        [url(), { language: 'de' }, 'fields'],
        [url(), { language: 'vi', fields: { name: 'X' } }, 'language'],
        [url(), { language: 'fr', fields: { name: 'X' } }, 'language'],
        [url(), { language: 'de', fields: { name: 'x'.repeat(10_000) } }, 'fields.name'],
        [url(), { language: 'de', fields: { description: 5 } }, 'fields.description'],
        [url(), { language: 'de', fields: { address: 'Hauptstraße 1' } }, 'fields.address'],
        [`/api/Translation/category/${category.id}`, { language: 'de', fields: { description: 'X' } }, 'fields.description'],
        ['/api/Translation/restaurant/1', { language: 'de', fields: { name: 'X' } }, 'fields.name'],
      ];
      for (const [u, body, field] of cases) {
        const res = await admin.put(u, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body).slice(0, 60)).toContain(field);
      }
      expect((await admin.put('/api/Translation/product/999999', { language: 'de', fields: { name: 'X' } })).statusCode).toBe(404);
    });

    it('stores reviewed texts per language and field; staff review clears the machine flag', async () => {
      expect(await t.services.contentTranslations.saveMachine('product', dish.id, 'en', { name: 'Broken rice', description: 'Grilled pork chop' })).toBe(2);
      let list = (await admin.get(url())).json();
      expect(list).toContainEqual({ language: 'en', field: 'name', text: 'Broken rice', isMachine: true });

      const res = await admin.put(url(), { language: 'en', fields: { name: 'Broken rice with pork' } });
      expect(res.statusCode).toBe(200);
      list = res.json();
      expect(list).toContainEqual({ language: 'en', field: 'name', text: 'Broken rice with pork', isMachine: false });
      expect(list).toContainEqual({ language: 'en', field: 'description', text: 'Grilled pork chop', isMachine: true });

      // Machine text never replaces a reviewed one.
      expect(await t.services.contentTranslations.saveMachine('product', dish.id, 'en', { name: 'Rice' })).toBe(0);
      const adminView = ((await admin.get('/api/Product?context=admin')).json() as Product[]).find((p) => p.id === dish.id)!;
      expect(adminView.translations!.en).toEqual({
        name: { text: 'Broken rice with pork', isMachine: false },
        description: { text: 'Grilled pork chop', isMachine: true },
      });
      expect(((await anon().get('/api/Product?lang=en')).json() as Product[]).find((p) => p.id === dish.id)!.name).toBe('Broken rice with pork');
    });

    it('translates categories and restaurant info too', async () => {
      expect((await admin.put(`/api/Translation/category/${category.id}`, { language: 'de', fields: { name: 'Reis' } })).statusCode).toBe(200);
      expect(((await anon().get('/api/Category?lang=de')).json() as Category[])[0]!.name).toBe('Reis');
      expect(((await anon().get('/api/Product?lang=de')).json() as Product[]).find((p) => p.id === dish.id)!.categoryName).toBe('Reis');
      await admin.put('/api/RestaurantInfo/1', { name: 'Quán', address: '1 Lê Lợi' });
      expect((await admin.put('/api/Translation/restaurant/1', { language: 'en', fields: { address: '1 Le Loi Street', openingHours: '' } })).statusCode).toBe(
        200,
      );
      expect((await anon().get('/api/RestaurantInfo?lang=en')).json().address).toBe('1 Le Loi Street');
    });
  });
});
