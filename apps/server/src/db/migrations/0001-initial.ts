import { type Kysely, type CreateTableBuilder, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** The whole data model; runs unchanged on SQLite and PostgreSQL. */
export function initialMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const blob = pg ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('role', 'varchar(200)', (c) => c.notNull().defaultTo('User'))
        .addColumn('language', 'varchar(10)', (c) => c.notNull().defaultTo('vi'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('refresh_tokens'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

      await withId(db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('restaurant_info'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
        .addColumn('opening_hours', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('logo_url', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('languages'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('categories'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('image', 'text')
        .addColumn('icon', 'varchar(100)')
        .addColumn('station', 'varchar(20)', (c) => c.notNull().defaultTo('kitchen'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('products'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_url', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_category').on('products').column('category_id').execute();

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
        .execute();

      await withId(db.schema.createTable('dining_tables'))
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(4))
        .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(30)', (c) => c.notNull().defaultTo('trống'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('secret_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('session_started_at', 'text', (c) => c.notNull())
        .addColumn('booking_start_time', 'text')
        .addColumn('booking_end_time', 'text')
        .addColumn('booking_time', 'text')
        .addColumn('customer_name', 'varchar(100)')
        .addColumn('customer_phone', 'varchar(30)')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('table_id', 'integer', (c) => c.references('dining_tables.id').onDelete('set null'))
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('total_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('notification_status', 'varchar(20)', (c) => c.notNull().defaultTo('unread'))
        .addColumn('preparation_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('order_type', 'varchar(20)', (c) => c.notNull().defaultTo('dine-in'))
        .addColumn('special_requests', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('booking_start_time', 'text')
        .addColumn('booking_end_time', 'text')
        .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('call_number', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('diner'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('archived_at', 'text')
        .execute();
      await db.schema.createIndex('orders_table_created').on('orders').columns(['table_id', 'created_at']).execute();
      await db.schema.createIndex('orders_status').on('orders').column('status').execute();
      await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();

      await withId(db.schema.createTable('order_items'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('restrict'))
        .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('station', 'varchar(20)', (c) => c.notNull().defaultTo('kitchen'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('notes', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('call_number', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
      await db.schema.createIndex('order_items_product').on('order_items').column('product_id').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'varchar(50)', (c) => c.notNull())
        .addColumn('key', 'varchar(100)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();

      await withId(db.schema.createTable('notifications'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('message', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('unread'))
        .addColumn('type', 'varchar(30)', (c) => c.notNull().defaultTo('order'))
        .addColumn('stations', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();

      await withId(db.schema.createTable('service_calls'))
        .addColumn('table_id', 'integer', (c) => c.references('dining_tables.id').onDelete('set null'))
        .addColumn('table_number', 'varchar(20)', (c) => c.notNull())
        .addColumn('message', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('unread'))
        .addColumn('type', 'varchar(30)', (c) => c.notNull().defaultTo('service_call'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('service_calls_table_created').on('service_calls').columns(['table_id', 'created_at']).execute();

      await withId(db.schema.createTable('images'))
        .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('original_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('image_variants')
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('mime', 'varchar(50)', (c) => c.notNull())
        .addColumn('data', blob, (c) => c.notNull())
        .addPrimaryKeyConstraint('image_variants_pk', ['image_id', 'width'])
        .execute();

      await withId(db.schema.createTable('translations'))
        .addColumn('entity', 'varchar(30)', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('field', 'varchar(30)', (c) => c.notNull())
        .addColumn('language', 'varchar(10)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('is_machine', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('translations_unique', ['entity', 'entity_id', 'field', 'language'])
        .execute();
      await db.schema.createIndex('translations_language').on('translations').columns(['language', 'entity']).execute();

      await db.schema
        .createTable('translation_cache')
        .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('source_lang', 'varchar(10)', (c) => c.notNull())
        .addColumn('target_lang', 'varchar(10)', (c) => c.notNull())
        .addColumn('source_text', 'text', (c) => c.notNull())
        .addColumn('translated_text', 'text', (c) => c.notNull())
        .addColumn('provider', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('translation_cache_pk', ['source_hash', 'source_lang', 'target_lang'])
        .execute();
    },
  };
}
