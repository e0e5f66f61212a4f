import type { LoginAttemptsRepo } from './login-attempts.repo.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * At most `limit` sign-in attempts per user name + IP pair and per IP in a 15-minute window.
 * An attempt is counted before the password is hashed, so concurrent guesses cannot slip past
 * the limit while earlier ones are still being checked. The account itself is never locked: the
 * right password from another address still works. Successful sign-ins are taken back off the
 * IP's count, since a restaurant's staff often share one public address.
 */
export class LoginThrottle {
  private hits = 0;

  constructor(
    private readonly repo: LoginAttemptsRepo,
    private readonly limit = 10,
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static keys(username: string, ip: string) {
    return { ip: `ip:${ip}`, pair: `pair:${ip}|${username}` };
  }

  /** Counts the attempt; false when it is over the limit and must not be checked at all. */
  async admit(username: string, ip: string): Promise<boolean> {
    const keys = LoginThrottle.keys(username, ip);
    const now = this.now();
    const [ipCount = 0, pairCount = 0] = await this.repo.hitAll([keys.ip, keys.pair], now, this.windowMs);
    // Rows of finished windows are cleared now and then, not on every attempt.
    if (++this.hits % 500 === 0) await this.repo.pruneBefore(now - this.windowMs);
    return ipCount <= this.limit && pairCount <= this.limit;
  }

  async succeeded(username: string, ip: string): Promise<void> {
    const keys = LoginThrottle.keys(username, ip);
    await this.repo.forget(keys.pair);
    await this.repo.undo(keys.ip);
  }
}
