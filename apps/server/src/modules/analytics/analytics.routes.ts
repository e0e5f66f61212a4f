import type { FastifyInstance } from 'fastify';
import { analyticsKitchen, analyticsKitchenSummary } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: Services) {
  route(app, analyticsKitchen, async (req) => analytics.kitchen(req.query));
  // The dashboard's kitchen cards, open to whoever may open the analytics page.
  route(app, analyticsKitchenSummary, async (req) => analytics.kitchenSummary(req.query));
}
