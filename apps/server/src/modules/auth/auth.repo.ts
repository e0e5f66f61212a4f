import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../db/database.js';

/** Refresh-token families and password-reset tokens; only hashes are stored. */
export function createAuthRepo(db: Db, dialect: Dialect) {
  return {
    insertRefresh(row: { userId: number; familyId: string; tokenHash: string; expiresAt: string }) {
      return db
        .insertInto('refresh_tokens')
        .values({ user_id: row.userId, family_id: row.familyId, token_hash: row.tokenHash, expires_at: row.expiresAt, created_at: nowIso() })
        .execute();
    },
    findRefresh(tokenHash: string) {
      return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /**
     * The token's row, locked until the transaction ends on PostgreSQL (SQLite runs one write
     * transaction at a time), so two uses of one token are decided one after the other.
     */
    findRefreshForUpdate(tokenHash: string) {
      const q = db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash);
      return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },
    async markRefreshUsed(id: number): Promise<void> {
      await db.updateTable('refresh_tokens').set({ used_at: nowIso() }).where('id', '=', id).execute();
    },
    revokeFamily(familyId: string) {
      return db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
    },
    revokeAllForUser(userId: number) {
      return db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },
    insertReset(row: { userId: number; tokenHash: string; expiresAt: string }) {
      return db
        .insertInto('password_resets')
        .values({ user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, created_at: nowIso() })
        .execute();
    },
    findReset(tokenHash: string) {
      return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async useReset(id: number): Promise<boolean> {
      const res = await db.updateTable('password_resets').set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
