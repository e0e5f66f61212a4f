import type { FastifyInstance } from 'fastify';
import { categoriesCreate, categoriesList, categoriesRemove, categoriesUpdate } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { markPrivate, sendVersioned } from '../menu-cache/menu-cache.js';
import { requirePermission } from './menu-access.js';
import { viText } from '../../errors/messages.js';

export async function categoriesRoutes(app: FastifyInstance, { categories, menuCache }: Services) {
  route(app, categoriesList, async (req, reply) => {
    if (req.query.context === 'admin') {
      requirePermission(req, 'products.view');
      markPrivate(reply);
      return categories.list({ lang: req.query.lang ?? 'vi', admin: true });
    }
    return sendVersioned(req, reply, menuCache, { key: 'categories', lang: req.query.lang, build: (lang) => categories.list({ lang }) });
  });

  route(app, categoriesCreate, async (req) => categories.create(req.body));

  route(app, categoriesUpdate, async (req) => categories.update(req.params.id, req.body));

  route(app, categoriesRemove, async (req) => {
    await categories.remove(req.params.id);
    return { success: true as const, message: viText('menu.categoryDeleted') };
  });
}
