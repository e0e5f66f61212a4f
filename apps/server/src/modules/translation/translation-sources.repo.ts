import type { ContentEntity } from '@app/contract';
import type { Db } from '../../db/database.js';

export interface SourceText {
  entity: ContentEntity;
  entityId: number;
  field: string;
  text: string;
}

/** The Vietnamese texts that have per-language translations. */
export function createTranslationSourcesRepo(db: Db) {
  return {
    async all(filter?: { entity: SourceText['entity']; entityId: number }): Promise<SourceText[]> {
      const out: SourceText[] = [];
      const want = (e: SourceText['entity']) => !filter || filter.entity === e;
      if (want('product')) {
        let q = db.selectFrom('products').select(['id', 'name', 'description']);
        if (filter) q = q.where('id', '=', filter.entityId);
        for (const p of await q.execute()) {
          out.push({ entity: 'product', entityId: p.id, field: 'name', text: p.name });
          out.push({ entity: 'product', entityId: p.id, field: 'description', text: p.description });
        }
      }
      if (want('category')) {
        let q = db.selectFrom('categories').select(['id', 'name']);
        if (filter) q = q.where('id', '=', filter.entityId);
        for (const c of await q.execute()) out.push({ entity: 'category', entityId: c.id, field: 'name', text: c.name });
      }
      if (want('restaurant')) {
        let q = db.selectFrom('restaurant_info').select(['id', 'address', 'opening_hours']);
        if (filter) q = q.where('id', '=', filter.entityId);
        for (const r of await q.execute()) {
          out.push({ entity: 'restaurant', entityId: r.id, field: 'address', text: r.address });
          out.push({ entity: 'restaurant', entityId: r.id, field: 'openingHours', text: r.opening_hours });
        }
      }
      if (want('optionGroup')) {
        let q = db.selectFrom('option_groups').select(['id', 'name']);
        if (filter) q = q.where('id', '=', filter.entityId);
        for (const g of await q.execute()) out.push({ entity: 'optionGroup', entityId: g.id, field: 'name', text: g.name });
      }
      if (want('option')) {
        let q = db.selectFrom('options').select(['id', 'name']);
        if (filter) q = q.where('id', '=', filter.entityId);
        for (const o of await q.execute()) out.push({ entity: 'option', entityId: o.id, field: 'name', text: o.name });
      }
      return out.filter((s) => s.text.trim() !== '');
    },
    async targetLanguages(): Promise<string[]> {
      const rows = await db.selectFrom('languages').select('code').where('is_active', '=', 1).where('code', '!=', 'vi').execute();
      return rows.map((r) => r.code);
    },
    /** Keys `${entity}:${id}:${field}` that already have a translation in `language`. */
    async existingKeys(language: string): Promise<Set<string>> {
      const rows = await db.selectFrom('translations').select(['entity', 'entity_id', 'field']).where('language', '=', language).execute();
      return new Set(rows.map((r) => `${r.entity}:${r.entity_id}:${r.field}`));
    },
  };
}
