import { z } from 'zod';
import { pagingFields } from './common.schema.js';
import { newPassword } from './auth.schema.js';
import { parseRoles } from './permissions.js';

const roleField = z
  .string({ error: 'Vai trò là bắt buộc' })
  .trim()
  .max(200)
  .refine((v) => parseRoles(v).length > 0, 'Vai trò không hợp lệ')
  .transform((v) => parseRoles(v).join(','));

const userBase = {
  username: z
    .string({ error: 'Tên đăng nhập là bắt buộc' })
    .trim()
    .min(3, 'Tên đăng nhập phải có ít nhất 3 ký tự')
    .max(50, 'Tối đa 50 ký tự')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Chỉ dùng chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang'),
  email: z.string({ error: 'Email là bắt buộc' }).trim().min(1, 'Email là bắt buộc').max(254).pipe(z.email('Email không hợp lệ')),
  fullName: z.string({ error: 'Họ tên là bắt buộc' }).trim().min(1, 'Họ tên là bắt buộc').max(100, 'Tối đa 100 ký tự'),
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
