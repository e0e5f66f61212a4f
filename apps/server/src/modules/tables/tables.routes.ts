import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkTableNumberQuery,
  checkTableNumberResponse,
  idParam,
  okResponse,
  paged,
  publicTableSchema,
  tableInputSchema,
  tableListQuery,
  tableNumberParam,
  tableSchema,
  tableUpdateSchema,
  tableWithBookingSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';

const tags = ['Table'];

/** Origin for the QR URLs: the configured public URL, else the one the staff member used. */
export function requestOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.headers.host}`;
}

export async function tablesRoutes(app: FastifyInstance, { tables, config }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const origin = (req: FastifyRequest) => requestOrigin(req, config.publicUrl);
  const reader = (req: FastifyRequest) => ({ role: requireUser(req).role, origin: origin(req) });
  const view = 'tables.view' as const;
  const manage = 'tables.manage' as const;

  r.get('/Table/number/:tableNumber', { config: { access: 'public' }, schema: { tags, params: tableNumberParam, response: { 200: publicTableSchema } } }, async (req) =>
    tables.getPublicByNumber(req.params.tableNumber),
  );

  r.get('/Table', { config: { access: view }, schema: { tags, querystring: tableListQuery, response: { 200: paged(tableSchema) } } }, async (req) =>
    tables.list(req.query, reader(req)),
  );

  r.get('/Table/with-booking-info', { config: { access: view }, schema: { tags, response: { 200: z.array(tableWithBookingSchema) } } }, async (req) =>
    tables.listWithBooking(reader(req)),
  );

  r.get('/Table/check-unique', { config: { access: manage }, schema: { tags, querystring: checkTableNumberQuery, response: { 200: checkTableNumberResponse } } }, async (req) => ({
    isUnique: await tables.isUnique(req.query.tableNumber, req.query.excludeId),
  }));

  r.get('/Table/:id', { config: { access: view }, schema: { tags, params: idParam, response: { 200: tableSchema } } }, async (req) =>
    tables.get(req.params.id, reader(req)),
  );

  r.post('/Table', { config: { access: manage }, schema: { tags, body: tableInputSchema, response: { 201: tableSchema } } }, async (req, reply) =>
    reply.status(201).send(await tables.create(req.body, origin(req))),
  );

  r.put('/Table/:id', { config: { access: manage }, schema: { tags, params: idParam, body: tableUpdateSchema, response: { 200: tableSchema } } }, async (req) =>
    tables.update(req.params.id, req.body, origin(req)),
  );

  r.delete('/Table/:id', { config: { access: manage }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await tables.remove(req.params.id);
    return { success: true as const, message: 'Xóa bàn thành công' };
  });

  r.put('/Table/:id/toggle-status', { config: { access: manage }, schema: { tags, params: idParam, response: { 200: tableSchema } } }, async (req) =>
    tables.toggleActive(req.params.id, origin(req)),
  );

  r.post('/Table/:id/rotate-key', { config: { access: manage }, schema: { tags, params: idParam, response: { 200: tableSchema } } }, async (req) =>
    tables.rotateKey(req.params.id, origin(req)),
  );
}
