import type { AppContext } from '../../context.js';
import { userRoom } from '../../realtime/publisher.js';
import { createUsersRepo } from '../users/users.repo.js';
import { createAuthRepo } from './auth.repo.js';

/**
 * Ends every session of a user at once: outstanding access tokens stop working (the epoch
 * they carry is now old), refresh families are revoked, and open sockets are dropped on every
 * instance. Used when a password, role or account changes; the caller may then issue a fresh
 * session for the person who made the change.
 */
export async function endAllSessions(ctx: AppContext, userId: number): Promise<void> {
  await createUsersRepo(ctx.db).bumpSessionEpoch(userId);
  await createAuthRepo(ctx.db, ctx.dialect).revokeAllForUser(userId);
  dropSockets(ctx, userId);
}

/**
 * Drops a user's open sockets so they reconnect and are checked again at the handshake
 * (role rooms follow the account as it is now; an ended session gets no staff room).
 */
export function dropSockets(ctx: AppContext, userId: number): void {
  ctx.events.disconnectRoom(userRoom(userId));
}
