import type { FastifyInstance } from 'fastify';
import { dashboardRecentOrders, dashboardRevenueSeries, dashboardStatistics, dashboardTopDishes } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: Services) {
  route(app, dashboardStatistics, async (req) => dashboard.statistics(req.query));

  route(app, dashboardRecentOrders, async () => dashboard.recentOrders());

  route(app, dashboardRevenueSeries, async (req) => dashboard.revenueSeries(req.query));

  route(app, dashboardTopDishes, async (req) => dashboard.topDishes(req.query));
}
