import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Money in 64-bit integers, and a record of every deleted order.
 *
 * PostgreSQL's `integer` stops at 2,147,483,647, less than one large banquet in đồng; prices and
 * totals become `bigint` there (SQLite's INTEGER is already 64-bit). Deleted orders leave a row in
 * `order_deletions` with what the order was and who deleted it when, so order history keeps a trace.
 */
export function moneyAndDeletionsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (pg) {
        await sql`ALTER TABLE orders ALTER COLUMN total_amount TYPE bigint`.execute(db);
        await sql`ALTER TABLE order_items ALTER COLUMN price TYPE bigint`.execute(db);
        await sql`ALTER TABLE products ALTER COLUMN price TYPE bigint`.execute(db);
      }
      const table = db.schema.createTable('order_deletions');
      await (pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        // No foreign key: the order itself is gone.
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('total_amount', pg ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('deleted_by_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_deletions_deleted').on('order_deletions').column('deleted_at').execute();
    },
  };
}
