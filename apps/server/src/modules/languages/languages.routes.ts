import type { FastifyInstance } from 'fastify';
import { languagesCreate, languagesGet, languagesList, languagesRemove, languagesUpdate } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { sendVersioned } from '../menu-cache/menu-cache.js';
import { viText } from '../../errors/messages.js';

export async function languagesRoutes(app: FastifyInstance, { languages, menuCache }: Services) {
  // The diner's language list. The body is the same in every language.
  route(app, languagesList, async (req, reply) => sendVersioned(req, reply, menuCache, { key: 'languages', build: () => languages.list() }));

  route(app, languagesGet, async (req) => languages.get(req.params.id));

  route(app, languagesCreate, async (req) => languages.create(req.body));

  route(app, languagesUpdate, async (req) => languages.update(req.params.id, req.body));

  route(app, languagesRemove, async (req) => {
    await languages.remove(req.params.id);
    return { success: true as const, message: viText('languages.deleted') };
  });
}
