import type { FastifyInstance } from 'fastify';
import { TABLE_KEY_HEADER, billForStaff, billForTable, billReceipt, billRecordPayment, billRequest, billSettle } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { headerValue } from '../../http/parse-body.js';

export async function billRoutes(app: FastifyInstance, { bill }: Services) {
  route(app, billForTable, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.forDiner(req.params.tableNumber, headerValue(req.headers, TABLE_KEY_HEADER));
  });

  route(app, billReceipt, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.receipt(req.params.id, { staff: req.user ?? null, token: req.query.token });
  });

  route(app, billRequest, async (req) => bill.request(req.body, headerValue(req.headers, TABLE_KEY_HEADER)));

  route(app, billForStaff, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return bill.forStaff(req.params.tableId);
  });

  route(app, billRecordPayment, async (req) => bill.record(req.user!, req.params.tableId, req.body));

  route(app, billSettle, async (req) => bill.settle(req.user!, req.params.tableId, req.body.method));
}
