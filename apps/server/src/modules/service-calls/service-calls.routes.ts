import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TABLE_KEY_HEADER,
  callHistoryCountResponse,
  callHistoryListResponse,
  callHistoryQuery,
  can,
  createServiceCallSchema,
  idParam,
  okResponse,
  serviceCallSchema,
} from '@app/contract';
import type { Services } from '../../services.js';
import { headerValue, parseBody } from '../../http/parse-body.js';

export async function serviceCallsRoutes(app: FastifyInstance, { serviceCalls }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['CallHistory'];
  const view = 'callHistory.view' as const;
  const del = 'callHistory.delete' as const;

  r.post(
    '/Notification/service-call',
    { config: { access: 'public' }, schema: { tags: ['Notification'], response: { 201: serviceCallSchema } } },
    async (req, reply) => {
      const call = await serviceCalls.call({
        input: parseBody(createServiceCallSchema, req.body),
        tableKey: headerValue(req.headers, TABLE_KEY_HEADER),
        staff: !!req.user && can(req.user.role, 'callHistory.view'),
      });
      return reply.status(201).send(call);
    },
  );

  r.get('/CallHistory', { config: { access: view }, schema: { tags, querystring: callHistoryQuery, response: { 200: callHistoryListResponse } } }, async (req) =>
    serviceCalls.list(req.query),
  );

  r.put('/CallHistory/read-all', { config: { access: view }, schema: { tags, response: { 200: callHistoryCountResponse } } }, async () =>
    serviceCalls.markAllRead(),
  );

  r.delete('/CallHistory/delete-all', { config: { access: del }, schema: { tags, response: { 200: callHistoryCountResponse } } }, async () =>
    serviceCalls.removeAll(),
  );

  r.get('/CallHistory/:id', { config: { access: view }, schema: { tags, params: idParam, response: { 200: serviceCallSchema } } }, async (req) =>
    serviceCalls.get(req.params.id),
  );

  r.put('/CallHistory/:id/read', { config: { access: view }, schema: { tags, params: idParam, response: { 200: serviceCallSchema } } }, async (req) =>
    serviceCalls.markRead(req.params.id),
  );

  r.delete('/CallHistory/:id', { config: { access: del }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await serviceCalls.remove(req.params.id);
    return { success: true as const, message: 'Đã xóa lịch sử cuộc gọi' };
  });
}
