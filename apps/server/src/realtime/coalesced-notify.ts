import type pg from 'pg';

/** The statement the Socket.IO PostgreSQL adapter sends for every broadcast. */
const NOTIFY = 'SELECT pg_notify($1, $2)';
/** Notifications sent in one statement at most (two parameters each, far under PostgreSQL's 65,535). */
const MAX_PER_STATEMENT = 500;

interface Waiting {
  channel: string;
  payload: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * The pool as the Socket.IO adapter sees it: the broadcasts published within one turn of the event
 * loop (a placed order publishes three) go to PostgreSQL as one statement instead of one round trip
 * each, which on a busy evening is most of the statements the server sends. Everything else goes
 * to the pool unchanged. Listeners receive them in the order they were published; one statement is
 * one transaction, so of identical broadcasts within it (same channel and payload, which the
 * adapter only sends for identical events to identical rooms) listeners get one.
 */
export function coalescedNotifyPool(pool: pg.Pool): pg.Pool {
  const waiting: Waiting[] = [];

  function flush(): void {
    const batch = waiting.splice(0, MAX_PER_STATEMENT);
    if (waiting.length > 0) setImmediate(flush);
    const text = `SELECT ${batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`;
    pool
      .query(
        text,
        batch.flatMap((w) => [w.channel, w.payload]),
      )
      .then(
        () => batch.forEach((w) => w.resolve()),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      );
  }

  function notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ channel, payload, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
  }

  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: unknown, values?: unknown) => {
          if (text === NOTIFY && Array.isArray(values) && values.length === 2) return notify(String(values[0]), String(values[1]));
          return target.query(text as string, values as unknown[]);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
