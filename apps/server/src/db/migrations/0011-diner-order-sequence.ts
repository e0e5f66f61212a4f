import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Numbers the guests' orders of each table (1, 2, 3 ...) so the per-minute limit is one index
 * lookup however high it is set: "at most N guest orders in the last minute" holds exactly when
 * the guests' order N places back was placed more than a minute ago. Counting the last minute's
 * orders instead reads up to N rows for every order. Orders placed by staff get no number.
 * Existing guest orders are numbered in the order they were placed.
 */
export function dinerOrderSequenceMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('diner_seq', 'integer').execute();
      await sql`
        update orders set diner_seq = numbered.n
        from (
          select id, row_number() over (partition by table_id order by created_at, id) as n
          from orders where source = 'diner' and table_id is not null
        ) as numbered
        where orders.id = numbered.id`.execute(db);
      await db.schema.createIndex('orders_table_diner_seq').unique().on('orders').columns(['table_id', 'diner_seq']).execute();
    },
  };
}
