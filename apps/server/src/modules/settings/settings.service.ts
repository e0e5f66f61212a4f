import { restaurantSettingsSchema, type PublicSettings, type RestaurantSettings } from '@app/contract';
import type { AppContext } from '../../context.js';
import { createSettingsRepo } from './settings.repo.js';

// The schema lives in the contract so the settings form validates the same way.
export { restaurantSettingsSchema, type RestaurantSettings };

export function createSettingsService(ctx: AppContext) {
  const repo = createSettingsRepo(ctx.db);
  let cache: { value: RestaurantSettings; at: number } | undefined;
  // Settings are read on hot paths (every diner order); a short cache keeps that free.
  const TTL_MS = 2000;

  async function load(): Promise<RestaurantSettings> {
    const raw = await repo.all();
    const parsed: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      try {
        parsed[k] = JSON.parse(v);
      } catch {
        parsed[k] = v;
      }
    }
    const env = ctx.config.translate;
    if (env.provider && parsed.translationProvider === undefined) parsed.translationProvider = env.provider;
    if (env.url && parsed.translationUrl === undefined) parsed.translationUrl = env.url;
    if (env.apiKey && parsed.translationApiKey === undefined) parsed.translationApiKey = env.apiKey;
    return restaurantSettingsSchema.parse(parsed);
  }

  async function get(): Promise<RestaurantSettings> {
    if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
    const value = await load();
    cache = { value, at: Date.now() };
    return value;
  }

  return {
    get,
    /** What the table page may know: whether ordering needs the table's key, its default language, the currency. */
    async publicView(): Promise<PublicSettings> {
      const s = await get();
      return { requireTableKey: s.requireTableKey, dinerDefaultLanguage: s.dinerDefaultLanguage, currency: s.currency };
    },
    async update(patch: Partial<RestaurantSettings>): Promise<RestaurantSettings> {
      const next = restaurantSettingsSchema.parse({ ...(await load()), ...patch });
      for (const [k, v] of Object.entries(patch)) {
        if (v !== undefined) await repo.put(k, JSON.stringify((next as Record<string, unknown>)[k]));
      }
      cache = undefined;
      return next;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
