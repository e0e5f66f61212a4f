import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TABLE_KEY_HEADER,
  billRequestSchema,
  billSchema,
  idParam,
  receiptQuery,
  recordPaymentSchema,
  settleBillSchema,
  tableNumberParam,
} from '@app/contract';
import type { Services } from '../../services.js';
import { headerValue, parseBody } from '../../http/parse-body.js';

const tableIdParam = z.object({ tableId: z.coerce.number().int().positive() });

export async function billRoutes(app: FastifyInstance, { bill }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Bill'];

  r.get('/Bill/table/:tableNumber', { config: { access: 'public' }, schema: { tags, params: tableNumberParam, response: { 200: billSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.forDiner(req.params.tableNumber, headerValue(req.headers, TABLE_KEY_HEADER));
  });

  r.get('/Bill/receipt/:id', { config: { access: 'public' }, schema: { tags, params: idParam, querystring: receiptQuery, response: { 200: billSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.receipt(req.params.id, { staff: req.user ?? null, token: req.query.token });
  });

  r.post('/Bill/request', { config: { access: 'public' }, schema: { tags } }, async (req, reply) => {
    const result = await bill.request(parseBody(billRequestSchema, req.body), headerValue(req.headers, TABLE_KEY_HEADER));
    return reply.status(201).send(result);
  });

  r.get('/Bill/staff/:tableId', { config: { access: 'orders.view' }, schema: { tags, params: tableIdParam, response: { 200: billSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.forStaff(req.params.tableId);
  });

  r.post('/Bill/staff/:tableId/payments', { config: { access: 'orders.confirmPayment' }, schema: { tags, params: tableIdParam, response: { 201: billSchema } } }, async (req, reply) => {
    const result = await bill.record(req.user!, req.params.tableId, parseBody(recordPaymentSchema, req.body));
    return reply.status(201).send(result);
  });

  r.post('/Bill/staff/:tableId/settle', { config: { access: 'orders.confirmPayment' }, schema: { tags, params: tableIdParam, response: { 200: billSchema } } }, async (req) =>
    bill.settle(req.user!, req.params.tableId, parseBody(settleBillSchema, req.body).method),
  );
}
