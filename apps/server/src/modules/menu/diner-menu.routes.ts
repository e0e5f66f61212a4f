import type { FastifyInstance } from 'fastify';
import { dinerMenu } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { sendVersioned } from '../menu-cache/menu-cache.js';

export async function dinerMenuRoutes(app: FastifyInstance, { dinerMenu: menu, settings, menuCache }: Services) {
  route(app, dinerMenu, async (req, reply) => {
    const publicSettings = await settings.publicView();
    return sendVersioned(req, reply, menuCache, {
      key: 'diner-menu',
      lang: req.query.lang,
      variant: JSON.stringify(publicSettings),
      build: (lang) => menu.compose(lang, publicSettings),
    });
  });
}
