import type { FastifyInstance } from 'fastify';
import {
  authChangePassword,
  authCheckEmail,
  authCheckUsername,
  authCurrentUser,
  authForgotPassword,
  authLogin,
  authLogout,
  authRefresh,
  authRegister,
  authResetPassword,
  authSessionState,
  authUpdateProfile,
  authValidateToken,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { viText } from '../../errors/messages.js';

export async function authRoutes(app: FastifyInstance, { auth, users, config }: Services) {
  const cookiePolicy = { secure: config.cookieSecure };
  const loginLimit = { rateLimit: { max: config.loginRequestsPerMinute, timeWindow: '1 minute' } };

  route(
    app,
    authLogin,
    async (req, reply) => {
      const session = await auth.login({ ...req.body, ip: req.ip });
      setSessionCookies(req, reply, cookiePolicy, session);
      return { success: true as const, message: viText('auth.signedIn'), user: session.user };
    },
    loginLimit,
  );

  route(app, authRefresh, async (req, reply) => {
    try {
      const session = await auth.refresh(req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken);
      setSessionCookies(req, reply, cookiePolicy, session);
      return { success: true, user: session.user };
    } catch (err) {
      clearSessionCookies(reply);
      throw err;
    }
  });

  route(app, authLogout, async (req, reply) => {
    await auth.logout(req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken);
    clearSessionCookies(reply);
    return { success: true as const, message: viText('auth.signedOut') };
  });

  // Booleans and the user only: token values never reach JavaScript.
  route(app, authSessionState, async (req) => ({
    hasAccessToken: Boolean(req.cookies[ACCESS_COOKIE]) && req.user !== null,
    hasRefreshToken: Boolean(req.cookies[REFRESH_COOKIE]),
    user: req.user,
  }));

  route(app, authValidateToken, async (req) => ({
    isValid: req.user !== null,
    user: req.user,
  }));

  route(app, authCurrentUser, async (req) => requireUser(req));

  route(app, authUpdateProfile, async (req) => auth.updateProfile(requireUser(req).id, req.body));

  route(app, authChangePassword, async (req, reply) => {
    // Every other session ends; this one continues with new cookies.
    const session = await auth.changePassword(requireUser(req).id, req.body.currentPassword, req.body.newPassword);
    setSessionCookies(req, reply, cookiePolicy, session);
    return { success: true as const, message: viText('auth.passwordChanged') };
  });

  // Whether an account name or e-mail is taken is only asked while managing users; anonymous
  // callers must not learn which staff accounts exist.
  route(app, authCheckUsername, async (req) => users.availability('username', req.query.username ?? '', req.query.excludeId));

  route(app, authCheckEmail, async (req) => users.availability('email', req.query.email ?? '', req.query.excludeId));

  const resetLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
  route(
    app,
    authForgotPassword,
    async (req) => {
      await auth.forgotPassword(req.body.email);
      return { success: true as const, message: viText('auth.passwordResetEmailSent') };
    },
    resetLimit,
  );

  route(
    app,
    authResetPassword,
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.newPassword);
      return { success: true as const, message: viText('auth.passwordReset') };
    },
    resetLimit,
  );

  route(app, authRegister, async (req) => users.create(requireUser(req), req.body));
}
