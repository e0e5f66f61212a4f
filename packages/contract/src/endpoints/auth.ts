import type {
  availabilityQuery,
  availabilityResponse,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  PublicUser,
  refreshSchema,
  resetPasswordSchema,
  SessionState,
  updateProfileSchema,
} from '../auth.schema.js';
import type { createUserSchema } from '../user.schema.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type Availability = { query: Out<typeof availabilityQuery>; response: Out<typeof availabilityResponse> };

export const authLogin = endpoint('POST', '/Auth/login', 'public').of<{ body: In<typeof loginSchema>; response: Out<typeof loginResponseSchema> }>();
/** Answered without a response schema (see the schema table); the type is what the handler returns. */
export const authRefresh = endpoint('POST', '/Auth/refresh-token', 'public').of<{
  body: In<typeof refreshSchema>;
  response: { success: boolean; user: PublicUser };
}>();
export const authLogout = endpoint('POST', '/Auth/logout', 'public').of<{ body: In<typeof refreshSchema>; response: Ok }>();
export const authSessionState = endpoint('GET', '/Auth/get-token-from-cookie', 'public').of<{ response: SessionState }>();
/** Answered without a response schema (see the schema table); the type is what the handler returns. */
export const authValidateToken = endpoint('GET', '/Auth/validate-token', 'public').of<{ response: { isValid: boolean; user: PublicUser | null } }>();
export const authCurrentUser = endpoint('GET', '/Auth/current-user', 'authenticated').of<{ response: PublicUser }>();
export const authUpdateProfile = endpoint('PUT', '/Auth/update-profile', 'authenticated').of<{ body: In<typeof updateProfileSchema>; response: PublicUser }>();
export const authChangePassword = endpoint('POST', '/Auth/change-password', 'authenticated').of<{ body: In<typeof changePasswordSchema>; response: Ok }>();
export const authCheckUsername = endpoint('GET', '/Auth/check-username', 'users.manage').of<Availability>();
export const authCheckEmail = endpoint('GET', '/Auth/check-email', 'users.manage').of<Availability>();
export const authForgotPassword = endpoint('POST', '/Auth/forgot-password', 'public').of<{ body: In<typeof forgotPasswordSchema>; response: Ok }>();
export const authResetPassword = endpoint('POST', '/Auth/reset-password', 'public').of<{ body: In<typeof resetPasswordSchema>; response: Ok }>();
export const authRegister = endpoint('POST', '/Auth/register', 'users.manage', { status: 201 }).of<{
  body: In<typeof createUserSchema>;
  response: PublicUser;
}>();
