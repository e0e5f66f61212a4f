import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityQuery,
  availabilityResponse,
  changePasswordSchema,
  createUserSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  okResponse,
  publicUserSchema,
  refreshSchema,
  resetPasswordSchema,
  sessionStateSchema,
  updateProfileSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../../http/cookies.js';
import type { Services } from '../../services.js';

const tags = ['Auth'];

export async function authRoutes(app: FastifyInstance, { auth, users, config }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookiePolicy = { secure: config.cookieSecure };
  const loginLimit = { rateLimit: { max: config.loginRequestsPerMinute, timeWindow: '1 minute' } };

  r.post('/Auth/login', { config: { access: 'public', ...loginLimit }, schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } } }, async (req, reply) => {
    const session = await auth.login({ ...req.body, ip: req.ip });
    setSessionCookies(req, reply, cookiePolicy, session);
    return { success: true as const, message: 'Đăng nhập thành công!', user: session.user };
  });

  r.post('/Auth/refresh-token', { config: { access: 'public' }, schema: { tags, body: refreshSchema } }, async (req, reply) => {
    try {
      const session = await auth.refresh(req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken);
      setSessionCookies(req, reply, cookiePolicy, session);
      return { success: true, user: session.user };
    } catch (err) {
      clearSessionCookies(reply);
      throw err;
    }
  });

  r.post('/Auth/logout', { config: { access: 'public' }, schema: { tags, body: refreshSchema, response: { 200: okResponse } } }, async (req, reply) => {
    await auth.logout(req.cookies[REFRESH_COOKIE] ?? req.body?.refreshToken);
    clearSessionCookies(reply);
    return { success: true as const, message: 'Đăng xuất thành công' };
  });

  // Booleans and the user only: token values never reach JavaScript.
  r.get('/Auth/get-token-from-cookie', { config: { access: 'public' }, schema: { tags, response: { 200: sessionStateSchema } } }, async (req) => ({
    hasAccessToken: Boolean(req.cookies[ACCESS_COOKIE]) && req.user !== null,
    hasRefreshToken: Boolean(req.cookies[REFRESH_COOKIE]),
    user: req.user,
  }));

  r.get('/Auth/validate-token', { config: { access: 'public' }, schema: { tags } }, async (req) => ({
    isValid: req.user !== null,
    user: req.user,
  }));

  r.get('/Auth/current-user', { config: { access: 'authenticated' }, schema: { tags, response: { 200: publicUserSchema } } }, async (req) =>
    requireUser(req),
  );

  r.put('/Auth/update-profile', { config: { access: 'authenticated' }, schema: { tags, body: updateProfileSchema, response: { 200: publicUserSchema } } }, async (req) =>
    auth.updateProfile(requireUser(req).id, req.body),
  );

  r.post('/Auth/change-password', { config: { access: 'authenticated' }, schema: { tags, body: changePasswordSchema, response: { 200: okResponse } } }, async (req, reply) => {
    // Every other session ends; this one continues with new cookies.
    const session = await auth.changePassword(requireUser(req).id, req.body.currentPassword, req.body.newPassword);
    setSessionCookies(req, reply, cookiePolicy, session);
    return { success: true as const, message: 'Đổi mật khẩu thành công' };
  });

  // Whether an account name or e-mail is taken is only asked while managing users; anonymous
  // callers must not learn which staff accounts exist.
  r.get('/Auth/check-username', { config: { access: 'users.manage' }, schema: { tags, querystring: availabilityQuery, response: { 200: availabilityResponse } } }, async (req) =>
    users.availability('username', req.query.username ?? '', req.query.excludeId),
  );

  r.get('/Auth/check-email', { config: { access: 'users.manage' }, schema: { tags, querystring: availabilityQuery, response: { 200: availabilityResponse } } }, async (req) =>
    users.availability('email', req.query.email ?? '', req.query.excludeId),
  );

  const resetLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
  r.post('/Auth/forgot-password', { config: { access: 'public', ...resetLimit }, schema: { tags, body: forgotPasswordSchema, response: { 200: okResponse } } }, async (req) => {
    await auth.forgotPassword(req.body.email);
    return { success: true as const, message: 'Email khôi phục mật khẩu đã được gửi!' };
  });

  r.post('/Auth/reset-password', { config: { access: 'public', ...resetLimit }, schema: { tags, body: resetPasswordSchema, response: { 200: okResponse } } }, async (req) => {
    await auth.resetPassword(req.body.token, req.body.newPassword);
    return { success: true as const, message: 'Đặt lại mật khẩu thành công' };
  });

  r.post('/Auth/register', { config: { access: 'users.manage' }, schema: { tags, body: createUserSchema, response: { 201: publicUserSchema } } }, async (req, reply) => {
    const user = await users.create(requireUser(req), req.body);
    return reply.status(201).send(user);
  });
}

