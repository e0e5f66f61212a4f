import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './database.js';
import { initialMigration } from './migrations/0001-initial.js';
import { socketIoAttachmentsMigration } from './migrations/0002-socket-io-attachments.js';
import { billsPaymentsCartsMigration } from './migrations/0007-bills-payments-carts.js';
import { kitchenMigration } from './migrations/0006-kitchen.js';
import { menuOptionsMigration } from './migrations/0008-menu-options.js';
import { cartLineOptionsMigration } from './migrations/0010-cart-line-options.js';
import { dinerOrderSequenceMigration } from './migrations/0011-diner-order-sequence.js';
import { moneyAndDeletionsMigration } from './migrations/0003-money-and-deletions.js';
import { sessionsAndSignInLimitsMigration } from './migrations/0004-sessions-and-sign-in-limits.js';

/** One ordered list of migrations for both databases; new ones are appended. */
function migrationsFor(handle: DbHandle): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(handle.dialect),
    '0002-socket-io-attachments': socketIoAttachmentsMigration(handle.dialect),
    '0003-money-and-deletions': moneyAndDeletionsMigration(handle.dialect),
    '0004-sessions-and-sign-in-limits': sessionsAndSignInLimitsMigration(handle.dialect),
    '0006-kitchen': kitchenMigration(handle.dialect),
    '0007-bills-payments-carts': billsPaymentsCartsMigration(handle.dialect),
    '0008-menu-options': menuOptionsMigration(handle.dialect),
    '0010-cart-line-options': cartLineOptionsMigration(handle.dialect),
    '0011-diner-order-sequence': dinerOrderSequenceMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  // Names start with their number: plain comparison orders them, without the start-up cost of
  // the locale collator Kysely uses by default.
  const migrator = new Migrator({ db: handle.db, provider, nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
