import type { AppConfig } from '../../config.js';
import type { DbHandle } from '../database.js';
import { seedDemo } from './demo.js';
import { seedInitial } from './initial.js';

/** Seeds only an empty database (no users yet); never touches existing data. */
export async function seedIfEmpty(handle: DbHandle, config: AppConfig, print: (line: string) => void): Promise<'demo' | 'initial' | 'none'> {
  const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return 'none';
  if (config.seedDemo) {
    await seedDemo(handle.db, config, print);
    return 'demo';
  }
  await seedInitial(handle.db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, print });
  return 'initial';
}
