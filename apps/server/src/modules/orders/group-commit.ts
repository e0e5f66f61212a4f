/**
 * Group commit. Orders that arrive while an earlier group is being written wait, and are written
 * together by the next write: one transaction, one statement per table written to, whatever the
 * number of orders and tables. A lone order is written at the end of the event loop's turn that
 * brought it, so nothing waits that would not have waited for a connection or a lock anyway;
 * under load the groups grow and the statements (each a round trip to PostgreSQL, each a
 * compiled query on SQLite) per order shrink.
 *
 * `write` decides every item of a group and answers one result per item, in order. When it throws
 * (a database error, e.g. a unique key another instance wrote first), each item of that group is
 * written again on its own, so one order's failure never fails the orders placed with it.
 */

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<T> {
  /** What an item weighs against `maxWeight` (e.g. its lines: a group's inserts must stay under the databases' parameter limits). */
  weightOf: (item: T) => number;
  maxWeight: number;
}

export function createGroupCommit<T, R>(write: (items: T[]) => Promise<Settled<R>[]>, opts: GroupCommitOptions<T>) {
  const queue: Waiting<T, R>[] = [];
  let writing = false;

  function settle(waiting: Waiting<T, R>, result: Settled<R> | undefined): void {
    if (!result) waiting.reject(new Error('no result for an item of the group'));
    else if (result.ok) waiting.resolve(result.value);
    else waiting.reject(result.error);
  }

  /** The longest run of waiting items within the weight limit (at least one). */
  function takeGroup(): Waiting<T, R>[] {
    let weight = 0;
    let n = 0;
    while (n < queue.length) {
      weight += opts.weightOf(queue[n]!.item);
      if (n > 0 && weight > opts.maxWeight) break;
      n += 1;
    }
    return queue.splice(0, n);
  }

  async function writeGroup(group: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await write(group.map((w) => w.item));
      group.forEach((w, i) => settle(w, results[i]));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const w of group) await writeGroup([w]);
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await writeGroup(takeGroup());
    } finally {
      writing = false;
    }
  }

  return {
    /** Resolves with the item's result once the group holding it is committed. */
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        // At the end of this turn of the event loop, once every request read in it has reached
        // here: with SQLite a write never waits for the network, so without this pause the
        // requests of one turn would each get a transaction of their own.
        setImmediate(() => void drain());
      });
    },
  };
}
