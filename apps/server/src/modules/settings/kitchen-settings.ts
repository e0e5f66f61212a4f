import { kitchenSettingsSchema, type KitchenSettings, type UpdateKitchenSettings } from '@app/contract';
import type { Db } from '../../db/database.js';
import { createSettingsRepo } from './settings.repo.js';

/** Kitchen settings live in the settings table under their own keys, JSON-encoded like the others. */
const KEYS: Record<keyof KitchenSettings, string> = {
  autoOrderFlow: 'kitchen.autoOrderFlow',
  thresholds: 'kitchen.thresholds',
  printers: 'kitchen.printers',
};

/**
 * Read fresh each time (one small query): the order flow reads it inside its transaction, so a
 * manager turning automatic moves off takes effect on the very next tick.
 */
export async function loadKitchenSettings(db: Db): Promise<KitchenSettings> {
  const raw = await createSettingsRepo(db).all();
  const parsed: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(KEYS)) {
    if (raw[key] === undefined) continue;
    try {
      parsed[field] = JSON.parse(raw[key]);
    } catch {
      // A broken stored value falls back to the default rather than stopping the kitchen.
    }
  }
  const result = kitchenSettingsSchema.safeParse(parsed);
  return result.success ? result.data : kitchenSettingsSchema.parse({});
}

/** How long another instance's printer change may take to reach this one's ticket queue. */
const CACHE_MS = 5000;
const cached = new WeakMap<Db, { value: KitchenSettings; at: number }>();

/**
 * The same settings kept a few seconds in memory, for the ticket queue after every order (the
 * order path stays free of this read); a change made through this instance applies at once.
 */
export async function loadKitchenSettingsCached(db: Db): Promise<KitchenSettings> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = await loadKitchenSettings(db);
  cached.set(db, { value, at: Date.now() });
  return value;
}

export async function saveKitchenSettings(db: Db, patch: UpdateKitchenSettings): Promise<KitchenSettings> {
  cached.delete(db);
  const repo = createSettingsRepo(db);
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) await repo.put(KEYS[field as keyof KitchenSettings], JSON.stringify(value));
  }
  const saved = await loadKitchenSettings(db);
  cached.delete(db);
  return saved;
}
