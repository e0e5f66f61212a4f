import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLanguageSchema, idParam, languageSchema, okResponse, updateLanguageSchema } from '@app/contract';
import type { Services } from '../../services.js';
import { sendVersioned } from '../menu-cache/menu-cache.js';

const tags = ['Language'];

export async function languagesRoutes(app: FastifyInstance, { languages, menuCache }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'languages.manage' as const;

  // Public: the diner's language list. The body is the same in every language.
  r.get('/Language', { config: { access: 'public' }, schema: { tags, response: { 200: z.array(languageSchema) } } }, async (req, reply) =>
    sendVersioned(req, reply, menuCache, { key: 'languages', build: () => languages.list() }),
  );

  r.get('/Language/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: languageSchema } } }, async (req) =>
    languages.get(req.params.id),
  );

  r.post('/Language', { config: { access }, schema: { tags, body: createLanguageSchema, response: { 201: languageSchema } } }, async (req, reply) =>
    reply.status(201).send(await languages.create(req.body)),
  );

  r.put('/Language/:id', { config: { access }, schema: { tags, params: idParam, body: updateLanguageSchema, response: { 200: languageSchema } } }, async (req) =>
    languages.update(req.params.id, req.body),
  );

  r.delete('/Language/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await languages.remove(req.params.id);
    return { success: true as const, message: 'Xóa ngôn ngữ thành công!' };
  });
}
