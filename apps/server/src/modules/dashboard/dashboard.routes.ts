import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardRangeQuery, dashboardStatisticsSchema, recentOrderSchema, revenueSeriesSchema, topDishSchema } from '@app/contract';
import type { Services } from '../../services.js';

const tags = ['Dashboard'];

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'dashboard.view' as const;

  r.get('/Dashboard/statistics', { config: { access }, schema: { tags, querystring: dashboardRangeQuery, response: { 200: dashboardStatisticsSchema } } }, async (req) =>
    dashboard.statistics(req.query),
  );

  r.get('/Dashboard/recent-orders', { config: { access }, schema: { tags, response: { 200: z.array(recentOrderSchema) } } }, async () =>
    dashboard.recentOrders(),
  );

  r.get('/Dashboard/revenue-series', { config: { access }, schema: { tags, querystring: dashboardRangeQuery, response: { 200: revenueSeriesSchema } } }, async (req) =>
    dashboard.revenueSeries(req.query),
  );

  r.get('/Dashboard/top-dishes', { config: { access }, schema: { tags, querystring: dashboardRangeQuery, response: { 200: z.array(topDishSchema) } } }, async (req) =>
    dashboard.topDishes(req.query),
  );
}
