import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Sign-in attempt counters shared by every instance (one row per throttled key, a fixed
 * window), and a per-user session epoch: access tokens carry the epoch they were issued in,
 * so bumping it ends every outstanding access token of that user at once.
 */
export function sessionsAndSignInLimitsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_attempts')
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        // Milliseconds since the epoch: integer comparisons, no date parsing on either database.
        .addColumn('window_started_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_started_at').execute();
      await db.schema
        .alterTable('users')
        .addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
  };
}
