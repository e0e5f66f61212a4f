import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, restaurantInfoQuery, restaurantInfoSchema, updateRestaurantInfoSchema } from '@app/contract';
import type { Services } from '../../services.js';
import { sendVersioned } from '../menu-cache/menu-cache.js';

const tags = ['RestaurantInfo'];

export async function restaurantRoutes(app: FastifyInstance, { restaurant, menuCache }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: restaurantInfoSchema };

  r.get('/RestaurantInfo', { config: { access: 'public' }, schema: { tags, querystring: restaurantInfoQuery, response } }, async (req, reply) =>
    sendVersioned(req, reply, menuCache, { key: 'restaurant', lang: req.query.lang, build: (lang) => restaurant.get(undefined, lang) }),
  );

  r.get(
    '/RestaurantInfo/:id',
    { config: { access: 'public' }, schema: { tags, params: idParam, querystring: restaurantInfoQuery, response } },
    async (req, reply) =>
      sendVersioned(req, reply, menuCache, {
        key: `restaurant:${req.params.id}`,
        lang: req.query.lang,
        build: (lang) => restaurant.get(req.params.id, lang),
      }),
  );

  r.put(
    '/RestaurantInfo/:id',
    { config: { access: 'restaurant.manage' }, schema: { tags, params: idParam, body: updateRestaurantInfoSchema, response } },
    async (req) => restaurant.update(req.params.id, req.body),
  );
}
