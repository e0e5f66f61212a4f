import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie only travels to the endpoints that use it. */
const REFRESH_PATH = '/api/Auth';

export interface CookiePolicy {
  secure: 'auto' | boolean;
}

function isSecure(req: FastifyRequest, policy: CookiePolicy): boolean {
  return policy.secure === 'auto' ? req.protocol === 'https' : policy.secure;
}

export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
  tokens: { accessToken: string; refreshToken: string; refreshExpiresAt?: Date },
): void {
  const secure = isSecure(req, policy);
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 15 * 60 });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: REFRESH_PATH,
    maxAge: 30 * 24 * 60 * 60,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}
