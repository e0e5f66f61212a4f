import { describe, expect, it } from 'vitest';
import { dayTextToIso, isoToDayText } from './date-text';

describe('day text (dd/mm/yyyy)', () => {
  it('writes ISO days the Vietnamese way', () => {
    expect(isoToDayText('2026-03-07')).toBe('07/03/2026');
    expect(isoToDayText('')).toBe('');
    expect(isoToDayText('07/03/2026')).toBe('');
  });

  it('reads day first, with or without leading zeros', () => {
    expect(dayTextToIso('07/03/2026')).toBe('2026-03-07');
    expect(dayTextToIso('7/3/2026')).toBe('2026-03-07');
    expect(dayTextToIso(' 31.12.2025 ')).toBe('2025-12-31');
    expect(dayTextToIso('12/31/2025')).toBeNull(); // month first is not a day here
  });

  it('refuses days that do not exist and half-typed text', () => {
    expect(dayTextToIso('29/02/2025')).toBeNull();
    expect(dayTextToIso('29/02/2024')).toBe('2024-02-29');
    expect(dayTextToIso('00/01/2026')).toBeNull();
    expect(dayTextToIso('07/03/26')).toBeNull();
    expect(dayTextToIso('')).toBeNull();
  });
});
