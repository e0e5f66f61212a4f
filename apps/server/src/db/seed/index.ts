import type { AppConfig } from '../../config.js';
import type { DbHandle } from '../database.js';
import { seedDemo } from './demo.js';
import { seedInitial } from './initial.js';

/** Seeds only an empty database (no users yet); never touches existing data. */
export async function seedIfEmpty(handle: DbHandle, config: AppConfig, print: (line: string) => void): Promise<'demo' | 'initial' | 'none'> {
  const hasUsers = async () => (await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (await hasUsers()) return 'none';
  try {
    if (config.seedDemo) {
      await seedDemo(handle.db, config, print);
      return 'demo';
    }
    await handle.db.transaction().execute((trx) => seedInitial(trx, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, print }));
    return 'initial';
  } catch (err) {
    // Several instances starting on one empty PostgreSQL database: one seeds, the others
    // roll back on a unique key and carry on with the data the winner wrote.
    if (await hasUsers()) return 'none';
    throw err;
  }
}
