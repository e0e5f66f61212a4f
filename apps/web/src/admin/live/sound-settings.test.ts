import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS, normalizeVolume, parseSoundSettings } from './sound-settings';

describe('parseSoundSettings', () => {
  it('defaults to enabled at volume 0.7', () => {
    expect(DEFAULT_SOUND_SETTINGS).toMatchObject({ enabled: true, volume: 0.7 });
    expect(parseSoundSettings(null)).toEqual({ enabled: true, volume: 0.7, lastChanged: '' });
  });

  it('reads stored settings', () => {
    const raw = JSON.stringify({ enabled: false, volume: 0.3, lastChanged: '2024-05-01T10:00:00.000Z' });
    expect(parseSoundSettings(raw)).toEqual({ enabled: false, volume: 0.3, lastChanged: '2024-05-01T10:00:00.000Z' });
  });

  it('survives broken or foreign values', () => {
    expect(parseSoundSettings('not json')).toEqual(parseSoundSettings(null));
    expect(parseSoundSettings('null')).toEqual(parseSoundSettings(null));
    expect(parseSoundSettings(JSON.stringify({ enabled: 'yes', volume: 'loud' }))).toMatchObject({ enabled: true, volume: 0.7 });
  });
});

describe('normalizeVolume', () => {
  it('clamps to 0..1 and keeps the 0.1 grid', () => {
    expect(normalizeVolume(1.7)).toBe(1);
    expect(normalizeVolume(-2)).toBe(0);
    expect(normalizeVolume(0.1 + 0.2)).toBe(0.3);
    expect(normalizeVolume('0.44')).toBe(0.4);
    expect(normalizeVolume(Number.NaN)).toBe(0.7);
  });
});
