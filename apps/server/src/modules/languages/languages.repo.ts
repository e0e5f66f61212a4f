import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { LanguagesTable } from '../../db/schema.js';

export type LanguageRow = Selectable<LanguagesTable>;

export function createLanguagesRepo(db: Db) {
  return {
    all() {
      return db.selectFrom('languages').selectAll().orderBy('id').execute();
    },
    findById(id: number) {
      return db.selectFrom('languages').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByCode(code: string) {
      return db.selectFrom('languages').selectAll().where('code', '=', code).executeTakeFirst();
    },
    insert(v: { name: string; code: string; isActive: boolean }) {
      return db
        .insertInto('languages')
        .values({ name: v.name, code: v.code, is_active: v.isActive ? 1 : 0, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    update(id: number, v: { name: string; code: string; isActive: boolean }) {
      return db
        .updateTable('languages')
        .set({ name: v.name, code: v.code, is_active: v.isActive ? 1 : 0 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('languages').where('id', '=', id).execute();
    },
  };
}
export type LanguagesRepo = ReturnType<typeof createLanguagesRepo>;
