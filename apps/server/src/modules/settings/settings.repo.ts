import type { Db } from '../../db/database.js';

export function createSettingsRepo(db: Db) {
  return {
    async all(): Promise<Record<string, string>> {
      const rows = await db.selectFrom('settings').selectAll().execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async put(key: string, value: string): Promise<void> {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
