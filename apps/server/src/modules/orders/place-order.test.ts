import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rooms } from '@app/contract';
import { client, forEachDatabase, createTestApp, signIn, type TestApp, type Client } from '../../../test/harness.js';
import { createTable, dinerHeaders, dinerOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import type { Order } from '@app/contract';

forEachDatabase('placing orders (diner)', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let diner: Client;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
    diner = client(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.services.settings.update({ requireTableKey: true });
  });

  /** `null` sends no key at all. */
  const place = (body: unknown, key: string | null = m.table1.key, idem?: string) => diner.post('/api/Order', body, dinerHeaders(key ?? undefined, idem));

  it('prices the order on the server and ignores client prices, totals and statuses', async () => {
    const res = await place(
      dinerOrder(m.table1.id, [
        { productId: m.pho.id, quantity: 2, price: 1 },
        { productId: m.tra.id, quantity: 3, price: 0 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.totalAmount).toBe(2 * 65_000 + 3 * 5_000);
    expect(order.orderItems.map((i: { price: number }) => i.price).sort()).toEqual([5_000, 65_000]);
    expect(order).toMatchObject({
      status: 'pending',
      notificationStatus: 'unread',
      preparationStatus: 'pending',
      orderType: 'dine-in',
      isPaid: false,
      tableId: m.table1.id,
      tableNumber: m.table1.tableNumber,
    });
    const pho = order.orderItems.find((i: { productId: number }) => i.productId === m.pho.id);
    expect(pho).toMatchObject({ productName: 'Phở bò', station: 'kitchen', quantity: 2, isCompleted: false, callNumber: order.callNumber });
    expect(order.orderItems.find((i: { productId: number }) => i.productId === m.tra.id).station).toBe('bar');
  });

  it('marks the table in use, notifies the stations concerned and publishes after commit', async () => {
    t.events.sent.length = 0;
    const res = await place(dinerOrder(m.table1.id, [{ productId: m.roll.id, quantity: 1 }]));
    const order = res.json();
    const table = await t.handle.db.selectFrom('dining_tables').selectAll().where('id', '=', m.table1.id).executeTakeFirstOrThrow();
    expect(table.status).toBe('đang-sử-dụng');
    const n = await t.handle.db.selectFrom('notifications').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(n).toMatchObject({ message: `Bàn ${m.table1.tableNumber} có đơn hàng mới #${order.id}`, type: 'order', stations: 'sushi', status: 'unread' });
    const received = t.events.sent.filter((e) => e.event === 'ReceiveOrderNotification');
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ rooms: [rooms.table(m.table1.id)], payload: { orderId: order.id, tableId: m.table1.id } });
    expect(received[0]!.payload).not.toHaveProperty('notificationId');
    expect(received[1]).toMatchObject({
      rooms: [rooms.management, rooms.station('sushi')],
      payload: { orderId: order.id, notificationId: n.id, stations: ['sushi'] },
    });
  });

  it('counts rounds within the table session and copies the round onto the items', async () => {
    const first = (await place(dinerOrder(m.table2.id, [{ productId: m.pho.id, quantity: 1 }]), m.table2.key)).json();
    const second = (await place(dinerOrder(m.table2.id, [{ productId: m.com.id, quantity: 1 }]), m.table2.key)).json();
    expect(second.callNumber).toBe(first.callNumber + 1);
    expect(second.orderItems[0].callNumber).toBe(second.callNumber);
  });

  it('merges the same dish only when the notes are the same', async () => {
    const res = await place(
      dinerOrder(m.table1.id, [
        { productId: m.pho.id, quantity: 1, notes: ' không hành ' },
        { productId: m.pho.id, quantity: 2, notes: 'không hành' },
        { productId: m.pho.id, quantity: 1, notes: 'cay' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const items = res.json().orderItems;
    expect(items).toHaveLength(2);
    expect(items.find((i: { notes: string }) => i.notes === 'không hành').quantity).toBe(3);
    expect(items.find((i: { notes: string }) => i.notes === 'cay').quantity).toBe(1);
    expect(res.json().totalAmount).toBe(4 * 65_000);
  });

  describe('refusals', () => {
    const cases: [string, () => unknown, number, string][] = [
      ['empty cart', () => dinerOrder(m.table1.id, []), 400, 'Giỏ hàng đang trống'],
      ['missing items', () => ({ tableId: m.table1.id }), 400, 'Giỏ hàng đang trống'],
      ['quantity 0', () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 0 }]), 400, 'Số lượng mỗi món phải từ 1 đến 99'],
      ['quantity 100', () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 100 }]), 400, 'Số lượng mỗi món phải từ 1 đến 99'],
      ['quantity 1.5', () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1.5 }]), 400, 'Số lượng mỗi món phải từ 1 đến 99'],
      [
        'merged quantity over 99',
        () =>
          dinerOrder(m.table1.id, [
            { productId: m.pho.id, quantity: 60 },
            { productId: m.pho.id, quantity: 60 },
          ]),
        400,
        'Số lượng mỗi món phải từ 1 đến 99',
      ],
      [
        'notes over 200',
        () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1, notes: 'x'.repeat(201) }]),
        400,
        'Ghi chú của món tối đa 200 ký tự',
      ],
      [
        'special requests over 500',
        () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }], { specialRequests: 'y'.repeat(501) }),
        400,
        'Yêu cầu chung tối đa 500 ký tự',
      ],
      ['unknown dish', () => dinerOrder(m.table1.id, [{ productId: 999999, quantity: 1 }]), 400, 'Món không tồn tại'],
      ['inactive dish', () => dinerOrder(m.table1.id, [{ productId: m.soldOut.id, quantity: 1 }]), 400, 'Món "Bún chả" đã hết'],
      ['missing table', () => ({ ...dinerOrder(0, [{ productId: m.pho.id, quantity: 1 }]), tableId: undefined }), 400, 'Không tìm thấy thông tin bàn'],
      ['unknown table', () => dinerOrder(999999, [{ productId: m.pho.id, quantity: 1 }]), 404, 'Không tìm thấy thông tin bàn'],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const res = await place(body());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    });

    it('keeps notes of exactly 200 and requests of exactly 500 characters (trimmed)', async () => {
      const res = await place(
        dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 99, notes: `  ${'n'.repeat(200)}  ` }], { specialRequests: ` ${'r'.repeat(500)} ` }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().orderItems[0].notes).toHaveLength(200);
      expect(res.json().specialRequests).toHaveLength(500);
    });

    it('refuses an inactive table and an unavailable one', async () => {
      await t.services.tables.toggleActive(m.table2.id, 'http://x');
      let res = await place(dinerOrder(m.table2.id, [{ productId: m.pho.id, quantity: 1 }]), m.table2.key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bàn này hiện tại không khả dụng. Vui lòng liên hệ nhân viên.');
      await t.services.tables.toggleActive(m.table2.id, 'http://x');
      await t.handle.db.updateTable('dining_tables').set({ status: 'không khả dụng' }).where('id', '=', m.table2.id).execute();
      res = await place(dinerOrder(m.table2.id, [{ productId: m.pho.id, quantity: 1 }]), m.table2.key);
      expect(res.statusCode).toBe(400);
      await t.handle.db.updateTable('dining_tables').set({ status: 'đang-sử-dụng' }).where('id', '=', m.table2.id).execute();
    });
  });

  describe('table key', () => {
    const body = () => dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]);

    it('is required while the setting is on: missing, wrong and another table’s key -> 403', async () => {
      for (const key of [null, 'wrong-key', m.table2.key]) {
        const res = await place(body(), key);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('TABLE_KEY_REQUIRED');
      }
    });

    it('is not needed when the restaurant turns the setting off', async () => {
      await t.services.settings.update({ requireTableKey: false });
      expect((await place(body(), null)).statusCode).toBe(201);
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the first order (200, same id) for a repeated key', async () => {
      const first = await place(dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]), m.table1.key, 'submit-1');
      const again = await place(dinerOrder(m.table1.id, [{ productId: m.com.id, quantity: 5 }]), m.table1.key, 'submit-1');
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      expect(again.json().orderItems).toEqual(first.json().orderItems);
    });

    it('creates exactly one order for concurrent double submits', async () => {
      const before = await t.handle.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const body = dinerOrder(m.table1.id, [{ productId: m.tra.id, quantity: 2 }]);
      const results = await Promise.all(Array.from({ length: 5 }, () => place(body, m.table1.key, 'double-click-7')));
      const ids = new Set(results.map((r) => r.json().id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
      const after = await t.handle.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n) + 1);
    });

    it('is scoped to the table and refuses keys over 100 characters', async () => {
      const a = await place(dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]), m.table1.key, 'same-key');
      const b = await place(dinerOrder(m.table2.id, [{ productId: m.pho.id, quantity: 1 }]), m.table2.key, 'same-key');
      expect(b.statusCode).toBe(201);
      expect(b.json().id).not.toBe(a.json().id);
      const long = await place(dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]), m.table1.key, 'k'.repeat(101));
      expect(long.statusCode).toBe(400);
    });
  });
});

forEachDatabase('diner order limit per table', (dialect) => {
  let t: TestApp;
  let m: Menu;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DINER_ORDERS_PER_MINUTE: '3' });
    m = await seedMenu(t);
  });
  afterAll(() => t.close());

  it('refuses a fourth guest order within a minute with 429; retries, other tables and staff still go through', async () => {
    const diner = client(t);
    const place = (tableId: number, key: string, idem?: string) =>
      diner.post('/api/Order', dinerOrder(tableId, [{ productId: m.pho.id, quantity: 1 }]), dinerHeaders(key, idem));
    const first = await place(m.table1.id, m.table1.key, 'first-submit');
    expect(first.statusCode).toBe(201);
    expect((await place(m.table1.id, m.table1.key)).statusCode).toBe(201);
    expect((await place(m.table1.id, m.table1.key)).statusCode).toBe(201);
    const fourth = await place(m.table1.id, m.table1.key);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'RATE_LIMITED', message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau.' });
    // A retried submit still answers its first order instead of a refusal.
    const retry = await place(m.table1.id, m.table1.key, 'first-submit');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect((await place(m.table2.id, m.table2.key)).statusCode).toBe(201);
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    expect((await staff.post('/api/Order', dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }]))).statusCode).toBe(201);
    const orders = await t.handle.db.selectFrom('orders').select('id').where('table_id', '=', m.table1.id).execute();
    expect(orders).toHaveLength(4);
  });

  it('counts the last minute only: an order over a minute old, or deleted, no longer counts', async () => {
    const table = await createTable(t);
    const diner = client(t);
    const place = () => diner.post('/api/Order', dinerOrder(table.id, [{ productId: m.pho.id, quantity: 1 }]), dinerHeaders(table.key));
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push((await place()).json() as Order);
    expect((await place()).statusCode).toBe(429);
    // The first of the three slips out of the minute: one more goes, and the next is refused again.
    const over = new Date(Date.now() - 61_000).toISOString();
    await t.handle.db.updateTable('orders').set({ created_at: over }).where('id', '=', placed[0]!.id).execute();
    expect((await place()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(429);
    // A deleted order of the minute does not count either.
    await t.handle.db.deleteFrom('order_items').where('order_id', '=', placed[1]!.id).execute();
    await t.handle.db.deleteFrom('orders').where('id', '=', placed[1]!.id).execute();
    expect((await place()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(429);
    const seqs = await t.handle.db.selectFrom('orders').select(['diner_seq', 'source']).where('table_id', '=', table.id).orderBy('id').execute();
    expect(seqs.map((r) => r.diner_seq)).toEqual([1, 3, 4, 5]);
  });

  it('a burst at one table is decided order by order: refusals take no round and no place in the limit', async () => {
    const table = await createTable(t);
    const diner = client(t);
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    const good = (i: number) => diner.post('/api/Order', dinerOrder(table.id, [{ productId: m.pho.id, quantity: 1 }]), dinerHeaders(table.key, `burst-${i}`));
    const soldOut = () => diner.post('/api/Order', dinerOrder(table.id, [{ productId: m.soldOut.id, quantity: 1 }]), dinerHeaders(table.key));
    const wrongKey = () => diner.post('/api/Order', dinerOrder(table.id, [{ productId: m.pho.id, quantity: 1 }]), dinerHeaders('wrong'));
    const byStaff = () => staff.post('/api/Order', dinerOrder(table.id, [{ productId: m.com.id, quantity: 1 }]));
    const answers = await Promise.all([soldOut(), good(1), wrongKey(), good(2), byStaff(), good(1), good(3), soldOut(), good(4), good(5), byStaff()]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes[2]).toBe(403);
    for (const i of [0, 7]) expect([400, 429]).toContain(codes[i]);
    expect(codes[4]).toBe(201);
    expect(codes[10]).toBe(201);
    // The same key twice: one order, the other answer repeats it (or both were over the limit).
    const pair = [answers[1]!, answers[5]!];
    if (pair.some((r) => r.statusCode === 429)) expect(pair.map((r) => r.statusCode)).toEqual([429, 429]);
    else {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(pair[0]!.json().id).toBe(pair[1]!.json().id);
    }
    const guests = [1, 3, 6, 8, 9].map((i) => answers[i]!);
    expect(guests.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const stored = await t.handle.db.selectFrom('orders').select(['call_number', 'diner_seq', 'source']).where('table_id', '=', table.id).execute();
    expect(stored).toHaveLength(5);
    expect(stored.map((o) => o.call_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(
      stored
        .filter((o) => o.source === 'diner')
        .map((o) => o.diner_seq)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(stored.filter((o) => o.source === 'staff').map((o) => o.diner_seq)).toEqual([null, null]);
  });
});
