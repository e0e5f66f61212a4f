import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, printJobSchema, printJobsQuery } from '@app/contract';
import type { Services } from '../../services.js';

const tags = ['Printing'];

export async function printingRoutes(app: FastifyInstance, { printing }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The worker sends tickets only from a listening server; tests drive it pass by pass.
  app.addHook('onListen', async () => printing.start());
  app.addHook('onClose', async () => printing.stop());

  r.get('/Printing/jobs', { config: { access: 'orders.completeItems' }, schema: { tags, querystring: printJobsQuery, response: { 200: z.array(printJobSchema) } } }, async (req) =>
    printing.jobs(req.query.problems),
  );

  r.post('/Printing/jobs/:id/reprint', { config: { access: 'orders.completeItems' }, schema: { tags, params: idParam, response: { 200: printJobSchema } } }, async (req) =>
    printing.reprint(req.params.id),
  );
}
