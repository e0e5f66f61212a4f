import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './database.js';
import { initialMigration } from './migrations/0001-initial.js';
import { socketIoAttachmentsMigration } from './migrations/0002-socket-io-attachments.js';
import { menuOptionsMigration } from './migrations/0008-menu-options.js';

/** One ordered list of migrations for both databases; new ones are appended. */
function migrationsFor(handle: DbHandle): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(handle.dialect),
    '0002-socket-io-attachments': socketIoAttachmentsMigration(handle.dialect),
    '0008-menu-options': menuOptionsMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
