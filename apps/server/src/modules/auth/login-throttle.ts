/**
 * At most `limit` failed sign-ins per key in a sliding window (SPEC: 10 per 15 minutes
 * per username and per IP). Only failures count: a restaurant's staff often share one
 * public IP, and a correct password must not lock colleagues out. Kept per instance.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(keys: string[]): boolean {
    return keys.some((k) => this.recent(k).length >= this.limit);
  }

  recordFailure(keys: string[]): void {
    const t = this.now();
    for (const k of keys) this.failures.set(k, [...this.recent(k), t]);
    if (this.failures.size > 10000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const t = this.now();
    return (this.failures.get(key) ?? []).filter((at) => t - at < this.windowMs);
  }

  private prune(): void {
    for (const k of [...this.failures.keys()]) if (this.recent(k).length === 0) this.failures.delete(k);
  }
}
