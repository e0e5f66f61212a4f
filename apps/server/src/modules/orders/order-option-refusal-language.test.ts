import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionGroup } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createCategory, createProduct, createTable, dinerHeaders } from '../../../test/menu-factories.js';

/**
 * A guest's refused option choice names the dish, group and option in the guest's language
 * (the order's `lang`), where translated; the sentence stays the contract's, which the table page shows
 * from its own catalog. Without a language (staff) the names are Vietnamese.
 */
forEachDatabase('option refusals in the guest language', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let diner: Client;
  let table: Awaited<ReturnType<typeof createTable>>;
  let pho: { id: number };
  let size: OptionGroup;
  let toppings: OptionGroup;

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
    toppings = (
      await admin.post('/api/OptionGroup', {
        name: 'Thêm topping',
        minSelect: 0,
        maxSelect: 2,
        options: [{ name: 'Quẩy', isActive: false, translations: { de: { name: 'Teigstangen' } } }, { name: 'Trứng' }],
      })
    ).json();
    expect((await admin.put(`/api/Product/${pho.id}`, { optionGroupIds: [size.id, toppings.id] })).statusCode).toBe(200);
    table = await createTable(t);
  });
  afterAll(() => t.close());

  const order = (optionIds: number[], lang?: string) =>
    diner.post('/api/Order', { tableId: table.id, lang, orderItems: [{ productId: pho.id, quantity: 1, optionIds }] }, dinerHeaders(table.key));
  const id = (g: OptionGroup, name: string) => g.options.find((o) => o.name === name)!.id;

  it('a missing choice and a sold-out option name the group, option and dish in German', async () => {
    const missing = await order([], 'de');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Vui lòng chọn ít nhất 1 mục ở nhóm "Größe" cho món "Rindfleisch-Phở"');
    const soldOut = await order([id(size, 'Lớn'), id(toppings, 'Quẩy')], 'de-DE');
    expect(soldOut.json().message).toBe('Lựa chọn "Teigstangen" của nhóm "Thêm topping" đã hết');
  });

  it('in Vietnamese, an untranslated language, a malformed one or without a language, the names stay Vietnamese', async () => {
    for (const lang of [undefined, 'vi', 'en', 'not a code']) {
      expect((await order([], lang)).json().message).toBe('Vui lòng chọn ít nhất 1 mục ở nhóm "Kích cỡ" cho món "Phở bò"');
    }
    expect((await order([id(size, 'Nhỏ')], 'not a code')).statusCode).toBe(201);
  });

  it('an accepted order keeps the Vietnamese names in its snapshot', async () => {
    const res = await order([id(size, 'Lớn')], 'de');
    expect(res.statusCode).toBe(201);
    expect(res.json().orderItems[0].options.map((o: { name: string; groupName: string }) => `${o.groupName}: ${o.name}`)).toEqual(['Kích cỡ: Lớn']);
  });

  it("the table's shared cart placed by a German guest names an option sold out meanwhile in German", async () => {
    const party = await createTable(t);
    const cartUrl = `/api/Cart/table/${party.tableNumber}`;
    const headers = { 'x-table-key': party.key };
    const small = id(size, 'Nhỏ');
    expect((await diner.post(`${cartUrl}/lines`, { productId: pho.id, quantity: 1, optionIds: [small] }, headers)).statusCode).toBe(200);
    expect((await admin.request('PATCH', `/api/OptionGroup/option/${small}/availability`, { isActive: false })).statusCode).toBe(200);
    const placed = await diner.post(`${cartUrl}/place`, { lang: 'de' }, headers);
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe('Lựa chọn "Nhỏ" của nhóm "Größe" đã hết');
    // Nothing was placed and the line is still in the cart.
    expect((await diner.get(cartUrl, headers)).json().lines).toHaveLength(1);
  });
});
