import type { OrderStatus } from '@app/contract';

export const HISTORY_PAGE_SIZE = 10;
/** Days shown when the page opens: today and the six before it. */
export const DEFAULT_RANGE_DAYS = 7;
/** The server never deletes orders younger than this (contract orderHistoryCleanupSchema). */
export const CLEANUP_MIN_DAYS = 30;
export const CLEANUP_MAX_DAYS = 3650;
export const CLEANUP_DEFAULT_DAYS = 90;

export const HISTORY_STATUSES = ['all', 'pending', 'confirmed', 'preparing', 'completed', 'cancelled', 'paid'] as const;
export type HistoryStatus = 'all' | OrderStatus;

export interface HistoryFilters {
  /** Local calendar days 'YYYY-MM-DD' (date inputs), '' when unset. */
  from: string;
  to: string;
  tableNumber: string;
  status: HistoryStatus;
  text: string;
}

/** The filter body shared by search and export (contract orderHistoryFilterSchema), as sent. */
export interface HistoryFilterBody {
  from?: string;
  to?: string;
  tableNumber?: string;
  status: HistoryStatus;
  text?: string;
}

/** 'YYYY-MM-DD' of a moment in the browser's time zone. */
export function localDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function defaultFilters(now = new Date()): HistoryFilters {
  const from = new Date(now);
  from.setDate(from.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return { from: localDay(from), to: localDay(now), tableNumber: '', status: 'all', text: '' };
}

function instant(day: string, time: string): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${time}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Local days become instants: the start of the first day and the last millisecond of the last. */
export function filterBody(f: HistoryFilters): HistoryFilterBody {
  return {
    from: instant(f.from, '00:00:00'),
    to: instant(f.to, '23:59:59.999'),
    tableNumber: f.tableNumber.trim() || undefined,
    status: f.status,
    text: f.text.trim() || undefined,
  };
}

/**
 * The download's name: the server's Content-Disposition (RFC 6266, `filename*` preferred),
 * else `orders-YYYY-MM-DD.csv`.
 */
export function csvFileName(disposition: string | null, now = new Date()): string {
  const fallback = `orders-${localDay(now)}.csv`;
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  let name = '';
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = '';
    }
  }
  if (!name) name = plain?.[1] ?? plain?.[2] ?? '';
  // Only the last path segment, never a hidden file: a name cannot pick a folder.
  name = (name.split(/[\\/]/).pop() ?? '').replace(/^\.+/, '').trim();
  return name || fallback;
}
