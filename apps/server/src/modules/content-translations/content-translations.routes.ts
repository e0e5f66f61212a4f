import type { FastifyInstance } from 'fastify';
import { contentTranslationsGet, contentTranslationsSave } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function contentTranslationsRoutes(app: FastifyInstance, { contentTranslations }: Services) {
  route(app, contentTranslationsGet, async (req) => contentTranslations.list(req.params.entity, req.params.id));

  route(app, contentTranslationsSave, async (req) => contentTranslations.save(req.params.entity, req.params.id, req.body));
}
