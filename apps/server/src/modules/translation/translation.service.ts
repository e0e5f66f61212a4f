import type { AppContext } from '../../context.js';
import { viText } from '../../errors/messages.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { MenuCache } from '../menu-cache/menu-cache.js';
import { createContentTranslationsRepo } from '../content-translations/content-translations.repo.js';
import { sha256 } from '../auth/tokens.js';
import { createDeepLProvider } from './deepl.provider.js';
import { createLibreTranslateProvider } from './libretranslate.provider.js';
import { createTranslationCacheRepo } from './translation-cache.repo.js';
import { createTranslationSourcesRepo, type SourceText } from './translation-sources.repo.js';
import type { TranslationProvider } from './translation.provider.js';

export const PROVIDER_FAILED = viText('translation.providerFailed');
export const LANGUAGES_FAILED = viText('translation.languagesFailed');
const BATCH = 20;

export interface FillJob {
  running: boolean;
  total: number;
  done: number;
  filled: number;
  failed: number;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Each item with the text answered for it; an answer of another length is a broken provider. */
function pairUp<T>(items: readonly T[], texts: readonly string[]): { item: T; text: string }[] {
  if (texts.length !== items.length) throw new Error(`provider answered ${texts.length} texts for ${items.length}`);
  return items.map((item, k) => ({ item, text: texts[k] ?? '' }));
}

export function createTranslationService(ctx: AppContext, deps: { settings: SettingsService; menuCache: MenuCache }) {
  const cache = createTranslationCacheRepo(ctx.db);
  const sources = createTranslationSourcesRepo(ctx.db);
  const content = createContentTranslationsRepo(ctx.db);
  let job: FillJob = { running: false, total: 0, done: 0, filled: 0, failed: 0, error: null, startedAt: null, finishedAt: null };

  const timeoutMs = ctx.config.translate.timeoutMs;

  async function provider(): Promise<TranslationProvider | null> {
    const s = await deps.settings.get();
    if (s.translationProvider === 'libretranslate' && s.translationUrl) {
      return createLibreTranslateProvider({ url: s.translationUrl, apiKey: s.translationApiKey || undefined, timeoutMs });
    }
    if (s.translationProvider === 'deepl' && s.translationApiKey) {
      return createDeepLProvider({ apiKey: s.translationApiKey, url: s.translationUrl || undefined, timeoutMs });
    }
    return null;
  }

  /**
   * Translates through the database cache: only texts never seen for this language pair
   * reach the provider. Empty texts and target 'vi' (the source language) pass through.
   */
  async function translateMany(texts: string[], source: string, target: string): Promise<{ texts: string[]; fromCache: number; error: string | null }> {
    const out = [...texts];
    if (target === 'vi' || target === source) return { texts: out, fromCache: 0, error: null };
    const todo = texts.map((t, i) => ({ i, text: t, hash: sha256(t) })).filter((x) => x.text.trim() !== '');
    const hits = await cache.get([...new Set(todo.map((x) => x.hash))], source, target);
    const misses = todo.filter((x) => !hits.has(x.hash));
    for (const x of todo) if (hits.has(x.hash)) out[x.i] = hits.get(x.hash)!;
    const cachedOnly = [...out];
    if (misses.length === 0) return { texts: out, fromCache: todo.length, error: null };
    const p = await provider();
    if (!p) return { texts: out, fromCache: todo.length - misses.length, error: viText('translation.notConfigured') };
    try {
      for (let start = 0; start < misses.length; start += BATCH) {
        const batch = misses.slice(start, start + BATCH);
        // The adapters answer one text per text asked, in order, or throw.
        const translated = pairUp(
          batch,
          await p.translate(
            batch.map((b) => b.text),
            source,
            target,
          ),
        );
        for (const { item, text } of translated) out[item.i] = text;
        await cache.put(
          translated.map(({ item, text }) => ({ hash: item.hash, text: item.text, translated: text })),
          source,
          target,
          p.name,
        );
      }
      return { texts: out, fromCache: todo.length - misses.length, error: null };
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'machine translation failed');
      // On failure: cached translations where we have them, the original text elsewhere.
      return { texts: cachedOnly, fromCache: todo.length - misses.length, error: PROVIDER_FAILED };
    }
  }

  /** Fills missing translations of the given source texts as machine-made (never over staff text). */
  async function fill(items: SourceText[], onStep?: (n: { done: number; filled: number; failed: number }) => void) {
    const langs = await sources.targetLanguages();
    let done = 0;
    let filled = 0;
    let failed = 0;
    for (const lang of langs) {
      const have = await sources.existingKeys(lang);
      const missing = items.filter((s) => !have.has(`${s.entity}:${s.entityId}:${s.field}`));
      done += items.length - missing.length;
      for (let start = 0; start < missing.length; start += BATCH) {
        const batch = missing.slice(start, start + BATCH);
        const res = await translateMany(
          batch.map((b) => b.text),
          'vi',
          lang,
        );
        if (res.error) {
          failed += batch.length;
        } else {
          for (const { item: b, text } of pairUp(batch, res.texts)) {
            if (await content.insertMachineIfMissing({ entity: b.entity, entityId: b.entityId, field: b.field, language: lang, text })) filled += 1;
          }
        }
        done += batch.length;
        onStep?.({ done, filled, failed });
        if (res.error) break;
      }
      if (failed > 0) break;
    }
    // Diners' cached menus must pick up the new texts.
    if (filled > 0) await deps.menuCache.markChanged();
    return { done, filled, failed, error: failed > 0 ? PROVIDER_FAILED : (null as string | null) };
  }

  return {
    provider,
    translateMany,

    async translate(input: { text: string; source?: string; target: string }) {
      const res = await translateMany([input.text], input.source ?? 'auto', input.target);
      return { translatedText: res.texts[0] ?? input.text, cached: res.fromCache > 0, error: res.error };
    },

    async languages(): Promise<{ languages: { code: string; name: string }[]; error: string | null }> {
      const p = await provider();
      if (!p) return { languages: [], error: null };
      try {
        return { languages: await p.languages(), error: null };
      } catch {
        return { languages: [], error: LANGUAGES_FAILED };
      }
    },

    /** After a dish/category/restaurant save: fill its missing translations without blocking the save. */
    fillEntityInBackground(entity: SourceText['entity'], entityId: number): void {
      void (async () => {
        if (!(await provider())) return;
        const items = await sources.all({ entity, entityId });
        const res = await fill(items);
        if (res.filled > 0) ctx.log.info({ entity, entityId, filled: res.filled }, 'machine translations added');
      })().catch((err: unknown) => ctx.log.warn({ err }, 'background translation failed'));
    },

    /** "Translate all missing": one job at a time, progress readable while it runs. */
    async startFillAll(): Promise<FillJob> {
      if (job.running) return job;
      const items = await sources.all();
      const langs = await sources.targetLanguages();
      job = {
        running: true,
        total: items.length * langs.length,
        done: 0,
        filled: 0,
        failed: 0,
        error: null,
        startedAt: new Date().toISOString(),
        finishedAt: null,
      };
      const current = job;
      void fill(items, (p) => Object.assign(current, p))
        .then((r) => Object.assign(current, { ...r, running: false, finishedAt: new Date().toISOString() }))
        .catch((err: unknown) => Object.assign(current, { running: false, error: String(err), finishedAt: new Date().toISOString() }));
      return job;
    },

    fillJob(): FillJob {
      return job;
    },

    /** For tests and callers that want to wait. */
    fillNow(items?: SourceText[]) {
      return (async () => fill(items ?? (await sources.all())))();
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
