import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KITCHEN_MESSAGES,
  bumpResultSchema,
  bumpTicketSchema,
  idParam,
  kitchenDisplaySchema,
  kitchenSettingsSchema,
  okResponse,
  rushSchema,
  stationQuery,
  updateKitchenSettingsSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { parseBody } from '../../http/parse-body.js';

const tags = ['Kitchen'];

export async function kitchenRoutes(app: FastifyInstance, { kitchen }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const work = 'orders.completeItems' as const;

  r.get('/Kitchen/display', { config: { access: work }, schema: { tags, querystring: stationQuery, response: { 200: kitchenDisplaySchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return kitchen.display(requireUser(req), req.query.station);
  });

  r.post('/Kitchen/bump', { config: { access: work }, schema: { tags, response: { 200: bumpResultSchema } } }, async (req) => {
    const body = parseBody(bumpTicketSchema, req.body);
    return kitchen.bumpTicket(requireUser(req), body.orderId, body.station);
  });

  r.post('/Kitchen/items/:id/bump', { config: { access: work }, schema: { tags, params: idParam, response: { 200: bumpResultSchema } } }, async (req) =>
    kitchen.bumpItem(requireUser(req), req.params.id),
  );

  r.post('/Kitchen/recall', { config: { access: work }, schema: { tags, response: { 200: bumpResultSchema } } }, async (req) => {
    const body = parseBody(stationQuery, req.body);
    return kitchen.recall(requireUser(req), body.station);
  });

  r.put('/Kitchen/rush/:id', { config: { access: work }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await kitchen.setRush(req.params.id, parseBody(rushSchema, req.body).isRush);
    return { success: true as const };
  });

  r.get('/Kitchen/settings', { config: { access: 'settings.manage' }, schema: { tags, response: { 200: kitchenSettingsSchema } } }, async () => kitchen.settings());

  r.put('/Kitchen/settings', { config: { access: 'settings.manage' }, schema: { tags, response: { 200: kitchenSettingsSchema } } }, async (req) => {
    const patch = parseBody(updateKitchenSettingsSchema, req.body);
    const next = { ...(await kitchen.settings()), ...patch };
    for (const [station, t] of Object.entries(next.thresholds)) {
      if (t.lateMinutes <= t.warnMinutes) throw new AppError('VALIDATION', KITCHEN_MESSAGES.lateBeforeWarn, { [`thresholds.${station}`]: KITCHEN_MESSAGES.lateBeforeWarn });
    }
    return kitchen.updateSettings(patch);
  });
}
