import type { FastifyInstance } from 'fastify';
import { kitchenBump, kitchenBumpItem, kitchenDisplay, kitchenRecall, kitchenRush, kitchenSettingsGet, kitchenSettingsUpdate } from '@app/contract';
import { requireUser } from '../../http/access.js';
import { invalidField } from '../../errors/app-error.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';

export async function kitchenRoutes(app: FastifyInstance, { kitchen }: Services) {
  route(app, kitchenDisplay, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return kitchen.display(requireUser(req), req.query.station);
  });

  route(app, kitchenBump, async (req) => kitchen.bumpTicket(requireUser(req), req.body.orderId, req.body.station));

  route(app, kitchenBumpItem, async (req) => kitchen.bumpItem(requireUser(req), req.params.id));

  route(app, kitchenRecall, async (req) => kitchen.recall(requireUser(req), req.body.station));

  route(app, kitchenRush, async (req) => {
    await kitchen.setRush(req.params.id, req.body.isRush);
    return { success: true as const };
  });

  route(app, kitchenSettingsGet, async () => kitchen.settings());

  route(app, kitchenSettingsUpdate, async (req) => {
    const patch = req.body;
    const next = { ...(await kitchen.settings()), ...patch };
    for (const [station, t] of Object.entries(next.thresholds)) {
      if (t.lateMinutes <= t.warnMinutes) throw invalidField(`thresholds.${station}`, 'kitchen.lateBeforeWarn');
    }
    return kitchen.updateSettings(patch);
  });
}
