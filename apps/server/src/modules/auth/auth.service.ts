import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@app/contract';
import { AppError, invalidField } from '../../errors/app-error.js';
import { viText } from '../../errors/messages.js';
import type { AppContext } from '../../context.js';
import { createUsersRepo, toPublicUser, type UserRow } from '../users/users.repo.js';
import { createAuthRepo } from './auth.repo.js';
import { createLoginAttemptsRepo } from './login-attempts.repo.js';
import { LoginThrottle } from './login-throttle.js';
import { createMailer, type Mailer } from './mailer.js';
import { endAllSessions } from './sessions.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/password.js';
import { createAccessTokens, randomToken, REFRESH_TTL_SECONDS, sha256, successorToken } from './tokens.js';

const RESET_TTL_MS = 60 * 60 * 1000;
/**
 * Two tabs of one browser share the refresh cookie and may both refresh at the same moment:
 * a second use this soon after a rotation gets the same successor instead of counting as theft.
 */
export const REFRESH_REUSE_GRACE_MS = 20 * 1000;
const TOO_MANY_LOGINS = 'auth.tooManyLogins';
const REFRESH_FAILED = 'auth.refreshFailed';

export interface IssuedSession {
  user: PublicUser;
  accessToken: string;
  refreshToken: string;
}

export function createAuthService(ctx: AppContext, deps: { mailer?: Mailer; throttle?: LoginThrottle } = {}) {
  const users = createUsersRepo(ctx.db);
  const repo = createAuthRepo(ctx.db, ctx.dialect);
  const access = createAccessTokens(ctx.config.jwtSecret);
  const throttle = deps.throttle ?? new LoginThrottle(createLoginAttemptsRepo(ctx.db), ctx.config.loginMaxFailures);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: ctx.config.smtpUrl, from: ctx.config.mailFrom, log: ctx.log });

  async function issue(user: UserRow) {
    const refreshToken = randomToken();
    const expiresAt = new Date(Date.now() + REFRESH_TTL_SECONDS * 1000).toISOString();
    await repo.insertRefresh({ userId: user.id, familyId: randomUUID(), tokenHash: sha256(refreshToken), expiresAt });
    return { accessToken: await signAccess(user), refreshToken };
  }

  function signAccess(user: UserRow) {
    return access.sign({ userId: user.id, role: user.role, epoch: user.session_epoch });
  }

  return {
    access,

    async login(input: { username: string; password: string; ip: string }): Promise<IssuedSession> {
      const username = input.username.trim().toLowerCase();
      if (!(await throttle.admit(username, input.ip))) throw new AppError('RATE_LIMITED', TOO_MANY_LOGINS);
      const user = await users.findByUsername(username);
      const valid = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      await throttle.succeeded(username, input.ip);
      return { user: toPublicUser(user), ...(await issue(user)) };
    },

    /**
     * Rotates a refresh token. Using a token again after the grace window means it leaked:
     * the whole family is revoked and every holder must sign in again.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw new AppError('UNAUTHORIZED', 'auth.noRefreshToken');
      const successor = successorToken(ctx.config.jwtSecret, refreshToken);
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const locked = createAuthRepo(trx, ctx.dialect);
        const row = await locked.findRefreshForUpdate(sha256(refreshToken));
        if (!row || row.revoked_at || row.expires_at <= new Date().toISOString()) return { kind: 'invalid' as const };
        if (!row.used_at) {
          await locked.markRefreshUsed(row.id);
          await locked.insertRefresh({ userId: row.user_id, familyId: row.family_id, tokenHash: sha256(successor), expiresAt: row.expires_at });
          return { kind: 'rotated' as const, row };
        }
        if (Date.now() - Date.parse(row.used_at) <= REFRESH_REUSE_GRACE_MS) {
          // The successor is handed out again only while nobody has moved past it.
          const next = await locked.findRefresh(sha256(successor));
          if (next && !next.used_at && !next.revoked_at) return { kind: 'rotated' as const, row };
        }
        return { kind: 'reused' as const, row };
      });
      if (outcome.kind === 'invalid') throw new AppError('UNAUTHORIZED', REFRESH_FAILED);
      if (outcome.kind === 'reused') {
        await repo.revokeFamily(outcome.row.family_id);
        ctx.log.warn({ userId: outcome.row.user_id }, 'refresh token reused; family revoked');
        throw new AppError('UNAUTHORIZED', REFRESH_FAILED);
      }
      const user = await users.findById(outcome.row.user_id);
      if (!user) throw new AppError('UNAUTHORIZED', REFRESH_FAILED);
      return { user: toPublicUser(user), accessToken: await signAccess(user), refreshToken: successor };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefresh(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.family_id);
    },

    /** The signed-in user behind an access token, or null. */
    async userFromAccessToken(token: string | undefined) {
      if (!token) return null;
      const claims = await access.verify(token);
      if (!claims) return null;
      const user = await users.findById(claims.userId);
      // A token from before the user's sessions were ended no longer counts.
      return user && user.session_epoch === claims.epoch ? toPublicUser(user) : null;
    },

    /** Always answers the same way so nobody learns which e-mails exist. */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email.trim());
      if (!user) return;
      const token = randomToken();
      await repo.insertReset({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString() });
      if (!ctx.config.publicUrl) {
        ctx.log.warn({ linkBaseUrl: ctx.config.linkBaseUrl }, 'PUBLIC_URL is not set: the password-reset link points at this server as started');
      }
      const link = `${ctx.config.linkBaseUrl}/admin/reset-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: viText('auth.resetEmailSubject'),
        text: viText('auth.resetEmailText', { name: user.full_name, link }),
      });
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await repo.findReset(sha256(token));
      const invalid = new AppError('VALIDATION', 'auth.resetLinkInvalidOrExpired');
      if (!row || row.used_at || row.expires_at <= new Date().toISOString()) throw invalid;
      if (!(await repo.useReset(row.id))) throw invalid;
      await users.update(row.user_id, { passwordHash: await hashPassword(newPassword) });
      await endAllSessions(ctx, row.user_id);
    },

    /**
     * Changes the own password and ends every other session; the caller's own session goes on
     * with the fresh tokens returned here.
     */
    async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<IssuedSession> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw invalidField('currentPassword', 'auth.currentPasswordIncorrect');
      }
      await users.update(userId, { passwordHash: await hashPassword(newPassword) });
      await endAllSessions(ctx, userId);
      const fresh = await users.findById(userId);
      if (!fresh) throw new AppError('UNAUTHORIZED');
      return { user: toPublicUser(fresh), ...(await issue(fresh)) };
    },

    async updateProfile(userId: number, input: { fullName: string; email: string; language?: string }): Promise<PublicUser> {
      if (await users.exists('email', input.email, userId)) {
        throw new AppError('CONFLICT', 'users.emailTaken', undefined, { email: 'users.emailTaken' });
      }
      const row = await users.update(userId, input);
      if (!row) throw new AppError('UNAUTHORIZED');
      return toPublicUser(row);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
