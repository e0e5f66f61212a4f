import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countResponse,
  idParam,
  orderHistoryCleanupSchema,
  orderHistoryExportSchema,
  orderHistoryPageQuery,
  orderDeletionListResponse,
  orderHistorySearchSchema,
  orderHistoryStatsQuery,
  orderHistoryStatsSchema,
  orderListResponse,
  orderSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';

const tags = ['OrderHistory'];

export async function orderHistoryRoutes(app: FastifyInstance, { orderHistory, orders }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = 'orderHistory.view' as const;
  const manage = 'orderHistory.manage' as const;
  const tableOrders = { config: { access: view }, schema: { tags, params: idParam, querystring: orderHistoryPageQuery, response: { 200: orderListResponse } } };

  r.get('/OrderHistory/table/:id', tableOrders, async (req) => orderHistory.byTable(req.params.id, req.query.page, req.query.pageSize));
  r.get('/OrderHistory/table/:id/orders', tableOrders, async (req) => orderHistory.byTable(req.params.id, req.query.page, req.query.pageSize));

  r.get('/OrderHistory/order/:id', { config: { access: view }, schema: { tags, params: idParam, response: { 200: orderSchema } } }, async (req) =>
    orderHistory.order(req.params.id),
  );

  r.get(
    '/OrderHistory/deleted',
    { config: { access: 'orders.delete' }, schema: { tags, querystring: orderHistoryPageQuery, response: { 200: orderDeletionListResponse } } },
    async (req) => orders.deletions(req.query.page, req.query.pageSize),
  );

  r.post('/OrderHistory/search', { config: { access: view }, schema: { tags, body: orderHistorySearchSchema, response: { 200: orderListResponse } } }, async (req) =>
    orderHistory.search(requireUser(req), req.body),
  );

  r.get('/OrderHistory/stats', { config: { access: view }, schema: { tags, querystring: orderHistoryStatsQuery, response: { 200: orderHistoryStatsSchema } } }, async (req) =>
    orderHistory.stats(requireUser(req), req.query),
  );

  r.post('/OrderHistory/export', { config: { access: view }, schema: { tags, body: orderHistoryExportSchema } }, async (req, reply) => {
    const csv = await orderHistory.exportCsv(requireUser(req), req.body);
    const name = `don-hang-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  r.post('/OrderHistory/migrate/table/:id', { config: { access: 'tables.manage' }, schema: { tags, params: idParam, response: { 200: countResponse } } }, async (req) =>
    orderHistory.archiveTable(req.params.id),
  );

  r.delete('/OrderHistory/cleanup', { config: { access: manage }, schema: { tags, body: orderHistoryCleanupSchema, response: { 200: countResponse } } }, async (req) =>
    orderHistory.cleanup(req.body.olderThanDays),
  );
}
