import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardRangeQuery, kitchenAnalyticsSchema, kitchenSummarySchema } from '@app/contract';
import type { Services } from '../../services.js';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/Analytics/kitchen',
    { config: { access: 'dashboard.view' }, schema: { tags: ['Analytics'], querystring: dashboardRangeQuery, response: { 200: kitchenAnalyticsSchema } } },
    async (req) => analytics.kitchen(req.query),
  );
  // The dashboard's kitchen cards, open to whoever may open the analytics page.
  r.get(
    '/Analytics/kitchen/summary',
    { config: { access: 'dashboard.view' }, schema: { tags: ['Analytics'], querystring: dashboardRangeQuery, response: { 200: kitchenSummarySchema } } },
    async (req) => analytics.kitchenSummary(req.query),
  );
}
