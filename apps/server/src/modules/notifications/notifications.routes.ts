import type { FastifyInstance } from 'fastify';
import { notificationsGet, notificationsList, notificationsRead, notificationsReadAll, notificationsRemove, notificationsRemoveAll } from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { viText } from '../../errors/messages.js';

export async function notificationsRoutes(app: FastifyInstance, { notifications }: Services) {
  route(app, notificationsList, async (req) => notifications.list(requireUser(req), req.query));

  route(app, notificationsReadAll, async (req) => notifications.markAllRead(requireUser(req)));

  route(app, notificationsRemoveAll, async () => notifications.removeAll());

  route(app, notificationsGet, async (req) => notifications.get(requireUser(req), req.params.id));

  route(app, notificationsRead, async (req) => notifications.markRead(requireUser(req), req.params.id));

  route(app, notificationsRemove, async (req) => {
    await notifications.remove(requireUser(req), req.params.id);
    return { success: true as const, message: viText('notifications.deleted') };
  });
}
