/**
 * Remembers event ids for a while so the same notification never rings twice ( * duplicates ignored for 5 minutes), e.g. after a reconnect or when two rooms deliver it.
 */
export const DUPLICATE_WINDOW_MS = 5 * 60_000;

export interface RecentIds {
  /** True the first time an id is seen within the window; false for a repeat. */
  firstSeen(id: string, now?: number): boolean;
  size(): number;
}

export function createRecentIds(windowMs = DUPLICATE_WINDOW_MS): RecentIds {
  const seen = new Map<string, number>();
  const prune = (now: number) => {
    for (const [id, at] of seen) {
      if (now - at < windowMs) break; // insertion order = time order
      seen.delete(id);
    }
  };
  return {
    firstSeen(id, now = Date.now()) {
      prune(now);
      if (seen.has(id)) return false;
      seen.set(id, now);
      return true;
    },
    size: () => seen.size,
  };
}
