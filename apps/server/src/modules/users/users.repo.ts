import type { Selectable, Updateable } from 'kysely';
import { permissionsOf, parseRoles, type PublicUser } from '@app/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';

export type UserRow = Selectable<UsersTable>;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    roles: parseRoles(row.role),
    permissions: permissionsOf(row.role),
    language: row.language,
    createdAt: row.created_at,
  };
}

export function createUsersRepo(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Usernames and e-mails are matched case-insensitively. */
    findByUsername(username: string) {
      return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
    },
    findByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    async exists(field: 'username' | 'email', value: string, excludeId?: number): Promise<boolean> {
      let q = db.selectFrom('users').select('id').where(field, '=', value.toLowerCase());
      if (excludeId) q = q.where('id', '!=', excludeId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    async list(opts: { search?: string; page: number; pageSize: number }) {
      let q = db.selectFrom('users');
      if (opts.search) {
        const like = `%${opts.search.toLowerCase()}%`;
        q = q.where((eb) => eb.or([eb('username', 'like', like), eb(eb.fn('lower', ['full_name']), 'like', like), eb('email', 'like', like)]));
      }
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id').limit(opts.pageSize).offset(offsetOf(opts)).execute();
      return { rows, total: Number(count) };
    },
    async insert(user: { username: string; email: string; passwordHash: string; fullName: string; role: string }) {
      const now = nowIso();
      const row = await db
        .insertInto('users')
        .values({
          username: user.username.toLowerCase(),
          email: user.email.toLowerCase(),
          password_hash: user.passwordHash,
          full_name: user.fullName,
          role: user.role,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
    async update(id: number, patch: Partial<{ username: string; email: string; fullName: string; role: string; passwordHash: string; language: string }>) {
      const values: Updateable<UsersTable> = { updated_at: nowIso() };
      if (patch.username !== undefined) values.username = patch.username.toLowerCase();
      if (patch.email !== undefined) values.email = patch.email.toLowerCase();
      if (patch.fullName !== undefined) values.full_name = patch.fullName;
      if (patch.role !== undefined) values.role = patch.role;
      if (patch.passwordHash !== undefined) values.password_hash = patch.passwordHash;
      if (patch.language !== undefined) values.language = patch.language;
      return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
    },
    async bumpSessionEpoch(id: number) {
      await db
        .updateTable('users')
        .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
    async countWithRole(role: string): Promise<number> {
      const rows = await db.selectFrom('users').select('role').execute();
      return rows.filter((r) => parseRoles(r.role).includes(role as never)).length;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
