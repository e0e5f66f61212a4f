import type { Insertable, Selectable } from 'kysely';
import type { Station } from '@app/contract';
import type { Db } from '../../db/database.js';
import type { PrintJobsTable } from '../../db/schema.js';

export type PrintJobRow = Selectable<PrintJobsTable>;

export function createPrintQueueRepo(db: Db) {
  return {
    async enqueue(values: Insertable<PrintJobsTable>[]): Promise<PrintJobRow[]> {
      if (values.length === 0) return [];
      return db.insertInto('print_jobs').values(values).returningAll().execute();
    },

    due(now: string, limit: number) {
      return db
        .selectFrom('print_jobs')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Takes a job for one send. The conditional update is atomic on both databases, so when
     * several instances poll the same queue only one of them prints a ticket.
     */
    async claim(id: number, now: string, until: string): Promise<boolean> {
      const res = await db
        .updateTable('print_jobs')
        .set({ claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async markPrinted(job: PrintJobRow, now: string) {
      await db
        .updateTable('print_jobs')
        .set({ status: 'printed', printed_at: now, attempts: job.attempts + 1, claimed_until: null, last_error: '' })
        .where('id', '=', job.id)
        .execute();
    },

    async markFailed(job: PrintJobRow, error: string, nextAttemptAt: string, final: boolean) {
      await db
        .updateTable('print_jobs')
        .set({
          status: final ? 'failed' : 'pending',
          attempts: job.attempts + 1,
          last_error: error.slice(0, 500),
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
        })
        .where('id', '=', job.id)
        .execute();
    },

    /** The order's jobs at one station, oldest first. */
    ofOrder(orderId: number, station: Station) {
      return db.selectFrom('print_jobs').selectAll().where('order_id', '=', orderId).where('station', '=', station).orderBy('id').execute();
    },

    /**
     * Rewrites a ticket not sent yet; false when a worker holds the job or it was printed (the
     * same condition as `claim`, so a ticket is either rewritten before its send or not at all).
     */
    async rewritePending(id: number, ticket: string, now: string): Promise<boolean> {
      const res = await db
        .updateTable('print_jobs')
        .set({ ticket })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    find(id: number) {
      return db.selectFrom('print_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; `problems` keeps the jobs not printed yet that already failed at least once. */
    list(opts: { problems: boolean; limit: number }) {
      let q = db.selectFrom('print_jobs').selectAll();
      if (opts.problems) q = q.where('status', '!=', 'printed').where('last_error', '!=', '');
      return q.orderBy('id', 'desc').limit(opts.limit).execute();
    },
  };
}
