import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The options chosen for a line of the shared cart, as a snapshot (JSON of id, group, name and
 * price delta) like an order item's: the cart shows them and their price without another read,
 * and placing the cart sends their ids to be checked again against the menu of that moment.
 */
export function cartLineOptionsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('cart_lines')
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
