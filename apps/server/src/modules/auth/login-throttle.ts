/**
 * At most `limit` failed-or-not login attempts per key in a sliding window
 * (SPEC: 10 per 15 minutes per username and per IP). Kept in memory per instance.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt for every key; returns false when any key is over the limit. */
  tryAcquire(keys: string[]): boolean {
    const t = this.now();
    const lists = keys.map((k) => {
      const recent = (this.attempts.get(k) ?? []).filter((at) => t - at < this.windowMs);
      this.attempts.set(k, recent);
      return recent;
    });
    if (lists.some((l) => l.length >= this.limit)) return false;
    for (const l of lists) l.push(t);
    if (this.attempts.size > 10000) this.prune(t);
    return true;
  }

  private prune(t: number): void {
    for (const [k, list] of this.attempts) {
      if (list.every((at) => t - at >= this.windowMs)) this.attempts.delete(k);
    }
  }
}
