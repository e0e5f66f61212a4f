import type { FastifyInstance } from 'fastify';
import { productAvailability, productsCreate, productsGet, productsList, productsRemove, productsUpdate } from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { markPrivate, sendVersioned } from '../menu-cache/menu-cache.js';
import { requirePermission } from './menu-access.js';
import { viText } from '../../errors/messages.js';

export async function productsRoutes(app: FastifyInstance, { products, menuCache }: Services) {
  route(app, productsList, async (req, reply) => {
    if (req.query.context === 'admin') {
      const user = requirePermission(req, 'products.view');
      markPrivate(reply);
      return products.listForStaff(user.role, req.query.lang ?? 'vi');
    }
    return sendVersioned(req, reply, menuCache, { key: 'products', lang: req.query.lang, build: (lang) => products.list({ lang }) });
  });

  route(app, productsGet, async (req, reply) => {
    markPrivate(reply);
    return products.get(req.params.id, req.query.lang);
  });

  route(app, productsCreate, async (req) => products.create(req.body));

  route(app, productsUpdate, async (req) => products.update(req.params.id, req.body));

  route(app, productAvailability, async (req) => products.setAvailability(requireUser(req), req.params.id, req.body.isActive));

  route(app, productsRemove, async (req) => {
    await products.remove(req.params.id);
    return { success: true as const, message: viText('menu.dishDeleted') };
  });
}
