import { ROLES, type Role } from '@app/contract';
import type { BuiltApp } from '../src/app.js';
import { signIn, type Client } from './harness.js';

let counter = 0;
export const STAFF_PASSWORD = 'staff-pass-123';

/** A staff member with the given role, created through the users service. */
export async function createStaff(t: BuiltApp, role: Role | string, overrides: { username?: string } = {}) {
  counter += 1;
  const username =
    overrides.username ??
    `${String(role)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}${counter}`;
  const superAdmin = { id: 0, role: 'SuperAdmin' };
  return t.services.users.create(superAdmin, {
    username,
    email: `${username}@example.test`,
    fullName: `Test ${role}`,
    role: String(role),
    password: STAFF_PASSWORD,
  });
}

/** One signed-in client per role, for table-driven permission tests. */
export async function signInEveryRole(t: BuiltApp): Promise<Record<Role, Client>> {
  const out = {} as Record<Role, Client>;
  for (const role of ROLES) {
    const user = await createStaff(t, role);
    out[role] = await signIn(t, user.username, STAFF_PASSWORD);
  }
  return out;
}
