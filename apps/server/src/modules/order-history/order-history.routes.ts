import type { FastifyInstance } from 'fastify';
import {
  historyArchiveTable,
  historyByTable,
  historyByTableOrders,
  historyCleanup,
  historyDeleted,
  historyExport,
  historyOrder,
  historySearch,
  historyStats,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function orderHistoryRoutes(app: FastifyInstance, { orderHistory, orders }: Services) {
  route(app, historyByTable, async (req) => orderHistory.byTable(req.params.id, req.query.page, req.query.pageSize));
  route(app, historyByTableOrders, async (req) => orderHistory.byTable(req.params.id, req.query.page, req.query.pageSize));

  route(app, historyOrder, async (req) => orderHistory.order(req.params.id));

  route(app, historyDeleted, async (req) => orders.deletions(req.query.page, req.query.pageSize));

  route(app, historySearch, async (req) => orderHistory.search(requireUser(req), req.body));

  route(app, historyStats, async (req) => orderHistory.stats(requireUser(req), req.query));

  route(app, historyExport, async (req, reply) => {
    const csv = await orderHistory.exportCsv(requireUser(req), req.body);
    const name = `don-hang-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  route(app, historyArchiveTable, async (req) => orderHistory.archiveTable(req.params.id));

  route(app, historyCleanup, async (req) => orderHistory.cleanup(req.body.olderThanDays));
}
