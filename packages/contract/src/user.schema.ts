import { z } from 'zod';
import { pagingFields } from './common.schema.js';
import { newPassword } from './auth.schema.js';
import { parseRoles } from './permissions.js';

const roleField = z
  .string({ error: 'users.roleRequired' })
  .trim()
  .max(200)
  .refine((v) => parseRoles(v).length > 0, 'users.invalidRole')
  .transform((v) => parseRoles(v).join(','));

const userBase = {
  username: z
    .string({ error: 'users.usernameRequired' })
    .trim()
    .min(3, 'users.usernameMin')
    .max(50, 'validation.max50Chars')
    .regex(/^[a-zA-Z0-9._-]+$/, 'users.usernameCharacters'),
  email: z.string({ error: 'users.emailRequired' }).trim().min(1, 'users.emailRequired').max(254).pipe(z.email('users.emailInvalid')),
  fullName: z.string({ error: 'users.fullNameRequired' }).trim().min(1, 'users.fullNameRequired').max(100, 'validation.max100Chars'),
  role: roleField.default('User'),
};

/** Used by POST User, Auth/register and the add-user form. */
export const createUserSchema = z.object({ ...userBase, password: newPassword });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Used by PUT User/{id} and the edit form: a blank password means unchanged. */
export const updateUserSchema = z.object({
  ...userBase,
  id: z.number().int().optional(),
  password: z.union([z.literal(''), newPassword]).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...pagingFields(5, 100),
});
