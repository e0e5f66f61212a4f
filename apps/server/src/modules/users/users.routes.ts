import type { FastifyInstance } from 'fastify';
import { usersCreate, usersGet, usersList, usersRemove, usersUpdate } from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { viText } from '../../errors/messages.js';

export async function usersRoutes(app: FastifyInstance, { users }: Services) {
  route(app, usersList, async (req) => users.list(req.query));

  route(app, usersGet, async (req) => users.get(req.params.id));

  route(app, usersCreate, async (req) => users.create(requireUser(req), req.body));

  route(app, usersUpdate, async (req) => users.update(requireUser(req), req.params.id, req.body));

  route(app, usersRemove, async (req) => {
    await users.remove(requireUser(req), req.params.id);
    return { success: true as const, message: viText('users.deleted') };
  });
}
