import { assignableRoles, parseRoles, type MessageKey, type PublicUser } from '@app/contract';
import { AppError } from '../../errors/app-error.js';
import type { AppContext } from '../../context.js';
import { hashPassword } from './password.js';
import { createUsersRepo, toPublicUser } from './users.repo.js';
import { pageOf } from '../../db/paging.js';

interface Actor {
  id: number;
  role: string;
}

const USERNAME_TAKEN = 'users.usernameTaken';
const EMAIL_TAKEN = 'users.emailTaken';

function sameRoles(a: string, b: string): boolean {
  const x = [...parseRoles(a)].sort();
  const y = [...parseRoles(b)].sort();
  return x.length === y.length && x.every((r, i) => r === y[i]);
}

/**
 * What the users module asks of the sessions (owned by auth, which in turn reads the accounts):
 * handed in by the composition root so the two modules do not import each other.
 */
export interface UserSessions {
  /** Ends every session of the user (new password, other roles). */
  endAll(userId: number): Promise<void>;
  /** Drops the user's sockets so they are checked again (any other edit, removal). */
  dropSockets(userId: number): void;
}

export function createUsersService(ctx: AppContext, sessions: UserSessions) {
  const repo = createUsersRepo(ctx.db);

  /** An Admin may not hand out SuperAdmin; nobody may grant what they cannot assign. */
  function assertMayAssign(actor: Actor, role: string) {
    const allowed = assignableRoles(actor.role);
    if (!parseRoles(role).every((r) => allowed.includes(r))) {
      throw new AppError('FORBIDDEN', 'users.roleDenied');
    }
  }

  async function assertUnique(username: string, email: string, excludeId?: number) {
    const fields: Record<string, MessageKey> = {};
    if (await repo.exists('username', username, excludeId)) fields.username = USERNAME_TAKEN;
    if (await repo.exists('email', email, excludeId)) fields.email = EMAIL_TAKEN;
    const [first] = Object.values(fields);
    if (first) throw new AppError('CONFLICT', first, undefined, fields);
  }

  return {
    async list(opts: { search?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.list(opts);
      return pageOf(rows.map(toPublicUser), total, opts);
    },

    async get(id: number): Promise<PublicUser> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'users.notFound');
      return toPublicUser(row);
    },

    async availability(field: 'username' | 'email', value: string, excludeId?: number) {
      const exists = value ? await repo.exists(field, value, excludeId) : false;
      return { exists, available: !exists };
    },

    async create(actor: Actor, input: { username: string; email: string; fullName: string; role: string; password: string }): Promise<PublicUser> {
      assertMayAssign(actor, input.role);
      await assertUnique(input.username, input.email);
      const row = await repo.insert({ ...input, passwordHash: await hashPassword(input.password) });
      return toPublicUser(row);
    },

    async update(actor: Actor, id: number, input: { username: string; email: string; fullName: string; role: string; password?: string }): Promise<PublicUser> {
      const existing = await repo.findById(id);
      if (!existing) throw new AppError('NOT_FOUND', 'users.notFound');
      // Touching a SuperAdmin, or making someone one, needs SuperAdmin rights.
      assertMayAssign(actor, existing.role);
      assertMayAssign(actor, input.role);
      const losesSuper = parseRoles(existing.role).includes('SuperAdmin') && !parseRoles(input.role).includes('SuperAdmin');
      if (losesSuper && (await repo.countWithRole('SuperAdmin')) <= 1) {
        throw new AppError('CONFLICT', 'users.demoteLastSuperAdmin');
      }
      await assertUnique(input.username, input.email, id);
      const row = await repo.update(id, {
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      });
      // A new password or a different role ends the user's sessions; any other edit re-checks
      // their open sockets against the account as it is now.
      if (input.password || !sameRoles(existing.role, input.role)) await sessions.endAll(id);
      else sessions.dropSockets(id);
      return toPublicUser(row!);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const existing = await repo.findById(id);
      if (!existing) throw new AppError('NOT_FOUND', 'users.notFound');
      if (existing.id === actor.id) throw new AppError('CONFLICT', 'users.deleteSelf');
      assertMayAssign(actor, existing.role);
      if (parseRoles(existing.role).includes('SuperAdmin') && (await repo.countWithRole('SuperAdmin')) <= 1) {
        throw new AppError('CONFLICT', 'users.deleteLastSuperAdmin');
      }
      await repo.remove(id);
      // Refresh tokens go with the row (cascade) and access tokens no longer find the user.
      sessions.dropSockets(id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
