import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';
import { nowIso } from '../database.js';
import { hashPassword } from '../../modules/users/password.js';

export const BASE_LANGUAGES = [
  { name: 'Tiếng Việt', code: 'vi' },
  { name: 'Deutsch', code: 'de' },
  { name: 'English', code: 'en' },
];

/** Restaurant info row, languages and default settings: what every restaurant starts with. */
export async function seedBasics(db: Db, info: { name: string; address: string; phone: string; email: string; openingHours: string; logoUrl: string | null }) {
  const now = nowIso();
  await db
    .insertInto('restaurant_info')
    .values({
      name: info.name,
      address: info.address,
      phone: info.phone,
      email: info.email,
      opening_hours: info.openingHours,
      logo_url: info.logoUrl,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('languages')
    .values(BASE_LANGUAGES.map((l) => ({ ...l, is_active: 1, created_at: now })))
    .execute();
}

/**
 * Without demo data: one SuperAdmin (from ADMIN_USERNAME/ADMIN_PASSWORD, or a generated
 * password printed once) and placeholder restaurant info, so the owner sets up the rest.
 */
export async function seedInitial(db: Db, opts: { adminUsername: string; adminPassword?: string; print: (line: string) => void }) {
  await seedBasics(db, { name: 'Nhà hàng của tôi', address: '', phone: '', email: '', openingHours: '', logoUrl: null });
  const password = opts.adminPassword ?? randomBytes(9).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      username: opts.adminUsername.toLowerCase(),
      email: `${opts.adminUsername.toLowerCase()}@localhost`,
      password_hash: await hashPassword(password),
      full_name: 'Super Admin',
      role: 'SuperAdmin',
      created_at: now,
      updated_at: now,
    })
    .execute();
  opts.print(`Created SuperAdmin "${opts.adminUsername}"${opts.adminPassword ? '' : ` with password: ${password}  (shown once; change it after signing in)`}`);
}
