import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';

/** Translated texts by (hash of text, source, target): each text goes to the provider once. */
export function createTranslationCacheRepo(db: Db) {
  return {
    async get(hashes: string[], source: string, target: string): Promise<Map<string, string>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .selectFrom('translation_cache')
        .select(['source_hash', 'translated_text'])
        .where('source_hash', 'in', hashes)
        .where('source_lang', '=', source)
        .where('target_lang', '=', target)
        .execute();
      return new Map(rows.map((r) => [r.source_hash, r.translated_text]));
    },
    async put(entries: { hash: string; text: string; translated: string }[], source: string, target: string, provider: string) {
      const now = nowIso();
      for (const e of entries) {
        await db
          .insertInto('translation_cache')
          .values({
            source_hash: e.hash,
            source_lang: source,
            target_lang: target,
            source_text: e.text,
            translated_text: e.translated,
            provider,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['source_hash', 'source_lang', 'target_lang']).doNothing())
          .execute();
      }
    },
  };
}
