import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The table @socket.io/postgres-adapter keeps large event payloads in when several
 * instances share PostgreSQL. SQLite runs a single instance, so nothing to do there.
 */
export function socketIoAttachmentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT NOW(),
        payload bytea
      )`.execute(db);
    },
  };
}
