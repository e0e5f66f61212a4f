import { describe, expect, it } from 'vitest';
import { elapsedParts, minutesSince, waitLevel } from './elapsed';

describe('minutesSince', () => {
  const now = Date.parse('2024-05-01T12:00:00.000Z');
  it('counts whole minutes', () => {
    expect(minutesSince('2024-05-01T11:59:30.000Z', now)).toBe(0);
    expect(minutesSince('2024-05-01T11:55:00.000Z', now)).toBe(5);
    expect(minutesSince('2024-05-01T10:29:59.000Z', now)).toBe(90);
  });
  it('never goes negative and ignores bad input', () => {
    expect(minutesSince('2024-05-01T12:03:00.000Z', now)).toBe(0);
    expect(minutesSince('nonsense', now)).toBe(0);
  });
});

describe('elapsedParts', () => {
  it('splits into just now, minutes and hours', () => {
    expect(elapsedParts(0)).toEqual({ unit: 'justNow', hours: 0, minutes: 0 });
    expect(elapsedParts(7)).toEqual({ unit: 'minutes', hours: 0, minutes: 7 });
    expect(elapsedParts(59)).toEqual({ unit: 'minutes', hours: 0, minutes: 59 });
    expect(elapsedParts(135)).toEqual({ unit: 'hours', hours: 2, minutes: 15 });
  });
});

describe('waitLevel', () => {
  it('marks dishes waiting 15 and 25 minutes', () => {
    expect(waitLevel(14)).toBe('ok');
    expect(waitLevel(15)).toBe('late');
    expect(waitLevel(25)).toBe('veryLate');
  });
});
