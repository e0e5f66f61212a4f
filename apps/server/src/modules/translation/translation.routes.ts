import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fillJobSchema, translateLanguagesResponseSchema, translateRequestSchema, translateResponseSchema } from '@app/contract';
import type { Services } from '../../services.js';

const tags = ['Translate'];

export async function translationRoutes(app: FastifyInstance, { translation }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each provider call costs money: limit per client.
  const perClient = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  r.post('/Translate', { config: { access: 'public', ...perClient }, schema: { tags, body: translateRequestSchema, response: { 200: translateResponseSchema } } }, async (req) =>
    translation.translate(req.body),
  );

  r.get('/Translate/languages', { config: { access: 'public', ...perClient }, schema: { tags, response: { 200: translateLanguagesResponseSchema } } }, async () =>
    translation.languages(),
  );

  r.post('/Translation/fill-missing', { config: { access: 'translations.manage' }, schema: { tags, response: { 202: fillJobSchema } } }, async (_req, reply) =>
    reply.status(202).send(await translation.startFillAll()),
  );

  r.get('/Translation/fill-missing', { config: { access: 'translations.manage' }, schema: { tags, response: { 200: fillJobSchema } } }, async () =>
    translation.fillJob(),
  );
}
