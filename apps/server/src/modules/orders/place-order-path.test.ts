import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, forEachDatabase, type TestApp } from '../../../test/harness.js';
import { createTable, dinerHeaders, dinerOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';

forEachDatabase('placing an order: statements and the per-table limit', (dialect) => {
  let t: TestApp;
  let m: Menu;
  let counting = false;
  let statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { DINER_ORDERS_PER_MINUTE: '10' }, { onQuery: (sql) => counting && statements.push(sql) });
    m = await seedMenu(t);
  });
  afterAll(() => t.close());

  it('reads the table, the settings and the idempotency key once each (at most 9 statements besides begin/commit)', async () => {
    const diner = client(t);
    const body = dinerOrder(m.table1.id, [
      { productId: m.pho.id, quantity: 2 },
      { productId: m.tra.id, quantity: 1 },
    ]);
    // The first order of a session also marks the table in use; measure a later one.
    expect((await diner.post('/api/Order', body, dinerHeaders(m.table1.key, 'warm-up'))).statusCode).toBe(201);
    statements = [];
    counting = true;
    const res = await diner.post('/api/Order', body, dinerHeaders(m.table1.key, 'measured'));
    counting = false;
    expect(res.statusCode).toBe(201);
    expect(res.json().totalAmount).toBe(2 * 65_000 + 5_000);
    expect(res.json().orderItems).toHaveLength(2);
    const reads = (table: string) => statements.filter((s) => /^select/i.test(s) && new RegExp(`from "${table}"`).test(s)).length;
    expect(reads('dining_tables'), statements.join('\n')).toBe(1);
    expect(reads('settings'), statements.join('\n')).toBeLessThanOrEqual(1);
    expect(reads('idempotency_keys'), statements.join('\n')).toBe(1);
    // Before: about 15 statements, the table and the key read twice, the limit counted outside the lock.
    // Now: the table (locked), one read of the round, the limit and the key, the dishes, their
    // option groups, and four inserts.
    const work = statements.filter((s) => !/^(begin|commit|rollback)/i.test(s));
    expect(work.length, statements.join('\n')).toBeLessThanOrEqual(9);
  });

  it('accepts exactly the limit out of a burst of 100 guest orders at one table', async () => {
    const body = dinerOrder(m.table2.id, [{ productId: m.pho.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => client(t).post('/api/Order', body, dinerHeaders(m.table2.key, `burst-${i}`))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(90);
    const stored = await t.handle.db.selectFrom('orders').select('id').where('table_id', '=', m.table2.id).execute();
    expect(stored).toHaveLength(10);
  });
});

forEachDatabase('orders of many tables placed at once', (dialect) => {
  let t: TestApp;
  let m: Menu;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DINER_ORDERS_PER_MINUTE: '4' });
    m = await seedMenu(t);
  });
  afterAll(() => t.close());

  it("are written together yet decided per table: each table's rounds follow on, and its own limit holds", async () => {
    const tables = [m.table1, m.table2, ...(await Promise.all(Array.from({ length: 4 }, () => createTable(t))))];
    const body = (tableId: number) => dinerOrder(tableId, [{ productId: m.pho.id, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const table = tables[i % tables.length]!;
        return client(t).post('/api/Order', body(table.id), dinerHeaders(table.key, `many-${i}`));
      }),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(tables.length * 4);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(60 - tables.length * 4);
    for (const table of tables) {
      const stored = await t.handle.db.selectFrom('orders').select(['call_number', 'diner_seq', 'table_id']).where('table_id', '=', table.id).execute();
      expect(stored.map((o) => o.call_number).sort()).toEqual([1, 2, 3, 4]);
      expect(stored.map((o) => o.diner_seq).sort()).toEqual([1, 2, 3, 4]);
      const items = await t.handle.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.call_number', 'orders.call_number as round'])
        .where('orders.table_id', '=', table.id)
        .execute();
      expect(items).toHaveLength(4);
      for (const item of items) expect(item.call_number).toBe(item.round);
    }
  });
});
