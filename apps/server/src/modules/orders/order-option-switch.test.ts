import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import type { OptionGroup, Order } from '@app/contract';
import { client, createTestApp, forEachDatabase, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createCategory, createProduct, createTable, dinerHeaders } from '../../../test/menu-factories.js';

/**
 * An option switched off while orders choosing it are placed or edited: the check and the
 * snapshot happen inside the order's transaction, so every order is either accepted before the
 * switch (with the option as it was) or refused with 400 after it; never a 500.
 */
/** True once `n` sessions of the test's database wait for a row lock (polled for up to `ms`). */
async function waitForLockWaiters(t: TestApp, n: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const monitor = new pg.Client({ connectionString: t.config.databaseUrl });
    await monitor.connect();
    try {
      const r = await monitor.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if ((r.rows[0] as { n: number }).n >= n) return true;
    } finally {
      await monitor.end();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

forEachDatabase('option switched off while orders are placed', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let diner: Client;
  let tables: Awaited<ReturnType<typeof createTable>>[];
  let pho: { id: number };
  let extras: OptionGroup;
  const INACTIVE = 'Lựa chọn "Quẩy" của nhóm "Thêm" đã hết';
  const quay = () => extras.options.find((o) => o.name === 'Quẩy')!.id;
  const switchQuay = (isActive: boolean) => admin.request('PATCH', `/api/OptionGroup/option/${quay()}/availability`, { isActive });
  const line = () => ({ productId: pho.id, quantity: 1, optionIds: [quay()] });
  const order = (table: { id: number; key: string }, idempotencyKey?: string) =>
    diner.post('/api/Order', { tableId: table.id, orderItems: [line()] }, dinerHeaders(table.key, idempotencyKey));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    diner = client(t);
    const food = await createCategory(t, { name: 'Món chính', station: 'kitchen' });
    pho = await createProduct(t, { categoryId: food.id, name: 'Phở bò', price: 65_000 });
    extras = (
      await admin.post('/api/OptionGroup', {
        name: 'Thêm',
        minSelect: 0,
        maxSelect: 2,
        options: [
          { name: 'Quẩy', priceDelta: 5_000 },
          { name: 'Trứng', priceDelta: 10_000 },
        ],
      })
    ).json();
    expect((await admin.put(`/api/Product/${pho.id}`, { optionGroupIds: [extras.id] })).statusCode).toBe(200);
    tables = [];
    for (let i = 0; i < 4; i += 1) tables.push(await createTable(t));
  });
  afterAll(() => t.close());

  it('many orders and staff edits meet the switch: each is accepted with the option as it was, or refused with 400', async () => {
    expect((await switchQuay(true)).statusCode).toBe(200);
    // Orders to edit, placed without the option.
    const toEdit: Order[] = [];
    for (const table of tables) {
      const res = await diner.post('/api/Order', { tableId: table.id, orderItems: [{ productId: pho.id, quantity: 1 }] }, dinerHeaders(table.key));
      toEdit.push(res.json());
    }
    const edit = (o: Order) =>
      admin.put(`/api/Order/${o.id}`, { orderType: 'dine-in', orderItems: [{ id: o.orderItems[0]!.id, productId: pho.id, quantity: 1 }, line()] });

    const before = [...tables.map((tb) => order(tb)), ...tables.map((tb) => order(tb)), ...toEdit.slice(0, 2).map(edit)];
    const switching = switchQuay(false);
    const meanwhile = [...tables.map((tb) => order(tb)), ...tables.map((tb) => order(tb)), ...toEdit.slice(2).map(edit)];
    const responses = await Promise.all([...before, switching, ...meanwhile]);
    expect((await switching).statusCode).toBe(200);

    for (const res of responses) {
      expect([200, 201, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().message).toBe(INACTIVE);
      if (res.statusCode !== 400 && res.json().orderItems) {
        const withQuay = (res.json() as Order).orderItems.filter((i) => i.options.length > 0);
        for (const item of withQuay) {
          expect(item.options).toEqual([expect.objectContaining({ name: 'Quẩy', priceDelta: 5_000 })]);
          expect(item.price).toBe(70_000);
        }
      }
    }
    // After the switch, every order and edit choosing the option is refused.
    for (const table of tables) expect((await order(table)).json().message).toBe(INACTIVE);
    const refusedEdit = await edit(toEdit[0]!);
    expect(refusedEdit.statusCode).toBe(400);
    expect(refusedEdit.json().message).toBe(INACTIVE);
  });

  if (dialect === 'postgres') {
    it('a switch-off waits for an order that already chose the option, and the next order is refused', async () => {
      expect((await switchQuay(true)).statusCode).toBe(200);
      const table = tables[0]!;
      const first: Order = (await order(table)).json();

      // Another writer holds the idempotency key the order will insert last: the order has read
      // and priced its options and waits on that row, still uncommitted.
      const held = new pg.Client({ connectionString: t.config.databaseUrl });
      await held.connect();
      await held.query('BEGIN');
      await held.query('INSERT INTO idempotency_keys (scope, key, order_id, created_at) VALUES ($1, $2, $3, $4)', [
        `table:${table.id}`,
        'held',
        first.id,
        new Date().toISOString(),
      ]);
      const placing = order(table, 'held');
      expect(await waitForLockWaiters(t, 1, 5_000)).toBe(true);

      let switched = false;
      const switching = switchQuay(false).then((res) => {
        switched = true;
        return res;
      });
      // The switch-off must wait for the order that chose the option (a second lock waiter).
      await waitForLockWaiters(t, 2, 1_500);
      expect(switched).toBe(false);

      await held.query('ROLLBACK');
      await held.end();
      const placed = await placing;
      expect(placed.statusCode, placed.body).toBe(201);
      expect((placed.json() as Order).orderItems[0]!.options.map((o) => o.name)).toEqual(['Quẩy']);
      expect((await switching).statusCode).toBe(200);
      expect((await order(table)).json().message).toBe(INACTIVE);
    });

    it('a switch-off waits for a staff edit that already added the option', async () => {
      expect((await switchQuay(true)).statusCode).toBe(200);
      const table = tables[1]!;
      const placed: Order = (
        await diner.post('/api/Order', { tableId: table.id, orderItems: [{ productId: pho.id, quantity: 1 }] }, dinerHeaders(table.key))
      ).json();
      const kept = placed.orderItems[0]!;

      // Another writer holds the kept line the edit changes after pricing the new one.
      const held = new pg.Client({ connectionString: t.config.databaseUrl });
      await held.connect();
      await held.query('BEGIN');
      await held.query('SELECT id FROM order_items WHERE id = $1 FOR UPDATE', [kept.id]);
      const editing = admin.put(`/api/Order/${placed.id}`, { orderType: 'dine-in', orderItems: [{ id: kept.id, productId: pho.id, quantity: 2 }, line()] });
      expect(await waitForLockWaiters(t, 1, 5_000)).toBe(true);

      let switched = false;
      const switching = switchQuay(false).then((res) => {
        switched = true;
        return res;
      });
      await waitForLockWaiters(t, 2, 1_500);
      expect(switched).toBe(false);

      await held.query('ROLLBACK');
      await held.end();
      const edited = await editing;
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json() as Order).orderItems.flatMap((i) => i.options.map((o) => o.name))).toEqual(['Quẩy']);
      expect((await switching).statusCode).toBe(200);
    });
  }
});
