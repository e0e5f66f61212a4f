import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { rooms, type Cart, type OptionGroup } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { signInEveryRole } from '../../../test/factories.js';
import { createTable, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { listen, openSocket } from '../../../test/sockets.js';

forEachDatabase('shared cart of a table', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let phone1: Client;
  let phone2: Client;
  let waiter: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    phone1 = client(t);
    phone2 = client(t);
    waiter = (await signInEveryRole(t)).Waiter;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.services.settings.update({ requireTableKey: true });
  });

  type Table = Awaited<ReturnType<typeof createTable>>;
  const key = (table: Table) => ({ 'x-table-key': table.key });
  const url = (table: Table, rest = '') => `/api/Cart/table/${table.tableNumber}${rest}`;
  const add = (phone: Client, table: Table, body: Record<string, unknown>) => phone.post(url(table, '/lines'), body, key(table));
  const cartOf = async (phone: Client, table: Table): Promise<Cart> => (await phone.get(url(table), key(table))).json();

  it('every phone with the key sees one cart; lines carry the phone’s name and note; changes reach the table room', async () => {
    const table = await createTable(t);
    t.events.sent.length = 0;
    let res = await add(phone1, table, { productId: m.pho.id, quantity: 1, notes: 'ít cay', addedBy: 'Khách 1' });
    expect(res.statusCode).toBe(200);
    expect(t.events.sent.at(-1)).toMatchObject({ event: 'CartUpdated', payload: { tableId: table.id, version: 1 }, rooms: [rooms.table(table.id)] });
    await add(phone2, table, { productId: m.tra.id, quantity: 2, addedBy: 'Lan' });
    const seen = await cartOf(phone1, table);
    expect(seen.lines).toMatchObject([
      { productName: 'Phở bò', quantity: 1, notes: 'ít cay', addedBy: 'Khách 1', price: 65_000 },
      { productName: 'Trà đá', quantity: 2, addedBy: 'Lan' },
    ]);
    expect(seen).toMatchObject({ total: 75_000, version: 2 });
    // The same dish and note from the same phone adds up.
    res = await add(phone1, table, { productId: m.pho.id, quantity: 2, notes: 'ít cay', addedBy: 'Khách 1' });
    expect(res.json().lines[0].quantity).toBe(3);

    const lineId = seen.lines[1]!.id;
    res = await phone1.put(url(table, `/lines/${lineId}`), { quantity: 4, notes: 'không đá' }, key(table));
    expect(res.json().lines[1]).toMatchObject({ quantity: 4, notes: 'không đá' });
    res = await phone2.delete(url(table, `/lines/${lineId}`), undefined, key(table));
    expect(res.json().lines).toHaveLength(1);
    expect((await phone2.delete(url(table, `/lines/${lineId}`), undefined, key(table))).statusCode).toBe(404);
    expect(t.events.sent.filter((e) => e.event === 'CartUpdated').map((e) => (e.payload as { version: number }).version)).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs the key; refuses unknown or sold-out dishes and bad quantities with a 4xx', async () => {
    const table = await createTable(t);
    expect((await phone1.get(url(table))).statusCode).toBe(403);
    expect((await phone1.post(url(table, '/lines'), { productId: m.pho.id }, { 'x-table-key': m.table1.key })).statusCode).toBe(403);
    expect((await add(phone1, table, { productId: 999_999 })).statusCode).toBe(400);
    expect((await add(phone1, table, { productId: m.soldOut.id })).json().message).toBe('Món "Bún chả" đã hết');
    expect((await add(phone1, table, { productId: m.pho.id, quantity: 100 })).json().message).toBe('Số lượng mỗi món phải từ 1 đến 99');
    expect((await add(phone1, table, { productId: m.pho.id, addedBy: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await phone1.post(url(table, '/place'), {}, key(table))).json().message).toBe('Giỏ hàng đang trống');
  });

  it('placing consumes the cart: one order with every line, an empty cart for everyone', async () => {
    const table = await createTable(t);
    await add(phone1, table, { productId: m.pho.id, quantity: 1, notes: 'ít cay', addedBy: 'Khách 1' });
    await add(phone2, table, { productId: m.tra.id, quantity: 2, addedBy: 'Khách 2' });
    t.events.sent.length = 0;
    const res = await phone2.post(url(table, '/place'), {}, key(table));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toBe(true);
    expect(body.order.orderItems.map((i: { productName: string; quantity: number; notes: string }) => [i.productName, i.quantity, i.notes])).toEqual([
      ['Phở bò', 1, 'ít cay'],
      ['Trà đá', 2, ''],
    ]);
    expect(body.cart.lines).toEqual([]);
    expect(t.events.sent.find((e) => e.event === 'CartUpdated')).toMatchObject({ payload: { placedOrderId: body.order.id } });
    expect(t.events.sent.some((e) => e.event === 'ReceiveOrderNotification')).toBe(true);
    expect((await cartOf(phone1, table)).lines).toEqual([]);
    // A late press on another phone shows the order just placed instead of an error.
    const late = await phone1.post(url(table, '/place'), {}, key(table));
    expect(late.json()).toMatchObject({ created: false, order: { id: body.order.id } });
  });

  it('two phones pressing "Đặt hàng" at the same moment: exactly one order, both see success and an empty cart', async () => {
    const table = await createTable(t);
    await add(phone1, table, { productId: m.pho.id, quantity: 1, addedBy: 'Khách 1' });
    await add(phone2, table, { productId: m.com.id, quantity: 1, addedBy: 'Khách 2' });
    const phones = [phone1, phone2, client(t), client(t)];
    const results = await Promise.all(phones.map((p) => p.post(url(table, '/place'), {}, key(table))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.json().created)).toHaveLength(1);
    const orders = await t.handle.db.selectFrom('orders').select('id').where('table_id', '=', table.id).execute();
    expect(orders).toHaveLength(1);
    expect((await cartOf(phone1, table)).lines).toEqual([]);
  });

  it('staff empty a cart; a settled session’s cart never reaches the next guests', async () => {
    const table = await createTable(t);
    await add(phone1, table, { productId: m.pho.id, quantity: 1 });
    expect((await phone1.delete(`/api/Cart/staff/${table.id}`)).statusCode).toBe(401);
    const cleared = await waiter.delete(`/api/Cart/staff/${table.id}`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().lines).toEqual([]);

    await add(phone1, table, { productId: m.tra.id, quantity: 1 });
    await t.handle.db
      .updateTable('dining_tables')
      .set({ session_started_at: new Date(Date.now() + 5).toISOString() })
      .where('id', '=', table.id)
      .execute();
    await new Promise((r) => setTimeout(r, 10));
    expect((await cartOf(phone2, table)).lines).toEqual([]);
  });

  it('options travel with the line: priced with their deltas, checked like an order line, placed with the order', async () => {
    const admin = await signIn(t, 'superadmin', 'superadmin-pass');
    const size: OptionGroup = (
      await admin.post('/api/OptionGroup', {
        name: 'Kích cỡ',
        minSelect: 1,
        maxSelect: 1,
        options: [
          { name: 'Nhỏ', priceDelta: -5_000 },
          { name: 'Lớn', priceDelta: 10_000 },
        ],
      })
    ).json();
    const big = size.options.find((o) => o.name === 'Lớn')!.id;
    const small = size.options.find((o) => o.name === 'Nhỏ')!.id;
    expect((await admin.put(`/api/Product/${m.com.id}`, { optionGroupIds: [size.id] })).statusCode).toBe(200);
    try {
      const table = await createTable(t);
      // A required group left out, or an option of another dish, is refused like on an order.
      const missing = await add(phone1, table, { productId: m.com.id, quantity: 1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Kích cỡ');
      expect((await add(phone1, table, { productId: m.pho.id, quantity: 1, optionIds: [big] })).statusCode).toBe(400);
      expect((await cartOf(phone1, table)).lines).toEqual([]);

      await add(phone1, table, { productId: m.com.id, quantity: 1, optionIds: [big], addedBy: 'Khách 1' });
      await add(phone1, table, { productId: m.com.id, quantity: 2, optionIds: [big], addedBy: 'Khách 1' });
      await add(phone2, table, { productId: m.com.id, quantity: 1, optionIds: [small], notes: 'ít cơm', addedBy: 'Khách 2' });
      const cart = await cartOf(phone2, table);
      // The same dish with other options is a line of its own; the same options add up.
      expect(cart.lines.map((l) => [l.quantity, l.price, l.options.map((o) => o.name), l.notes])).toEqual([
        [3, m.com.price + 10_000, ['Lớn'], ''],
        [1, m.com.price - 5_000, ['Nhỏ'], 'ít cơm'],
      ]);
      expect(cart.total).toBe(3 * (m.com.price + 10_000) + m.com.price - 5_000);

      const placed = (await phone1.post(url(table, '/place'), {}, key(table))).json();
      expect(placed.order.totalAmount).toBe(cart.total);
      expect(
        placed.order.orderItems.map((i: { quantity: number; price: number; notes: string; options: { name: string }[] }) => [
          i.quantity,
          i.price,
          i.options.map((o) => o.name),
          i.notes,
        ]),
      ).toEqual([
        [3, m.com.price + 10_000, ['Lớn'], ''],
        [1, m.com.price - 5_000, ['Nhỏ'], 'ít cơm'],
      ]);
    } finally {
      await admin.put(`/api/Product/${m.com.id}`, { optionGroupIds: [] });
    }
  });

  it('a change on one phone reaches the other phones of the table over their live connection, and no other table', async () => {
    const table = await createTable(t);
    const other = await createTable(t);
    const baseUrl = await listen(t);
    const phone = await openSocket(baseUrl, { auth: { tableNumber: table.tableNumber, tableKey: table.key } });
    const elsewhere = await openSocket(baseUrl, { auth: { tableNumber: other.tableNumber, tableKey: other.key } });
    try {
      let seen = phone.next('CartUpdated');
      await add(phone1, table, { productId: m.pho.id, quantity: 1, addedBy: 'Khách 1' });
      expect(await seen).toMatchObject({ tableId: table.id, version: 1 });
      seen = phone.next('CartUpdated');
      const placed = (await phone2.post(url(table, '/place'), {}, key(table))).json();
      // The phones that did not press learn that the cart became this order.
      expect(await seen).toMatchObject({ tableId: table.id, placedOrderId: placed.order.id });
      await new Promise((r) => setTimeout(r, 100));
      expect(elsewhere.received.filter((e) => e.event === 'CartUpdated')).toEqual([]);
    } finally {
      phone.close();
      elsewhere.close();
    }
  });
});
