import {
  availabilityQuery,
  availabilityResponse,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  publicUserSchema,
  refreshSchema,
  resetPasswordSchema,
  sessionStateSchema,
  updateProfileSchema,
} from '../auth.schema.js';
import { okResponse } from '../common.schema.js';
import { createUserSchema } from '../user.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

const availability = { query: availabilityQuery, response: availabilityResponse };

export const authSchemas = {
  authLogin: { body: loginSchema, response: loginResponseSchema },
  // These two have always answered without a response schema: their JSON is the handler's object as it is.
  authRefresh: { body: refreshSchema },
  authLogout: { body: refreshSchema, response: okResponse },
  authSessionState: { response: sessionStateSchema },
  authValidateToken: {},
  authCurrentUser: { response: publicUserSchema },
  authUpdateProfile: { body: updateProfileSchema, response: publicUserSchema },
  authChangePassword: { body: changePasswordSchema, response: okResponse },
  authCheckUsername: availability,
  authCheckEmail: availability,
  authForgotPassword: { body: forgotPasswordSchema, response: okResponse },
  authResetPassword: { body: resetPasswordSchema, response: okResponse },
  authRegister: { body: createUserSchema, response: publicUserSchema },
} satisfies Record<string, EndpointSchemaSet>;
