import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, OptionGroup, Product } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createCategory, createProduct, createTable, dinerHeaders, forceStatus } from '../../../test/menu-factories.js';
import { listen, openSocket, type TestSocket } from '../../../test/sockets.js';

forEachDatabase('order item options', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let kitchen: Client;
  let diner: Client;
  let table: Awaited<ReturnType<typeof createTable>>;
  let size: OptionGroup;
  let doneness: OptionGroup;
  let toppings: OptionGroup;
  let ice: OptionGroup;
  let pho: { id: number };
  let com: { id: number };
  let tra: { id: number };
  const opt = (g: OptionGroup, name: string) => g.options.find((o) => o.name === name)!.id;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const roles = await signInEveryRole(t);
    manager = roles.Manager;
    kitchen = roles.Kitchen;
    diner = client(t);
    const food = await createCategory(t, { name: 'Món chính', station: 'kitchen' });
    const drinks = await createCategory(t, { name: 'Nước uống', station: 'bar' });
    pho = await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 });
    com = await createProduct(t, { categoryId: food.id, name: 'Cơm tấm', price: 55_000 });
    tra = await createProduct(t, { categoryId: drinks.id, name: 'Trà đá', price: 5_000 });
    table = await createTable(t);
    const group = async (body: unknown) => (await admin.post('/api/OptionGroup', body)).json() as OptionGroup;
    size = await group({
      name: 'Kích cỡ',
      minSelect: 1,
      maxSelect: 1,
      options: [{ name: 'Nhỏ', priceDelta: -5_000 }, { name: 'Vừa' }, { name: 'Lớn', priceDelta: 10_000 }],
    });
    doneness = await group({ name: 'Độ chín thịt bò', minSelect: 1, maxSelect: 1, options: [{ name: 'Tái' }, { name: 'Chín' }] });
    toppings = await group({
      name: 'Thêm topping',
      minSelect: 0,
      maxSelect: 2,
      options: [
        { name: 'Trứng', priceDelta: 10_000 },
        { name: 'Bò viên', priceDelta: 15_000 },
        { name: 'Gân', priceDelta: 20_000, isActive: false },
      ],
    });
    ice = await group({ name: 'Đá', minSelect: 0, maxSelect: 1, options: [{ name: 'Ít đá' }, { name: 'Không đá' }] });
    await admin.put(`/api/Product/${pho.id}`, { optionGroupIds: [size.id, doneness.id, toppings.id] });
    await admin.put(`/api/Product/${tra.id}`, { optionGroupIds: [ice.id] });
  });
  afterAll(() => t.close());

  const order = (items: unknown[]) => diner.post('/api/Order', { tableId: table.id, orderItems: items }, dinerHeaders(table.key));

  it('prices each line as (dish price + sum of deltas) x quantity and stores the choice', async () => {
    const res = await order([
      { productId: pho.id, quantity: 2, optionIds: [opt(size, 'Lớn'), opt(doneness, 'Tái'), opt(toppings, 'Trứng')], price: 1 },
      { productId: tra.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const o: Order = res.json();
    const line = o.orderItems.find((i) => i.productId === pho.id)!;
    expect(line.price).toBe(65_000 + 10_000 + 10_000);
    expect(o.totalAmount).toBe(2 * 85_000 + 5_000);
    expect(line.options).toEqual([
      { optionId: opt(size, 'Lớn'), groupId: size.id, groupName: 'Kích cỡ', name: 'Lớn', priceDelta: 10_000 },
      { optionId: opt(doneness, 'Tái'), groupId: doneness.id, groupName: 'Độ chín thịt bò', name: 'Tái', priceDelta: 0 },
      { optionId: opt(toppings, 'Trứng'), groupId: toppings.id, groupName: 'Thêm topping', name: 'Trứng', priceDelta: 10_000 },
    ]);
    expect(o.orderItems.find((i) => i.productId === tra.id)!.options).toEqual([]);
  });

  it('negative deltas lower the price', async () => {
    const o: Order = (await order([{ productId: pho.id, quantity: 1, optionIds: [opt(size, 'Nhỏ'), opt(doneness, 'Chín')] }])).json();
    expect(o.totalAmount).toBe(60_000);
  });

  it('refuses every bad choice with 400 naming the group', async () => {
    const base = [opt(size, 'Vừa'), opt(doneness, 'Chín')];
    const cases: [number, number[], string][] = [
      [pho.id, [...base, 999_999], 'Lựa chọn #999999 không tồn tại'],
      [pho.id, [...base, opt(ice, 'Ít đá')], 'Lựa chọn "Ít đá" (nhóm "Đá") không dùng cho món "Phở bò"'],
      [com.id, [opt(size, 'Lớn')], 'Lựa chọn "Lớn" (nhóm "Kích cỡ") không dùng cho món "Cơm tấm"'],
      [pho.id, [...base, opt(toppings, 'Gân')], 'Lựa chọn "Gân" của nhóm "Thêm topping" đã hết'],
      [pho.id, [opt(doneness, 'Chín')], 'Vui lòng chọn ít nhất 1 mục ở nhóm "Kích cỡ" cho món "Phở bò"'],
      [pho.id, [opt(size, 'Vừa'), opt(size, 'Lớn'), opt(doneness, 'Chín')], 'Chỉ được chọn tối đa 1 mục ở nhóm "Kích cỡ" cho món "Phở bò"'],
      [pho.id, [...base, ...toppings.options.slice(0, 2).map((o) => o.id), opt(toppings, 'Gân')], 'Lựa chọn "Gân" của nhóm "Thêm topping" đã hết'],
      [pho.id, [], 'Vui lòng chọn ít nhất 1 mục ở nhóm "Kích cỡ" cho món "Phở bò"'],
    ];
    const countBefore = await t.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [productId, optionIds, message] of cases) {
      const res = await order([{ productId, quantity: 1, optionIds }]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await order([{ productId: pho.id, quantity: 1, optionIds: ['x'] }])).statusCode).toBe(400);
    const countAfter = await t.handle.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(countAfter.n)).toBe(Number(countBefore.n));
  });

  it('too many in an optional group is refused too', async () => {
    await admin.put(`/api/OptionGroup/${toppings.id}`, {
      name: 'Thêm topping',
      minSelect: 0,
      maxSelect: 1,
      options: toppings.options.map((o) => ({ id: o.id, name: o.name, priceDelta: o.priceDelta, isActive: o.isActive })),
    });
    const res = await order([
      { productId: pho.id, quantity: 1, optionIds: [opt(size, 'Vừa'), opt(doneness, 'Chín'), opt(toppings, 'Trứng'), opt(toppings, 'Bò viên')] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Chỉ được chọn tối đa 1 mục ở nhóm "Thêm topping" cho món "Phở bò"');
    toppings = (await admin.put(`/api/OptionGroup/${toppings.id}`, { ...toppings, maxSelect: 2, options: toppings.options })).json();
  });

  it('merges the same dish only when its options are equal too', async () => {
    const large = [opt(size, 'Lớn'), opt(doneness, 'Tái')];
    const res = await order([
      { productId: pho.id, quantity: 1, optionIds: large },
      { productId: pho.id, quantity: 2, optionIds: [...large].reverse() },
      { productId: pho.id, quantity: 1, optionIds: [opt(size, 'Nhỏ'), opt(doneness, 'Tái')] },
    ]);
    expect(res.statusCode).toBe(201);
    const items = (res.json() as Order).orderItems;
    expect(items.map((i) => [i.quantity, i.options.map((o) => o.name).join('+')]).sort()).toEqual([
      [1, 'Nhỏ+Tái'],
      [3, 'Lớn+Tái'],
    ]);
  });

  it('keeps the options and price as ordered when the menu changes later', async () => {
    const o: Order = (await order([{ productId: pho.id, quantity: 1, optionIds: [opt(size, 'Lớn'), opt(doneness, 'Tái')] }])).json();
    await admin.put(`/api/OptionGroup/${size.id}`, {
      name: 'Size',
      minSelect: 1,
      maxSelect: 1,
      options: size.options.map((op) => ({ id: op.id, name: `${op.name} mới`, priceDelta: op.priceDelta + 1_000 })),
    });
    const again: Order = (await manager.get(`/api/Order/${o.id}`)).json();
    expect(again.totalAmount).toBe(75_000);
    expect(again.orderItems[0]!.options.map((x) => [x.groupName, x.name, x.priceDelta])).toEqual([
      ['Kích cỡ', 'Lớn', 10_000],
      ['Độ chín thịt bò', 'Tái', 0],
    ]);
    size = (await admin.put(`/api/OptionGroup/${size.id}`, { name: 'Kích cỡ', minSelect: 1, maxSelect: 1, options: size.options })).json();
  });

  it('staff payloads carry optionIds too; kept lines keep their options', async () => {
    const created = await manager.post('/api/Order', {
      tableId: table.id,
      orderItems: [{ productId: pho.id, quantity: 1, optionIds: [opt(size, 'Lớn'), opt(doneness, 'Chín')] }],
    });
    expect(created.statusCode).toBe(201);
    const o: Order = created.json();
    expect(o.totalAmount).toBe(75_000);
    const kept = o.orderItems[0]!;
    const res = await manager.put(`/api/Order/${o.id}`, {
      orderItems: [
        { id: kept.id, productId: pho.id, quantity: 2 },
        { productId: pho.id, quantity: 1, optionIds: [opt(size, 'Nhỏ'), opt(doneness, 'Tái'), opt(toppings, 'Bò viên')] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after: Order = res.json();
    expect(after.totalAmount).toBe(2 * 75_000 + 75_000);
    expect(after.orderItems.find((i) => i.id === kept.id)!.options.map((x) => x.name)).toEqual(['Lớn', 'Chín']);
    const bad = await manager.put(`/api/Order/${o.id}`, { orderItems: [{ productId: pho.id, quantity: 1, optionIds: [opt(ice, 'Ít đá')] }] });
    expect(bad.statusCode).toBe(400);
  });

  it('shows options on the board, in the diner history and in the CSV export', async () => {
    const o: Order = (await order([{ productId: pho.id, quantity: 1, optionIds: [opt(size, 'Lớn'), opt(doneness, 'Tái'), opt(toppings, 'Trứng')] }])).json();
    const board = (await kitchen.get('/api/Order/board')).json();
    const item = board.tables
      .flatMap((tb: { orders: { id: number; items: { options: { name: string }[] }[] }[] }) => tb.orders)
      .find((x: { id: number }) => x.id === o.id).items[0];
    expect(item.options.map((x: { name: string }) => x.name)).toEqual(['Lớn', 'Tái', 'Trứng']);
    const history = await diner.get(`/api/Order/table/${table.tableNumber}/current`, dinerHeaders(table.key));
    expect(history.statusCode).toBe(200);
    const mine = (history.json() as Order[]).find((x) => x.id === o.id)!;
    expect(mine.orderItems[0]!.options).toHaveLength(3);
    await forceStatus(t, o.id, 'completed');
    const csv = await manager.post('/api/OrderHistory/export', { separator: ';' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Phở bò [Lớn, Tái, Trứng] x1');
  });
});

forEachDatabase('sold out and switched-off categories', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let kitchen: Client;
  let table: Awaited<ReturnType<typeof createTable>>;
  let baseUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    kitchen = (await signInEveryRole(t)).Kitchen;
    table = await createTable(t);
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('a category switched off hides its dishes (and its subcategories’) from diners and refuses them in orders', async () => {
    const parent = await createCategory(t, { name: 'Đồ ăn', station: 'kitchen' });
    const child = await createCategory(t, { name: 'Bún', station: 'kitchen', parentId: parent.id });
    const bun = await createProduct(t, { categoryId: child.id, name: 'Bún chả', price: 60_000 });
    const other = await createCategory(t, { name: 'Khác', station: 'kitchen' });
    const featured = await createProduct(t, { categoryId: other.id, name: 'Gỏi cuốn', price: 40_000 });
    await t.handle.db.updateTable('products').set({ is_featured: 1 }).where('id', '=', featured.id).execute();
    const names = async () => ((await client(t).get('/api/Product')).json() as Product[]).map((p) => p.name);
    expect(await names()).toEqual(expect.arrayContaining(['Bún chả', 'Gỏi cuốn']));

    expect((await admin.put(`/api/Category/${parent.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await names()).not.toContain('Bún chả');
    expect(await names()).toContain('Gỏi cuốn');
    // Staff still see and manage it.
    expect(((await admin.get('/api/Product?context=admin')).json() as Product[]).map((p) => p.name)).toContain('Bún chả');
    const res = await client(t).post('/api/Order', { tableId: table.id, orderItems: [{ productId: bun.id, quantity: 1 }] }, dinerHeaders(table.key));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Món "Bún chả" hiện không có trong thực đơn');

    await admin.put(`/api/Category/${other.id}`, { isActive: false });
    expect(await names()).not.toContain('Gỏi cuốn');
    await admin.put(`/api/Category/${parent.id}`, { isActive: true });
    expect(await names()).toContain('Bún chả');
    expect(
      (await client(t).post('/api/Order', { tableId: table.id, orderItems: [{ productId: bun.id, quantity: 1 }] }, dinerHeaders(table.key))).statusCode,
    ).toBe(201);
  });

  it('turning a dish, an option or a category off reaches every open diner page live', async () => {
    const cat = await createCategory(t, { name: 'Chè', station: 'kitchen' });
    const che = await createProduct(t, { categoryId: cat.id, name: 'Chè ba màu', price: 30_000 });
    const other = await createTable(t);
    const diner1 = await openSocket(baseUrl, { auth: { tableNumber: table.tableNumber, tableKey: table.key } });
    const diner2 = await openSocket(baseUrl, { auth: { tableNumber: other.tableNumber, tableKey: other.key } });
    sockets.push(diner1, diner2);

    let both = Promise.all([diner1.next('MenuUpdated'), diner2.next('MenuUpdated')]);
    expect((await kitchen.request('PATCH', `/api/Product/${che.id}/availability`, { isActive: false })).statusCode).toBe(200);
    await both;
    const dish = ((await client(t).get('/api/Product')).json() as Product[]).find((p) => p.id === che.id)!;
    expect(dish.isActive).toBe(false);

    const group: OptionGroup = (await admin.post('/api/OptionGroup', { name: 'Đá', options: [{ name: 'Ít đá' }] })).json();
    both = Promise.all([diner1.next('MenuUpdated'), diner2.next('MenuUpdated')]);
    await kitchen.request('PATCH', `/api/OptionGroup/option/${group.options[0]!.id}/availability`, { isActive: false });
    await both;

    both = Promise.all([diner1.next('MenuUpdated'), diner2.next('MenuUpdated')]);
    await admin.put(`/api/Category/${cat.id}`, { isActive: false });
    await both;
  });

  it('an option switched off while orders come in: each is either priced with it or refused naming it, and later ones are refused', async () => {
    const cat = await createCategory(t, { name: 'Cà phê', station: 'bar' });
    const coffee = await createProduct(t, { categoryId: cat.id, name: 'Cà phê sữa', price: 25_000 });
    const group: OptionGroup = (
      await admin.post('/api/OptionGroup', { name: 'Thêm', minSelect: 0, maxSelect: 1, options: [{ name: 'Kem', priceDelta: 5_000 }] })
    ).json();
    await admin.put(`/api/Product/${coffee.id}`, { optionGroupIds: [group.id] });
    const kem = group.options[0]!.id;
    const body = { tableId: table.id, orderItems: [{ productId: coffee.id, quantity: 1, optionIds: [kem] }] };
    const placing = Array.from({ length: 8 }, () => client(t).post('/api/Order', body, dinerHeaders(table.key)));
    const switching = admin.request('PATCH', `/api/OptionGroup/option/${kem}/availability`, { isActive: false });
    const results = await Promise.all(placing);
    expect((await switching).statusCode).toBe(200);
    for (const r of results) {
      expect([201, 400]).toContain(r.statusCode);
      if (r.statusCode === 201) expect((r.json() as Order).totalAmount).toBe(30_000);
      else expect(r.json().message).toBe('Lựa chọn "Kem" của nhóm "Thêm" đã hết');
    }
    const late = await client(t).post('/api/Order', body, dinerHeaders(table.key));
    expect(late.statusCode).toBe(400);
  });
});
