import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, createCategorySchema, idParam, menuQuery, okResponse, updateCategorySchema } from '@app/contract';
import type { Services } from '../../services.js';
import { markPrivate, sendVersioned } from '../menu-cache/menu-cache.js';
import { requirePermission } from './menu-access.js';

const tags = ['Category'];

export async function categoriesRoutes(app: FastifyInstance, { categories, menuCache }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'categories.manage' as const;

  r.get(
    '/Category',
    { config: { access: 'public' }, schema: { tags, querystring: menuQuery, response: { 200: z.array(categorySchema) } } },
    async (req, reply) => {
      if (req.query.context === 'admin') {
        requirePermission(req, 'products.view');
        markPrivate(reply);
        return categories.list({ lang: req.query.lang ?? 'vi', admin: true });
      }
      return sendVersioned(req, reply, menuCache, { key: 'categories', lang: req.query.lang, build: (lang) => categories.list({ lang }) });
    },
  );

  r.post('/Category', { config: { access }, schema: { tags, body: createCategorySchema, response: { 201: categorySchema } } }, async (req, reply) =>
    reply.status(201).send(await categories.create(req.body)),
  );

  r.put('/Category/:id', { config: { access }, schema: { tags, params: idParam, body: updateCategorySchema, response: { 200: categorySchema } } }, async (req) =>
    categories.update(req.params.id, req.body),
  );

  r.delete('/Category/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await categories.remove(req.params.id);
    return { success: true as const, message: 'Xóa danh mục thành công' };
  });
}
