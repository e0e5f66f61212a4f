import type { FastifyInstance } from 'fastify';
import { printJobReprint, printJobs } from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function printingRoutes(app: FastifyInstance, { printing }: Services) {
  // The worker sends tickets only from a listening server; tests drive it pass by pass.
  app.addHook('onListen', async () => printing.start());
  app.addHook('onClose', async () => printing.stop());

  route(app, printJobs, async (req) => printing.jobs(req.query.problems));

  route(app, printJobReprint, async (req) => printing.reprint(req.params.id));
}
