import { z } from 'zod';
import { coercedId } from './common.schema.js';
import { ROLES } from './permissions.js';

export const loginSchema = z.object({
  username: z
    .string({ error: 'Tên đăng nhập là bắt buộc' })
    .trim()
    .min(1, 'Tên đăng nhập là bắt buộc')
    .min(3, 'Tên đăng nhập phải có ít nhất 3 ký tự')
    .max(100, 'Tên đăng nhập tối đa 100 ký tự'),
  password: z
    .string({ error: 'Mật khẩu là bắt buộc' })
    .min(1, 'Mật khẩu phải có ít nhất 1 ký tự')
    .max(200, 'Mật khẩu tối đa 200 ký tự'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string({ error: 'Email là bắt buộc' }).trim().min(1, 'Email là bắt buộc').max(254).pipe(z.email('Email không hợp lệ')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const newPassword = z
  .string({ error: 'Mật khẩu là bắt buộc' })
  .min(8, 'Mật khẩu phải có ít nhất 8 ký tự')
  .max(200, 'Mật khẩu tối đa 200 ký tự');

export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Mật khẩu hiện tại là bắt buộc').max(200),
  newPassword,
});

/** Body optional: browsers send the cookie; other clients may pass the token. */
export const refreshSchema = z.object({ refreshToken: z.string().max(500).optional() }).nullish();

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()),
  language: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionStateSchema = z.object({
  hasAccessToken: z.boolean(),
  hasRefreshToken: z.boolean(),
  user: publicUserSchema.nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const loginResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: publicUserSchema });

export const availabilityQuery = z.object({
  username: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  excludeId: coercedId().optional(),
});
export const availabilityResponse = z.object({ exists: z.boolean(), available: z.boolean() });

export const updateProfileSchema = z.object({
  fullName: z.string().trim().min(1, 'Họ tên là bắt buộc').max(100),
  email: z.string().trim().max(254).pipe(z.email('Email không hợp lệ')),
  language: z.enum(['vi', 'en']).optional(),
});
