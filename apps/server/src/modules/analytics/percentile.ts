/**
 * The p-th percentile (0..1) with linear interpolation between the two nearest ranks, as
 * spreadsheets' PERCENTILE.INC does: the median of 4, 6, 8, 20 is 7, its 90th percentile 16.4.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * p;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (pos - lower);
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;
