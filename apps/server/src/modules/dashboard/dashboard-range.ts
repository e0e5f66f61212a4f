import { AppError } from '../../errors/app-error.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;
export const MAX_RANGE_DAYS = 366;

export interface DashboardRange {
  /** Inclusive start and exclusive end, ISO UTC, comparable with stored timestamps. */
  from: string;
  toExclusive: string;
  granularity: 'hour' | 'day';
  /** Local bucket label of an instant. */
  bucketOf(iso: string): string;
  /** Every bucket of the range, in order, so charts have no gaps. */
  buckets(): string[];
}

/**
 * The dashboard's date range. Full ISO instants are used as they are (end inclusive); bare
 * dates are whole local days, local meaning UTC shifted by tzOffsetMinutes (the browser's
 * getTimezoneOffset()). Both default to today.
 */
export function resolveRange(q: { startDate?: string; endDate?: string; tzOffsetMinutes: number }): DashboardRange {
  const off = q.tzOffsetMinutes * 60_000;
  const today = new Date(Date.now() - off).toISOString().slice(0, 10);
  const startRaw = q.startDate ?? today;
  const endRaw = q.endDate ?? today;
  const start = DATE_ONLY.test(startRaw) ? Date.parse(`${startRaw}T00:00:00.000Z`) + off : Date.parse(startRaw);
  const end = DATE_ONLY.test(endRaw) ? Date.parse(`${endRaw}T00:00:00.000Z`) + DAY + off : Date.parse(endRaw) + 1;
  if (!(end > start)) throw new AppError('VALIDATION', 'dashboard.endBeforeStart');
  if (end - start > MAX_RANGE_DAYS * DAY) throw new AppError('VALIDATION', 'dashboard.rangeTooLong', { days: MAX_RANGE_DAYS });
  const granularity = end - start <= DAY ? 'hour' : 'day';
  const bucketOf = (iso: string) => {
    const local = new Date(Date.parse(iso) - off).toISOString();
    return granularity === 'hour' ? `${local.slice(0, 13)}:00` : local.slice(0, 10);
  };
  return {
    from: new Date(start).toISOString(),
    toExclusive: new Date(end).toISOString(),
    granularity,
    bucketOf,
    buckets() {
      const step = granularity === 'hour' ? 3_600_000 : DAY;
      const out: string[] = [];
      for (let t = start; t < end; t += step) {
        const b = bucketOf(new Date(t).toISOString());
        if (out[out.length - 1] !== b) out.push(b);
      }
      const last = bucketOf(new Date(end - 1).toISOString());
      if (out[out.length - 1] !== last) out.push(last);
      return out;
    },
  };
}
