import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionGroup, Product } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createCategory, createProduct } from '../../../test/menu-factories.js';

const SIZE = {
  name: 'Kích cỡ',
  minSelect: 1,
  maxSelect: 1,
  displayOrder: 1,
  options: [
    { name: 'Nhỏ', priceDelta: -5_000 },
    { name: 'Vừa', priceDelta: 0, isDefault: true },
    { name: 'Lớn', priceDelta: 10_000 },
  ],
  translations: { de: { name: 'Größe' } },
};

forEachDatabase('option groups', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let kitchen: Client;
  let waiter: Client;
  let size: OptionGroup;
  let dishId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const roles = await signInEveryRole(t);
    kitchen = roles.Kitchen;
    waiter = roles.Waiter;
    const food = await createCategory(t, { name: 'Phở', station: 'kitchen' });
    dishId = (await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 })).id;
  });
  afterAll(() => t.close());

  describe('management', () => {
    it('creates a group with its options in order, translations kept', async () => {
      const res = await admin.post('/api/OptionGroup', SIZE);
      expect(res.statusCode).toBe(201);
      size = res.json();
      expect(size).toMatchObject({ name: 'Kích cỡ', minSelect: 1, maxSelect: 1, displayOrder: 1, productIds: [] });
      expect(size.options.map((o) => [o.name, o.priceDelta, o.isActive, o.isDefault])).toEqual([
        ['Nhỏ', -5_000, true, false],
        ['Vừa', 0, true, true],
        ['Lớn', 10_000, true, false],
      ]);
      expect(size.translations?.de?.name?.text).toBe('Größe');
      expect((await admin.get('/api/OptionGroup')).json().map((g: OptionGroup) => g.id)).toContain(size.id);
    });

    it('refuses bad groups with a clear 400', async () => {
      const cases: [unknown, string][] = [
        [{ ...SIZE, minSelect: 2, maxSelect: 1 }, 'Số lựa chọn tối thiểu không được lớn hơn tối đa'],
        [{ ...SIZE, minSelect: 3, maxSelect: 4, options: SIZE.options.slice(0, 2) }, 'Số lựa chọn tối thiểu lớn hơn số lựa chọn của nhóm'],
        [{ ...SIZE, options: [] }, 'Nhóm cần ít nhất một lựa chọn'],
        [
          {
            ...SIZE,
            options: [
              { name: 'A', isDefault: true },
              { name: 'B', isDefault: true },
            ],
          },
          'Số lựa chọn mặc định vượt quá số lựa chọn tối đa',
        ],
        [{ ...SIZE, name: ' ' }, 'Tên là bắt buộc'],
        [{ ...SIZE, options: [{ name: 'A', priceDelta: 1.5 }] }, 'Giá thêm phải là số nguyên'],
        [{ ...SIZE, translations: { xx: { name: 'X' } } }, 'Ngôn ngữ không tồn tại: xx'],
      ];
      for (const [body, message] of cases) {
        const res = await admin.post('/api/OptionGroup', body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('is management only; stations may switch an option off', async () => {
      expect((await client(t).get('/api/OptionGroup')).statusCode).toBe(401);
      expect((await kitchen.post('/api/OptionGroup', SIZE)).statusCode).toBe(403);
      expect((await waiter.put(`/api/OptionGroup/${size.id}`, SIZE)).statusCode).toBe(403);
      const large = size.options[2]!;
      const off = await kitchen.request('PATCH', `/api/OptionGroup/option/${large.id}/availability`, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().options[2].isActive).toBe(false);
      await kitchen.request('PATCH', `/api/OptionGroup/option/${large.id}/availability`, { isActive: true });
      expect((await kitchen.request('PATCH', '/api/OptionGroup/option/999999/availability', { isActive: true })).statusCode).toBe(404);
    });

    it('updates in place: kept ids keep their translations, new ones are added, missing ones removed', async () => {
      const [small, medium] = size.options;
      await t.services.contentTranslations.save('option', medium!.id, { language: 'de', fields: { name: 'Mittel' } });
      const res = await admin.put(`/api/OptionGroup/${size.id}`, {
        ...SIZE,
        options: [
          { id: medium!.id, name: 'Vừa', priceDelta: 0, isDefault: true },
          { id: small!.id, name: 'Nhỏ', priceDelta: -5_000 },
          { name: 'Đặc biệt', priceDelta: 25_000 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const after: OptionGroup = res.json();
      expect(after.options.map((o) => o.name)).toEqual(['Vừa', 'Nhỏ', 'Đặc biệt']);
      expect(after.options[0]!.id).toBe(medium!.id);
      expect(after.options[0]!.translations?.de?.name?.text).toBe('Mittel');
      const foreign = await admin.put(`/api/OptionGroup/${size.id}`, { ...SIZE, options: [{ id: 999_999, name: 'X' }] });
      expect(foreign.statusCode).toBe(400);
      size = (await admin.put(`/api/OptionGroup/${size.id}`, SIZE)).json();
      expect(size.options.map((o) => o.name)).toEqual(['Nhỏ', 'Vừa', 'Lớn']);
    });
  });

  describe('dishes', () => {
    let doneness: OptionGroup;

    it('attaches groups to a dish in order and carries them in product reads, in the requested language', async () => {
      doneness = (
        await admin.post('/api/OptionGroup', { name: 'Độ chín thịt bò', minSelect: 1, maxSelect: 1, options: [{ name: 'Tái' }, { name: 'Chín' }] })
      ).json();
      const res = await admin.put(`/api/Product/${dishId}`, {
        optionGroupIds: [doneness.id, size.id],
        allergens: ['soybeans', 'gluten', 'gluten'],
        additives: ['1 mit Farbstoff'],
        spiceLevel: 2,
        dietTags: ['halal'],
      });
      expect(res.statusCode).toBe(200);
      const dish: Product = res.json();
      expect(dish.optionGroups.map((g) => g.name)).toEqual(['Độ chín thịt bò', 'Kích cỡ']);
      expect(dish).toMatchObject({ allergens: ['gluten', 'soybeans'], additives: ['1 mit Farbstoff'], spiceLevel: 2, dietTags: ['halal'] });

      const de: Product = (await client(t).get('/api/Product?lang=de')).json().find((p: Product) => p.id === dishId);
      expect(de.optionGroups[1]).toEqual({
        id: size.id,
        name: 'Größe',
        minSelect: 1,
        maxSelect: 1,
        options: size.options.map((o) => ({ id: o.id, name: o.name, priceDelta: o.priceDelta, isActive: true, isDefault: o.isDefault })),
      });
      expect((await admin.get(`/api/Product/${dishId}`)).json().optionGroups).toHaveLength(2);
      expect((await admin.get(`/api/OptionGroup/${size.id}`)).json().productIds).toEqual([dishId]);
    });

    it('refuses unknown groups and bad labels', async () => {
      const cases: [unknown, string][] = [
        [{ optionGroupIds: [999_999] }, 'Nhóm lựa chọn không tồn tại: 999999'],
        [{ allergens: ['shellfish'] }, 'Chất gây dị ứng không hợp lệ'],
        [{ spiceLevel: 4 }, 'Độ cay phải là số từ 0 đến 3'],
        [{ dietTags: ['paleo'] }, 'Nhãn chế độ ăn không hợp lệ'],
      ];
      for (const [body, message] of cases) {
        const res = await admin.put(`/api/Product/${dishId}`, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('every option-group write moves the menu version (ETag) and tells diners', async () => {
      const etag = (await client(t).get('/api/Product')).headers.etag as string;
      const before = t.events.sent.length;
      await admin.request('PATCH', `/api/OptionGroup/option/${doneness.options[0]!.id}/availability`, { isActive: false });
      expect(t.events.sent.slice(before).map((e) => e.event)).toContain('MenuUpdated');
      const res = await client(t).get('/api/Product', { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      const dish: Product = res.json().find((p: Product) => p.id === dishId);
      expect(dish.optionGroups[0]!.options[0]!.isActive).toBe(false);
      const etag2 = res.headers.etag as string;
      await admin.put(`/api/OptionGroup/${size.id}`, { ...SIZE, name: 'Cỡ' });
      expect((await client(t).get('/api/Product', { 'if-none-match': etag2 })).statusCode).toBe(200);
    });

    it('deleting a group detaches it from its dishes', async () => {
      expect((await admin.delete(`/api/OptionGroup/${doneness.id}`)).statusCode).toBe(200);
      const dish: Product = (await admin.get(`/api/Product/${dishId}`)).json();
      expect(dish.optionGroups.map((g) => g.id)).toEqual([size.id]);
      expect((await admin.get(`/api/OptionGroup/${doneness.id}`)).statusCode).toBe(404);
    });
  });
});
