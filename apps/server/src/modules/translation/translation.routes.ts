import type { FastifyInstance } from 'fastify';
import { translate, translateLanguages, translationFillJob, translationFillStart } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function translationRoutes(app: FastifyInstance, { translation }: Services) {
  // Each provider call costs money: limit per client.
  const perClient = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  route(app, translate, async (req) => translation.translate(req.body), perClient);

  route(app, translateLanguages, async () => translation.languages(), perClient);

  route(app, translationFillStart, async () => translation.startFillAll());

  route(app, translationFillJob, async () => translation.fillJob());
}
