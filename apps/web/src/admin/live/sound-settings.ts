/**
 * Notification sound settings, kept on this device (localStorage key
 * `notificationSoundSettings` = { enabled, volume, lastChanged }). Default: on, volume 0.7.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/i18n';

export const SOUND_SETTINGS_KEY = 'notificationSoundSettings';
export const VOLUME_STEP = 0.1;

export interface SoundSettings {
  enabled: boolean;
  /** 0 to 1 in steps of 0.1. */
  volume: number;
  /** ISO time of the last change. */
  lastChanged: string;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { enabled: true, volume: 0.7, lastChanged: '' };

/** Clamps to 0..1 and rounds to the 0.1 grid (floating sums like 0.30000000000000004 included). */
export function normalizeVolume(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return DEFAULT_SOUND_SETTINGS.volume;
  return Math.round(Math.min(1, Math.max(0, n)) * 10) / 10;
}

/** Whatever is stored (missing, broken JSON, old shapes) becomes valid settings. */
export function parseSoundSettings(raw: string | null): SoundSettings {
  if (!raw) return { ...DEFAULT_SOUND_SETTINGS };
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SoundSettings, unknown>> | null;
    if (!value || typeof value !== 'object') return { ...DEFAULT_SOUND_SETTINGS };
    return {
      enabled: typeof value.enabled === 'boolean' ? value.enabled : DEFAULT_SOUND_SETTINGS.enabled,
      volume: value.volume === undefined ? DEFAULT_SOUND_SETTINGS.volume : normalizeVolume(value.volume),
      lastChanged: typeof value.lastChanged === 'string' ? value.lastChanged : '',
    };
  } catch {
    return { ...DEFAULT_SOUND_SETTINGS };
  }
}

const listeners = new Set<() => void>();
let current: SoundSettings | null = null;

export function getSoundSettings(): SoundSettings {
  current ??= parseSoundSettings(readStored(SOUND_SETTINGS_KEY));
  return current;
}

export function updateSoundSettings(patch: Partial<Pick<SoundSettings, 'enabled' | 'volume'>>, now = new Date()): SoundSettings {
  const prev = getSoundSettings();
  current = {
    enabled: patch.enabled ?? prev.enabled,
    volume: patch.volume === undefined ? prev.volume : normalizeVolume(patch.volume),
    lastChanged: now.toISOString(),
  };
  writeStored(SOUND_SETTINGS_KEY, JSON.stringify(current));
  for (const l of listeners) l();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the settings: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== SOUND_SETTINGS_KEY) return;
    current = parseSoundSettings(e.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, getSoundSettings);
}
