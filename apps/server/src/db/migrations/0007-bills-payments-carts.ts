import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The table as one party: a bill per table session with its payments (and what each covers),
 * and the shared cart of the session. Sessions are identified by (table_id, session_started_at).
 */
export function billsPaymentsCartsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('bills'))
        .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('session_started_at', 'text', (c) => c.notNull())
        .addColumn('receipt_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('bills_session_unique', ['table_id', 'session_started_at'])
        .execute();

      await withId(db.schema.createTable('payments'))
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('method', 'varchar(20)', (c) => c.notNull())
        .addColumn('split_index', 'integer')
        .addColumn('split_count', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('payments_bill').on('payments').column('bill_id').execute();
      await db.schema.createIndex('payments_created').on('payments').column('created_at').execute();

      // How much of which order a payment covers; an order is paid once covered in full.
      await db.schema
        .createTable('payment_orders')
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_orders_pk', ['payment_id', 'order_id'])
        .execute();
      await db.schema.createIndex('payment_orders_order').on('payment_orders').column('order_id').execute();

      // Lines a guest picked and paid; the primary key on the item keeps a line from being paid twice.
      await db.schema
        .createTable('payment_items')
        .addColumn('order_item_id', 'integer', (c) => c.primaryKey().references('order_items.id').onDelete('cascade'))
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
        .execute();

      await withId(db.schema.createTable('carts'))
        .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
        .addColumn('session_started_at', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('carts_session_unique', ['table_id', 'session_started_at'])
        .execute();

      await withId(db.schema.createTable('cart_lines'))
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('notes', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('added_by', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_lines_cart').on('cart_lines').column('cart_id').execute();
    },
  };
}
