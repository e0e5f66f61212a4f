import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Option groups (sizes, doneness, toppings) shared by dishes; allergens, additives, spice
 * level and diet labels of a dish; the options chosen for an order item, stored as a
 * snapshot (name and price delta) so later menu edits never change an old order.
 */
export function menuOptionsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('option_groups'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('min_select', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_select', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('options'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('price_delta', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('options_group').on('options').column('group_id').execute();

      await db.schema
        .createTable('product_option_groups')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
        .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('product_option_groups_pk', ['product_id', 'group_id'])
        .execute();
      await db.schema.createIndex('product_option_groups_group').on('product_option_groups').column('group_id').execute();

      // Lists are JSON arrays in text columns: read whole with the dish, never queried inside.
      await db.schema
        .alterTable('products')
        .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('additives', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('spice_level', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('diet_tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('options', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();
    },
  };
}
