import type { TableStatus } from '@app/contract';
import type { BadgeTone } from '../../../ui/Badge';

export const STATUS_TONE: Record<TableStatus, BadgeTone> = {
  trống: 'success',
  'đang-sử-dụng': 'warning',
  'đã-đặt': 'purple',
  'không khả dụng': 'neutral',
};

/** Catalog key of a status: the stored values contain spaces and dashes. */
export const STATUS_KEY: Record<TableStatus, string> = {
  trống: 'free',
  'đang-sử-dụng': 'inUse',
  'đã-đặt': 'reserved',
  'không khả dụng': 'unavailable',
};

export function statusKey(status: string): string {
  return STATUS_KEY[status as TableStatus] ?? 'unknown';
}

export function statusTone(status: string): BadgeTone {
  return STATUS_TONE[status as TableStatus] ?? 'neutral';
}
