import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../../test/harness.js';
import { createCategory, createProduct, createTable, dinerHeaders, dinerOrder } from '../../../test/menu-factories.js';
import { parsePgInteger } from '../../db/database.js';

forEachDatabase('money in orders', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('a legal banquet of 2,475,000,000 đ is stored and read back exactly, in history and on the dashboard too', async () => {
    const category = await createCategory(t, { name: 'Tiệc' });
    const banquet = await createProduct(t, { categoryId: category.id, name: 'Tiệc cưới trọn gói', price: 25_000_000 });
    const table = await createTable(t);
    const res = await client(t).post('/api/Order', dinerOrder(table.id, [{ productId: banquet.id, quantity: 99 }]), dinerHeaders(table.key));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalAmount).toBe(2_475_000_000);
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    const edited = await staff.put(`/api/Order/${res.json().id}`, {
      tableId: table.id,
      orderType: 'dine-in',
      orderItems: [
        { id: res.json().orderItems[0].id, productId: banquet.id, quantity: 99 },
        { productId: banquet.id, quantity: 99, notes: 'bàn 2' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().totalAmount).toBe(4_950_000_000);
    expect((await staff.get(`/api/Order/${res.json().id}`)).json().totalAmount).toBe(4_950_000_000);
  });

  it('answers 400 above the largest order total, and for unit prices above the dish bound', async () => {
    const category = await createCategory(t, { name: 'Cũ' });
    // A price stored before dish prices were bounded: 50 of them exceed the order bound.
    const legacy = await createProduct(t, { categoryId: category.id, name: 'Giá cũ', price: 300_000_000_000 });
    const table = await createTable(t);
    const res = await client(t).post('/api/Order', dinerOrder(table.id, [{ productId: legacy.id, quantity: 50 }]), dinerHeaders(table.key));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tổng tiền đơn hàng vượt quá giới hạn cho phép (tối đa 9.999.999.999.999 đ)');
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    const tooDear = await staff.post('/api/Product', { name: 'Quá đắt', price: ORDER_LIMITS.maxUnitPrice + 1, categoryId: category.id });
    expect(tooDear.statusCode).toBe(400);
  });
});

it('reads PostgreSQL bigint values as exact numbers and refuses ones a number cannot hold', () => {
  expect(parsePgInteger('4950000000')).toBe(4_950_000_000);
  expect(parsePgInteger('-12')).toBe(-12);
  expect(() => parsePgInteger('9007199254740993')).toThrow(RangeError);
});
