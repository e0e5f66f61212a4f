import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { coalescedNotifyPool } from './coalesced-notify.js';

/** The pool the hub's adapter publishes through: one statement per turn, every notification delivered in order. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('broadcasts sent together to PostgreSQL', () => {
  let pool: pg.Pool;
  let listener: pg.Client;
  const heard: string[] = [];
  const statements: string[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    // Counts what reaches the real pool.
    (pool as unknown as { query: typeof query }).query = (text: string, values?: unknown[]) => {
      statements.push(text);
      return query(text, values);
    };
    listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    listener.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
    await listener.query('LISTEN "coalesce-a"');
    await listener.query('LISTEN "coalesce-b"');
  });
  afterAll(async () => {
    await listener.end();
    await pool.end();
  });

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
  };

  it('sends the notifications of one turn in one statement, and listeners get each in order', async () => {
    const adapterPool = coalescedNotifyPool(pool);
    statements.length = 0;
    const sent = Array.from({ length: 40 }, (_, i) => adapterPool.query('SELECT pg_notify($1, $2)', [i % 2 ? 'coalesce-b' : 'coalesce-a', `event ${i}`]));
    await Promise.all(sent);
    expect(statements).toHaveLength(1);
    await until(() => heard.length >= 40);
    expect(heard).toEqual(Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'coalesce-b' : 'coalesce-a'}:event ${i}`));
  });

  it('passes every other statement through, and a failed statement fails the broadcasts it carried', async () => {
    const adapterPool = coalescedNotifyPool(pool);
    statements.length = 0;
    const r = (await adapterPool.query('SELECT 1 + 1 AS two')) as pg.QueryResult<{ two: number }>;
    expect(r.rows[0]!.two).toBe(2);
    // A payload over PostgreSQL's 8000-byte limit fails; the adapter sends such events as attachments instead.
    const failing = adapterPool.query('SELECT pg_notify($1, $2)', ['coalesce-a', 'x'.repeat(9000)]);
    await expect(failing).rejects.toThrow();
    expect(statements).toEqual(['SELECT 1 + 1 AS two', 'SELECT pg_notify($1, $2)']);
  });
});
