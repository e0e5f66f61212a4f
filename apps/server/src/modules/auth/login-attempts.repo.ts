import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Attempt counters in the database, so every instance sees the same numbers. Each hit is
 * one upsert: concurrent sign-ins on the same key are serialised by its row, and the count
 * each of them gets back is exact.
 */
export function createLoginAttemptsRepo(db: Db) {
  return {
    /**
     * Counts one attempt on each key, in one transaction: the first row stays locked until all
     * are counted, so concurrent attempts see the keys in the same order and get exact counts.
     */
    hitAll(keys: string[], now: number, windowMs: number): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        const counts: number[] = [];
        for (const key of keys) counts.push(await hit(trx, key, now, windowMs));
        return counts;
      });
    },
    /** Takes one attempt back (a successful sign-in does not count against a shared IP). */
    async undo(key: string): Promise<void> {
      await db
        .updateTable('login_attempts')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },
    async forget(key: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('key', '=', key).execute();
    },
    async pruneBefore(cutoff: number): Promise<void> {
      await db.deleteFrom('login_attempts').where('window_started_at', '<=', cutoff).execute();
    },
  };
}
export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;

/** Counts one attempt on the key and returns the count within the current window. */
async function hit(db: Db, key: string, now: number, windowMs: number): Promise<number> {
  const expired = sql<boolean>`login_attempts.window_started_at <= ${now - windowMs}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_attempts.count + 1 END`,
        window_started_at: sql<number>`CASE WHEN ${expired} THEN ${now} ELSE login_attempts.window_started_at END`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
