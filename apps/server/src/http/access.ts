import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Access } from '@app/contract';
import { AppError } from '../errors/app-error.js';
import type { Actor } from '../actor.js';
import { ACCESS_COOKIE } from './cookies.js';

/** What a route needs (declared with each endpoint in the contract). */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: Actor | null;
  }
}

/**
 * Access is decided here, once: every /api route must declare `config.access`
 * (start-up fails otherwise), the signed-in user is resolved from the access cookie,
 * and 401/403 are answered before any handler runs.
 */
export function registerAccessControl(app: FastifyInstance, resolveUser: (token: string | undefined) => Promise<Actor | null>): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${url} declares no access rule`);
  });

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    req.user = await resolveUser(req.cookies?.[ACCESS_COOKIE]);
  });

  // Before body validation, so an anonymous caller gets 401 and a forbidden one 403, never 400.
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (!req.user) throw new AppError('UNAUTHORIZED');
    if (access !== 'authenticated' && !can(req.user.role, access)) throw new AppError('FORBIDDEN');
  });
}

/** The signed-in user of a route that declared a non-public access rule. */
export function requireUser(req: FastifyRequest): Actor {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}
