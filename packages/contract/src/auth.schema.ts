import { z } from 'zod';
import { coercedId } from './common.schema.js';
import { ROLES } from './permissions.js';

export const loginSchema = z.object({
  username: z.string({ error: 'users.usernameRequired' }).trim().min(1, 'users.usernameRequired').min(3, 'users.usernameMin').max(100, 'auth.usernameMax'),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, 'auth.passwordMin1').max(200, 'auth.passwordMax'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string({ error: 'users.emailRequired' }).trim().min(1, 'users.emailRequired').max(254).pipe(z.email('users.emailInvalid')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const newPassword = z.string({ error: 'auth.passwordRequired' }).min(8, 'auth.passwordMin').max(200, 'auth.passwordMax');

export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'auth.currentPasswordRequired').max(200),
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
  fullName: z.string().trim().min(1, 'users.fullNameRequired').max(100),
  email: z.string().trim().max(254).pipe(z.email('users.emailInvalid')),
  language: z.enum(['vi', 'en']).optional(),
});
