import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { createTablesRepo, type TableRow } from './tables.repo.js';

/**
 * Table sessions: diners see only the orders placed since their table's
 * session_started_at, so the next guests never see the previous guests' orders.
 *
 * Rule: a session ends when nothing is open on the table any more (every order of the session
 * is paid or cancelled) and either the last open order has just been PAID (the guests settled
 * up; the table becomes free) or staff set the table FREE ('trống'). Cancelling the last open
 * order alone does not end it: the same guests may still be seated and order again.
 *
 * The new session starts strictly after the table's latest order, so no order can belong
 * to two sessions even when payment and the order share a millisecond.
 */
export async function endSessionIfSettled(db: Db, dialect: Dialect, table: TableRow, reason: 'paid' | 'freed'): Promise<boolean> {
  const repo = createTablesRepo(db, dialect);
  if ((await repo.openSessionOrderCount(table)) > 0) return false;
  const now = nowIso();
  const latest = await repo.latestOrderAt(table.id);
  const start = latest && latest >= now ? new Date(Date.parse(latest) + 1).toISOString() : now;
  await repo.update(table.id, { session_started_at: start, ...(reason === 'paid' ? { status: 'trống' } : {}) });
  return true;
}
