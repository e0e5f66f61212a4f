/** How long ago something happened, for dish waiting times and call lists. */

/** Whole minutes from `since` to `now` (never negative: a clock a little ahead reads as 0). */
export function minutesSince(since: string | number | Date, now: number): number {
  const t = since instanceof Date ? since.getTime() : typeof since === 'number' ? since : Date.parse(since);
  if (!Number.isFinite(t)) return 0;
  return Math.max(0, Math.floor((now - t) / 60_000));
}

export interface ElapsedParts {
  /** 'justNow' under a minute, 'minutes' under an hour, else 'hours'. */
  unit: 'justNow' | 'minutes' | 'hours';
  hours: number;
  minutes: number;
}

export function elapsedParts(totalMinutes: number): ElapsedParts {
  const m = Math.max(0, Math.floor(totalMinutes));
  if (m < 1) return { unit: 'justNow', hours: 0, minutes: 0 };
  if (m < 60) return { unit: 'minutes', hours: 0, minutes: m };
  return { unit: 'hours', hours: Math.floor(m / 60), minutes: m % 60 };
}

/** Waiting-time level of a dish: the board colours late dishes. */
export function waitLevel(totalMinutes: number): 'ok' | 'late' | 'veryLate' {
  if (totalMinutes >= 25) return 'veryLate';
  if (totalMinutes >= 15) return 'late';
  return 'ok';
}
