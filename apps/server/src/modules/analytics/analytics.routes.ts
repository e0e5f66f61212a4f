import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardRangeQuery, kitchenAnalyticsSchema } from '@app/contract';
import type { Services } from '../../services.js';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/Analytics/kitchen',
    { config: { access: 'dashboard.view' }, schema: { tags: ['Analytics'], querystring: dashboardRangeQuery, response: { 200: kitchenAnalyticsSchema } } },
    async (req) => analytics.kitchen(req.query),
  );
}
