import type { FastifyInstance } from 'fastify';
import { TABLE_KEY_HEADER, cartAdd, cartClear, cartGet, cartPlace, cartRemove, cartUpdate } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { headerValue } from '../../http/parse-body.js';

export async function cartRoutes(app: FastifyInstance, { cart }: Services) {
  const key = (headers: Record<string, string | string[] | undefined>) => headerValue(headers, TABLE_KEY_HEADER);

  route(app, cartGet, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return cart.get(req.params.tableNumber, key(req.headers));
  });

  route(app, cartAdd, async (req) => cart.add(req.params.tableNumber, key(req.headers), req.body));

  route(app, cartUpdate, async (req) => cart.update(req.params.tableNumber, key(req.headers), req.params.lineId, req.body));

  route(app, cartRemove, async (req) => cart.remove(req.params.tableNumber, key(req.headers), req.params.lineId));

  route(app, cartPlace, async (req) => cart.place(req.params.tableNumber, key(req.headers), req.body));

  route(app, cartClear, async (req) => cart.clear(req.params.tableId));
}
