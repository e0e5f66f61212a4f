import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@app/contract';
import type { Actor } from '../../actor.js';
import { AppError } from '../../errors/app-error.js';

/**
 * For public routes with a staff variant (`?context=admin`): the variant needs a permission,
 * checked here because the route itself is public.
 */
export function requirePermission(req: FastifyRequest, permission: Permission): Actor {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  if (!can(req.user.role, permission)) throw new AppError('FORBIDDEN');
  return req.user;
}
