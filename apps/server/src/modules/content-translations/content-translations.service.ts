import {
  SOURCE_LANGUAGE,
  type MessageKey,
  TRANSLATABLE_FIELDS,
  type ContentEntity,
  type ContentTranslation,
  type ContentTranslationsMap,
  type TranslatableField,
} from '@app/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError, invalidField } from '../../errors/app-error.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { createContentTranslationsRepo, type TranslationRow, type TranslationWrite } from './content-translations.repo.js';

export const NOT_FOUND_MESSAGES: Record<ContentEntity, MessageKey> = {
  product: 'menu.productNotFound',
  category: 'menu.categoryNotFound',
  restaurant: 'restaurant.notFound',
  optionGroup: 'options.groupNotFound',
  option: 'options.optionNotFound',
};

/** Texts per language and field, as sent by a form: `{ de: { name: 'Nudelsuppe' } }`. */
export type TranslationsInput = Record<string, Partial<Record<TranslatableField, string | undefined>>>;

/** Lookup of translated texts for one language: `text(entity, id, field) ?? original`. */
export interface TranslationLookup {
  text(entity: ContentEntity, id: number, field: TranslatableField): string | undefined;
}

/** Reads in Vietnamese: the originals. */
export const NO_TRANSLATION: TranslationLookup = { text: () => undefined };

export function createContentTranslationsService(ctx: AppContext, menuCache: MenuCache) {
  const repo = createContentTranslationsRepo(ctx.db);

  async function languageCodes(db: Db): Promise<Set<string>> {
    const rows = await db.selectFrom('languages').select('code').execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Refuses Vietnamese (the original), unknown languages and fields the entity does not have; 400 naming the field. */
  async function validate(entity: ContentEntity, input: TranslationsInput | undefined, prefix = 'translations'): Promise<void> {
    if (!input) return;
    const known = await languageCodes(ctx.db);
    const allowed: readonly string[] = TRANSLATABLE_FIELDS[entity];
    for (const [language, fields] of Object.entries(input)) {
      const at = prefix === 'translations' ? `translations.${language}` : 'language';
      if (language === SOURCE_LANGUAGE) {
        throw invalidField(at, 'translations.sourceLanguage');
      }
      if (!known.has(language)) throw new AppError('VALIDATION', 'translations.unknownLanguage', { code: language }, { [at]: 'translations.languageMissing' });
      for (const [field, text] of Object.entries(fields)) {
        if (text !== undefined && !allowed.includes(field)) {
          const path = prefix === 'translations' ? `translations.${language}.${field}` : `fields.${field}`;
          throw new AppError('VALIDATION', 'translations.fieldNotTranslatable', { field }, { [path]: 'translations.fieldNotTranslatableShort' });
        }
      }
    }
  }

  /** Stores staff-reviewed texts inside the caller's transaction; an empty text removes a translation. */
  async function applyReviewed(trx: Db, entity: ContentEntity, entityId: number, input: TranslationsInput | undefined): Promise<void> {
    if (!input) return;
    const txRepo = createContentTranslationsRepo(trx);
    const writes: TranslationWrite[] = [];
    for (const [language, fields] of Object.entries(input)) {
      for (const [field, text] of Object.entries(fields)) {
        if (text === undefined) continue;
        if (text === '') await txRepo.remove(entity, entityId, language, field);
        else writes.push({ entity, entityId, field, language, text, isMachine: false });
      }
    }
    await txRepo.upsert(writes);
  }

  function toMap(rows: TranslationRow[]): ContentTranslationsMap {
    const map: ContentTranslationsMap = {};
    for (const r of rows) {
      const byField = (map[r.language] ??= {});
      byField[r.field] = { text: r.text, isMachine: r.is_machine === 1 };
    }
    return map;
  }

  async function assertExists(entity: ContentEntity, id: number): Promise<void> {
    if (!(await repo.entityExists(entity, id))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGES[entity]);
  }

  async function list(entity: ContentEntity, id: number): Promise<ContentTranslation[]> {
    await assertExists(entity, id);
    const rows = await repo.forEntity(entity, id);
    return rows.map((r) => ({ language: r.language, field: r.field, text: r.text, isMachine: r.is_machine === 1 }));
  }

  return {
    validate,
    applyReviewed,
    toMap,
    list,

    /** One language's translations for menu reads, loaded in one query and joined in memory. */
    async lookup(entities: ContentEntity[], language: string): Promise<TranslationLookup> {
      if (language === SOURCE_LANGUAGE || entities.length === 0) return NO_TRANSLATION;
      const texts = new Map<string, string>();
      for (const r of await repo.forEntities(entities, language)) texts.set(`${r.entity}:${r.entity_id}:${r.field}`, r.text);
      return { text: (entity, id, field) => texts.get(`${entity}:${id}:${field}`) || undefined };
    },

    /** One entity's translations as staff see them. */
    async mapFor(entity: ContentEntity, id: number): Promise<ContentTranslationsMap> {
      return toMap(await repo.forEntity(entity, id));
    },

    /** Every translation of these kinds, grouped per entity id, for staff views. */
    async allGrouped(entity: ContentEntity): Promise<Map<number, ContentTranslationsMap>> {
      const grouped = new Map<number, TranslationRow[]>();
      for (const r of await repo.forEntities([entity])) {
        const list = grouped.get(r.entity_id) ?? [];
        list.push(r);
        grouped.set(r.entity_id, list);
      }
      return new Map([...grouped].map(([id, rows]) => [id, toMap(rows)]));
    },

    /** PUT Translation/{entity}/{id}: staff-reviewed texts for one language (is_machine = 0). */
    async save(
      entity: ContentEntity,
      id: number,
      input: { language: string; fields: Partial<Record<TranslatableField, string | undefined>> },
    ): Promise<ContentTranslation[]> {
      await assertExists(entity, id);
      const translations = { [input.language]: input.fields };
      await validate(entity, translations, 'fields');
      await menuCache.write((trx) => applyReviewed(trx, entity, id, translations));
      return list(entity, id);
    },

    /**
     * For the machine-translation provider: stores texts marked machine-made, never over a
     * reviewed one. Returns how many were stored.
     */
    async saveMachine(entity: ContentEntity, id: number, language: string, fields: Partial<Record<TranslatableField, string>>): Promise<number> {
      let stored = 0;
      await menuCache.write(async (trx) => {
        const txRepo = createContentTranslationsRepo(trx);
        for (const [field, text] of Object.entries(fields)) {
          if (text && (await txRepo.insertMachineIfMissing({ entity, entityId: id, field, language, text }))) stored += 1;
        }
      });
      return stored;
    },

    /** Inside a delete's transaction: the entity's translations go with it. */
    removeAllOf(trx: Db, entity: ContentEntity, id: number): Promise<void> {
      return createContentTranslationsRepo(trx).removeAllOf(entity, id);
    },

    renameLanguage(trx: Db, from: string, to: string): Promise<void> {
      return createContentTranslationsRepo(trx).renameLanguage(from, to);
    },
  };
}
export type ContentTranslationsService = ReturnType<typeof createContentTranslationsService>;

/** Called after a dish, category or restaurant info is saved (machine translation fills the gaps). */
export type ContentSavedHook = (entity: ContentEntity, id: number) => void;
