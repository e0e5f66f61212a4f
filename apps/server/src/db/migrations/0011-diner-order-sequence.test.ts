import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { client, createTestApp, forEachDatabase, signIn, type TestApp } from '../../../test/harness.js';
import { dinerHeaders, dinerOrder, seedMenu, type Menu } from '../../../test/menu-factories.js';
import { migrateToLatest } from '../migrate.js';

forEachDatabase('numbering the guest orders of a database that already has orders', (dialect) => {
  let t: TestApp;
  let m: Menu;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    m = await seedMenu(t);
  });
  afterAll(() => t.close());

  it("numbers each table's guest orders in the order they were placed, and new orders go on from there", async () => {
    const diner = client(t);
    const staff = await signIn(t, 'superadmin', 'superadmin-pass');
    const guest = (table: { id: number; key: string }) =>
      diner.post('/api/Order', dinerOrder(table.id, [{ productId: m.pho.id, quantity: 1 }]), dinerHeaders(table.key));
    const placed = [
      await guest(m.table1),
      await staff.post('/api/Order', dinerOrder(m.table1.id, [{ productId: m.pho.id, quantity: 1 }])),
      await guest(m.table2),
      await guest(m.table1),
      await guest(m.table1),
      await guest(m.table2),
    ].map((r) => r.json().id as number);

    // The database as it was before the numbering.
    const db = t.handle.db;
    await db.schema.dropIndex('orders_table_diner_seq').execute();
    await db.schema.alterTable('orders').dropColumn('diner_seq').execute();
    await sql`delete from kysely_migration where name = '0011-diner-order-sequence'`.execute(db);
    await migrateToLatest(t.handle);

    const seqOf = async (id: number) => (await db.selectFrom('orders').select('diner_seq').where('id', '=', id).executeTakeFirstOrThrow()).diner_seq;
    expect(await Promise.all(placed.map(seqOf))).toEqual([1, null, 1, 2, 3, 2]);
    expect((await guest(m.table1)).statusCode).toBe(201);
    const latest = await db.selectFrom('orders').select('diner_seq').where('table_id', '=', m.table1.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(latest.diner_seq).toBe(4);
  });
});
