import type { FastifyInstance } from 'fastify';
import { optionAvailability, optionGroupsCreate, optionGroupsGet, optionGroupsList, optionGroupsRemove, optionGroupsUpdate } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { markPrivate } from '../menu-cache/menu-cache.js';
import { viText } from '../../errors/messages.js';

/** Back office management of option groups; diners read them inside GET Product. */
export async function optionGroupsRoutes(app: FastifyInstance, { optionGroups }: Services) {
  route(app, optionGroupsList, async (_req, reply) => {
    markPrivate(reply);
    return optionGroups.list();
  });

  route(app, optionGroupsGet, async (req, reply) => {
    markPrivate(reply);
    return optionGroups.get(req.params.id);
  });

  route(app, optionGroupsCreate, async (req) => optionGroups.create(req.body));

  route(app, optionGroupsUpdate, async (req) => optionGroups.update(req.params.id, req.body));

  route(app, optionGroupsRemove, async (req) => {
    await optionGroups.remove(req.params.id);
    return { success: true as const, message: viText('options.optionGroupDeleted') };
  });

  // Stations may mark an option sold out (no more eggs), like they do for dishes.
  route(app, optionAvailability, async (req) => optionGroups.setOptionAvailability(req.params.id, req.body.isActive));
}
