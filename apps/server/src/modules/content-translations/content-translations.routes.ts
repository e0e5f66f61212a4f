import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentEntityParams, contentTranslationSchema, saveContentTranslationSchema } from '@app/contract';
import type { Services } from '../../services.js';

const tags = ['Translation'];

export async function contentTranslationsRoutes(app: FastifyInstance, { contentTranslations }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'translations.manage' as const;
  const response = { 200: z.array(contentTranslationSchema) };

  r.get('/Translation/:entity/:id', { config: { access }, schema: { tags, params: contentEntityParams, response } }, async (req) =>
    contentTranslations.list(req.params.entity, req.params.id),
  );

  r.put(
    '/Translation/:entity/:id',
    { config: { access }, schema: { tags, params: contentEntityParams, body: saveContentTranslationSchema, response } },
    async (req) => contentTranslations.save(req.params.entity, req.params.id, req.body),
  );
}
