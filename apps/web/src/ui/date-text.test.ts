import { describe, expect, it } from 'vitest';
import { dayTextToIso, isoToDayText, joinDateTime, splitDateTime, timeTextToTime } from './date-text';

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

describe('time text (24-hour HH:mm)', () => {
  it('reads hours and minutes, refusing what is not a time of day', () => {
    expect(timeTextToTime('9:05')).toBe('09:05');
    expect(timeTextToTime('23:59')).toBe('23:59');
    expect(timeTextToTime('')).toBe('');
    expect(timeTextToTime('24:00')).toBeNull();
    expect(timeTextToTime('7:5')).toBeNull();
    expect(timeTextToTime('7 PM')).toBeNull();
  });

  it('splits and joins a local date-time', () => {
    expect(splitDateTime('2026-03-07T18:30')).toEqual({ day: '2026-03-07', time: '18:30' });
    expect(splitDateTime('')).toEqual({ day: '', time: '' });
    expect(joinDateTime('2026-03-07', '18:30')).toBe('2026-03-07T18:30');
    expect(joinDateTime('2026-03-07', '')).toBe('2026-03-07T00:00');
    expect(joinDateTime('', '18:30')).toBe('');
  });
});
