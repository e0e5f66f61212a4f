import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUserSchema, idParam, paged, publicUserSchema, updateUserSchema, userListQuery, okResponse } from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';

const tags = ['User'];

export async function usersRoutes(app: FastifyInstance, { users }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'users.manage' as const;

  r.get('/User', { config: { access }, schema: { tags, querystring: userListQuery, response: { 200: paged(publicUserSchema) } } }, async (req) =>
    users.list(req.query),
  );

  r.get('/User/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: publicUserSchema } } }, async (req) =>
    users.get(req.params.id),
  );

  r.post('/User', { config: { access }, schema: { tags, body: createUserSchema, response: { 201: publicUserSchema } } }, async (req, reply) =>
    reply.status(201).send(await users.create(requireUser(req), req.body)),
  );

  r.put('/User/:id', { config: { access }, schema: { tags, params: idParam, body: updateUserSchema, response: { 200: publicUserSchema } } }, async (req) =>
    users.update(requireUser(req), req.params.id, req.body),
  );

  r.delete('/User/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await users.remove(requireUser(req), req.params.id);
    return { success: true as const, message: 'Xóa người dùng thành công' };
  });
}
