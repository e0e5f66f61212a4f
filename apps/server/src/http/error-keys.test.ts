import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionGroup } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../test/harness.js';
import { createCategory, createProduct, createTable, dinerHeaders, forceStatus, placeOrder } from '../../test/menu-factories.js';

/**
 * Every error answer names its message by key and values (`messageKey`, `params`, `fieldKeys`),
 * so each client shows it in its own language; `message` keeps the Vietnamese text.
 */
forEachDatabase('error answers carry message keys', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let diner: Client;
  let table: Awaited<ReturnType<typeof createTable>>;
  let pho: { id: number };
  let size: OptionGroup;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    diner = client(t);
    const food = await createCategory(t, { name: 'Món chính', station: 'kitchen' });
    pho = await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 });
    expect((await admin.put(`/api/Product/${pho.id}`, { translations: { de: { name: 'Rindfleisch-Phở' } } })).statusCode).toBe(200);
    size = (
      await admin.post('/api/OptionGroup', {
        name: 'Kích cỡ',
        minSelect: 1,
        maxSelect: 1,
        options: [{ name: 'Nhỏ' }, { name: 'Lớn' }],
        translations: { de: { name: 'Größe' } },
      })
    ).json();
    expect((await admin.put(`/api/Product/${pho.id}`, { optionGroupIds: [size.id] })).statusCode).toBe(200);
    table = await createTable(t);
  });
  afterAll(() => t.close());

  const order = (items: { productId: number; quantity: number; optionIds?: number[] }[], lang?: string) =>
    diner.post('/api/Order', { tableId: table.id, lang, orderItems: items }, dinerHeaders(table.key));

  describe('refusals', () => {
    it("an option refusal names the guest's dish and group in params, the sentence stays Vietnamese", async () => {
      const res = await order([{ productId: pho.id, quantity: 1, optionIds: [] }], 'de');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION',
        messageKey: 'options.tooFew',
        params: { count: 1, group: 'Größe', dish: 'Rindfleisch-Phở' },
        message: 'Vui lòng chọn ít nhất 1 mục ở nhóm "Größe" cho món "Rindfleisch-Phở"',
      });
    });

    it('a sold-out dish names it', async () => {
      const cold = await createProduct(t, { categoryId: null, name: 'Chè', price: 20_000, isActive: false });
      const res = await order([{ productId: cold.id, quantity: 1 }]);
      expect(res.json()).toMatchObject({ messageKey: 'orders.dishSoldOut', params: { name: 'Chè' }, message: 'Món "Chè" đã hết' });
    });

    it('a change to a cancelled order is refused by key', async () => {
      const placed = await placeOrder(t, table, [{ productId: pho.id, quantity: 1, optionIds: [size.options[0]!.id] }]);
      await forceStatus(t, placed.id, 'cancelled');
      const res = await admin.put(`/api/Order/${placed.id}/status/confirmed`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'INVALID_TRANSITION', messageKey: 'orders.cancelled', message: 'Đơn hàng đã hủy, không thể thay đổi' });
    });

    it('a taken username names the field by key too', async () => {
      const body = { username: 'trung', fullName: 'Trung', email: 'trung@example.com', password: 'long-enough-1', role: 'Waiter' };
      expect((await admin.post('/api/User', body)).statusCode).toBe(201);
      const res = await admin.post('/api/User', { ...body, email: 'other@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        messageKey: 'users.usernameTaken',
        message: 'Tên đăng nhập đã tồn tại',
        fields: { username: 'Tên đăng nhập đã tồn tại' },
        fieldKeys: { username: { key: 'users.usernameTaken' } },
      });
    });
  });

  describe('validation', () => {
    it("a schema's own message is keyed; zod's built-in ones by issue code with their bounds", async () => {
      const res = await diner.post('/api/Notification/service-call', { tableNumber: 'x'.repeat(25) }, dinerHeaders(table.key));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.fieldKeys.tableNumber).toEqual({ key: 'validation.tooBigString', params: { maximum: 20 } });
      expect(body.fields.tableNumber).toMatch(/20/);
      const empty = await order([]);
      expect(empty.json()).toMatchObject({
        messageKey: 'orders.emptyCart',
        message: 'Giỏ hàng đang trống',
        fieldKeys: { orderItems: { key: 'orders.emptyCart' } },
      });
    });

    it('an unknown route and a request refused by the schema', async () => {
      const missing = await admin.get('/api/NoSuchThing?x=1');
      expect(missing.json()).toEqual({
        error: 'NOT_FOUND',
        messageKey: 'errors.routeNotFound',
        params: { method: 'GET', path: '/api/NoSuchThing' },
        message: 'Không tìm thấy: GET /api/NoSuchThing',
      });
      const bad = await admin.put('/api/Order/abc/status/preparing');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'VALIDATION', messageKey: 'errors.validationField' });
      expect(Object.keys(bad.json().fieldKeys)).toEqual(Object.keys(bad.json().fields));
    });
  });
});
