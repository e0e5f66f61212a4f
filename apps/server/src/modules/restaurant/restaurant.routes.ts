import type { FastifyInstance } from 'fastify';
import { restaurantInfo, restaurantInfoGet, restaurantInfoUpdate } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { sendVersioned } from '../menu-cache/menu-cache.js';

export async function restaurantRoutes(app: FastifyInstance, { restaurant, menuCache }: Services) {
  route(app, restaurantInfo, async (req, reply) =>
    sendVersioned(req, reply, menuCache, { key: 'restaurant', lang: req.query.lang, build: (lang) => restaurant.get(undefined, lang) }),
  );

  route(app, restaurantInfoGet, async (req, reply) =>
    sendVersioned(req, reply, menuCache, {
      key: `restaurant:${req.params.id}`,
      lang: req.query.lang,
      build: (lang) => restaurant.get(req.params.id, lang),
    }),
  );

  route(app, restaurantInfoUpdate, async (req) => restaurant.update(req.params.id, req.body));
}
