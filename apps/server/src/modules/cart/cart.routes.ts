import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TABLE_KEY_HEADER, addCartLineSchema, cartSchema, orderSchema, placeCartSchema, tableNumberParam, updateCartLineSchema } from '@app/contract';
import type { Services } from '../../services.js';
import { headerValue, parseBody } from '../../http/parse-body.js';

const lineParams = tableNumberParam.extend({ lineId: z.coerce.number().int().positive() });
const tableIdParam = z.object({ tableId: z.coerce.number().int().positive() });

export async function cartRoutes(app: FastifyInstance, { cart }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Cart'];
  const config = { access: 'public' as const };
  const key = (headers: Record<string, string | string[] | undefined>) => headerValue(headers, TABLE_KEY_HEADER);

  r.get('/Cart/table/:tableNumber', { config, schema: { tags, params: tableNumberParam, response: { 200: cartSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return cart.get(req.params.tableNumber, key(req.headers));
  });

  r.post('/Cart/table/:tableNumber/lines', { config, schema: { tags, params: tableNumberParam, response: { 200: cartSchema } } }, async (req) =>
    cart.add(req.params.tableNumber, key(req.headers), parseBody(addCartLineSchema, req.body)),
  );

  r.put('/Cart/table/:tableNumber/lines/:lineId', { config, schema: { tags, params: lineParams, response: { 200: cartSchema } } }, async (req) =>
    cart.update(req.params.tableNumber, key(req.headers), req.params.lineId, parseBody(updateCartLineSchema, req.body)),
  );

  r.delete('/Cart/table/:tableNumber/lines/:lineId', { config, schema: { tags, params: lineParams, response: { 200: cartSchema } } }, async (req) =>
    cart.remove(req.params.tableNumber, key(req.headers), req.params.lineId),
  );

  r.post(
    '/Cart/table/:tableNumber/place',
    { config, schema: { tags, params: tableNumberParam, response: { 200: z.object({ order: orderSchema, created: z.boolean(), cart: cartSchema }) } } },
    async (req) => cart.place(req.params.tableNumber, key(req.headers), parseBody(placeCartSchema, req.body)),
  );

  r.delete('/Cart/staff/:tableId', { config: { access: 'orders.updateStatus' }, schema: { tags, params: tableIdParam, response: { 200: cartSchema } } }, async (req) =>
    cart.clear(req.params.tableId),
  );
}
