import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse, optionAvailabilitySchema, optionGroupInputSchema, optionGroupSchema } from '@app/contract';
import type { Services } from '../../services.js';
import { markPrivate } from '../menu-cache/menu-cache.js';

const tags = ['OptionGroup'];

/** Back office management of option groups; diners read them inside GET Product. */
export async function optionGroupsRoutes(app: FastifyInstance, { optionGroups }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'products.manage' as const;

  r.get('/OptionGroup', { config: { access: 'products.view' }, schema: { tags, response: { 200: z.array(optionGroupSchema) } } }, async (_req, reply) => {
    markPrivate(reply);
    return optionGroups.list();
  });

  r.get('/OptionGroup/:id', { config: { access: 'products.view' }, schema: { tags, params: idParam, response: { 200: optionGroupSchema } } }, async (req, reply) => {
    markPrivate(reply);
    return optionGroups.get(req.params.id);
  });

  r.post('/OptionGroup', { config: { access }, schema: { tags, body: optionGroupInputSchema, response: { 201: optionGroupSchema } } }, async (req, reply) =>
    reply.status(201).send(await optionGroups.create(req.body)),
  );

  r.put(
    '/OptionGroup/:id',
    { config: { access }, schema: { tags, params: idParam, body: optionGroupInputSchema, response: { 200: optionGroupSchema } } },
    async (req) => optionGroups.update(req.params.id, req.body),
  );

  r.delete('/OptionGroup/:id', { config: { access }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await optionGroups.remove(req.params.id);
    return { success: true as const, message: 'Xóa nhóm lựa chọn thành công' };
  });

  // Stations may mark an option sold out (no more eggs), like they do for dishes.
  r.patch(
    '/OptionGroup/option/:id/availability',
    { config: { access: 'products.view' }, schema: { tags, params: idParam, body: optionAvailabilitySchema, response: { 200: optionGroupSchema } } },
    async (req) => optionGroups.setOptionAvailability(req.params.id, req.body.isActive),
  );
}
