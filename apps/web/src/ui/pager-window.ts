export type PagerItem = number | '...';

/**
 * Page numbers to show: always the first and last page and the current page ±2,
 * with '...' for skipped runs. A run of exactly one page is shown as that page,
 * since '...' would take the same room and hide a reachable number.
 */
export function pagerWindow(current: number, total: number, radius = 2): PagerItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);

  const shown = new Set<number>([1, last]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= last) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push('...');
    items.push(p);
    previous = p;
  }
  return items;
}
