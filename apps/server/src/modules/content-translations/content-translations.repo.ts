import type { Selectable } from 'kysely';
import type { ContentEntity } from '@app/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { TranslationsTable } from '../../db/schema.js';

export type TranslationRow = Selectable<TranslationsTable>;

export interface TranslationWrite {
  entity: ContentEntity;
  entityId: number;
  field: string;
  language: string;
  text: string;
  isMachine: boolean;
}

/** The per-language texts of dishes, categories and restaurant info (table `translations`). */
export function createContentTranslationsRepo(db: Db) {
  return {
    forEntity(entity: ContentEntity, entityId: number) {
      return db
        .selectFrom('translations')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('language')
        .orderBy('field')
        .execute();
    },

    /** Every translation of these entity kinds, in one language or all: the menu joins them in memory. */
    forEntities(entities: ContentEntity[], language?: string) {
      let q = db.selectFrom('translations').selectAll().where('entity', 'in', entities);
      if (language) q = q.where('language', '=', language);
      return q.execute();
    },

    async upsert(rows: TranslationWrite[]): Promise<void> {
      const now = nowIso();
      for (const r of rows) {
        const values = { text: r.text, is_machine: r.isMachine ? 1 : 0, updated_at: now };
        await db
          .insertInto('translations')
          .values({ entity: r.entity, entity_id: r.entityId, field: r.field, language: r.language, ...values })
          .onConflict((oc) => oc.columns(['entity', 'entity_id', 'field', 'language']).doUpdateSet(values))
          .execute();
      }
    },

    /** Machine text never replaces what staff reviewed; returns whether it was stored. */
    async insertMachineIfMissing(r: Omit<TranslationWrite, 'isMachine'>): Promise<boolean> {
      const existing = await db
        .selectFrom('translations')
        .select(['id', 'is_machine'])
        .where('entity', '=', r.entity)
        .where('entity_id', '=', r.entityId)
        .where('field', '=', r.field)
        .where('language', '=', r.language)
        .executeTakeFirst();
      if (existing && existing.is_machine === 0) return false;
      await this.upsert([{ ...r, isMachine: true }]);
      return true;
    },

    async remove(entity: ContentEntity, entityId: number, language: string, field: string): Promise<void> {
      await db
        .deleteFrom('translations')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('language', '=', language)
        .where('field', '=', field)
        .execute();
    },

    async removeAllOf(entity: ContentEntity, entityId: number): Promise<void> {
      await db.deleteFrom('translations').where('entity', '=', entity).where('entity_id', '=', entityId).execute();
    },

    /** A language's code changed: its translations follow. */
    async renameLanguage(from: string, to: string): Promise<void> {
      await db.updateTable('translations').set({ language: to }).where('language', '=', from).execute();
    },

    async entityExists(entity: ContentEntity, id: number): Promise<boolean> {
      const tables = { product: 'products', category: 'categories', restaurant: 'restaurant_info', optionGroup: 'option_groups', option: 'options' } as const;
      const table = tables[entity];
      const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type ContentTranslationsRepo = ReturnType<typeof createContentTranslationsRepo>;
