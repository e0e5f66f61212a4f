import { sql, type Kysely, type CreateTableBuilder, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The kitchen follows the cooks: when each dish and each order moved, who ticked it, the rush
 * flag, the bump history behind the display's undo, and the ticket printers' queue.
 */
export function kitchenMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('order_items')
        .addColumn('completed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('orders').addColumn('preparing_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('completed_at', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('is_rush', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Orders finished before this version: their last change is the best guess of when.
      await sql`UPDATE orders SET completed_at = updated_at WHERE status IN ('completed', 'paid') AND completed_at IS NULL`.execute(db);
      await sql`UPDATE order_items SET completed_at = (SELECT updated_at FROM orders WHERE orders.id = order_items.order_id)
        WHERE is_completed = 1 AND completed_at IS NULL`.execute(db);

      await withId(db.schema.createTable('kitchen_bumps'))
        .addColumn('station', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        /** JSON array of the item ids this bump ticked (only those that were still open). */
        .addColumn('item_ids', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('recalled_at', 'text')
        .execute();
      await db.schema.createIndex('kitchen_bumps_station').on('kitchen_bumps').columns(['station', 'id']).execute();

      await withId(db.schema.createTable('print_jobs'))
        .addColumn('station', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('call_number', 'integer', (c) => c.notNull().defaultTo(1))
        /** The ticket as JSON (dishes, notes, times), rendered to bytes when sent. */
        .addColumn('ticket', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        /** Set while one worker sends the job, so two instances never print it twice. */
        .addColumn('claimed_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('printed_at', 'text')
        .execute();
      await db.schema.createIndex('print_jobs_due').on('print_jobs').columns(['status', 'next_attempt_at']).execute();
    },
  };
}
