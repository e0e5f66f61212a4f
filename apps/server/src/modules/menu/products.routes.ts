import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductSchema,
  idParam,
  menuQuery,
  okResponse,
  productAvailabilitySchema,
  productSchema,
  updateProductSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';
import { markPrivate, sendVersioned } from '../menu-cache/menu-cache.js';
import { requirePermission } from './menu-access.js';

const productQuery = menuQuery.pick({ lang: true });
const tags = ['Product'];

export async function productsRoutes(app: FastifyInstance, { products, menuCache }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'products.manage' as const;

  r.get(
    '/Product',
    { config: { access: 'public' }, schema: { tags, querystring: menuQuery, response: { 200: z.array(productSchema) } } },
    async (req, reply) => {
      if (req.query.context === 'admin') {
        const user = requirePermission(req, 'products.view');
        markPrivate(reply);
        return products.listForStaff(user.role, req.query.lang ?? 'vi');
      }
      return sendVersioned(req, reply, menuCache, { key: 'products', lang: req.query.lang, build: (lang) => products.list({ lang }) });
    },
  );

  r.get(
    '/Product/:id',
    { config: { access: 'products.view' }, schema: { tags, params: idParam, querystring: productQuery, response: { 200: productSchema } } },
    async (req, reply) => {
      markPrivate(reply);
      return products.get(req.params.id, req.query.lang);
    },
  );

  r.post('/Product', { config: { access }, schema: { tags, body: createProductSchema, response: { 201: productSchema } } }, async (req, reply) =>
    reply.status(201).send(await products.create(req.body)),
  );

  r.put('/Product/:id', { config: { access }, schema: { tags, params: idParam, body: updateProductSchema, response: { 200: productSchema } } }, async (req) =>
    products.update(req.params.id, req.body),
  );

  r.patch(
    '/Product/:id/availability',
    { config: { access: 'products.view' }, schema: { tags, params: idParam, body: productAvailabilitySchema, response: { 200: productSchema } } },
    async (req) => products.setAvailability(requireUser(req), req.params.id, req.body.isActive),
  );

  r.delete('/Product/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await products.remove(req.params.id);
    return { success: true as const, message: 'Xóa món ăn thành công' };
  });
}
