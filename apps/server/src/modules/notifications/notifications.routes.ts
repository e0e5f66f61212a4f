import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countResponse, idParam, notificationListQuery, notificationListResponse, notificationSchema, okResponse } from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';

const tags = ['Notification'];

export async function notificationsRoutes(app: FastifyInstance, { notifications }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = 'notifications.view' as const;
  const manage = 'notifications.manage' as const;

  r.get('/Notification', { config: { access: view }, schema: { tags, querystring: notificationListQuery, response: { 200: notificationListResponse } } }, async (req) =>
    notifications.list(requireUser(req), req.query),
  );

  r.put('/Notification/read-all', { config: { access: view }, schema: { tags, response: { 200: countResponse } } }, async (req) =>
    notifications.markAllRead(requireUser(req)),
  );

  r.delete('/Notification/delete-all', { config: { access: manage }, schema: { tags, response: { 200: countResponse } } }, async () =>
    notifications.removeAll(),
  );

  r.get('/Notification/:id', { config: { access: view }, schema: { tags, params: idParam, response: { 200: notificationSchema } } }, async (req) =>
    notifications.get(requireUser(req), req.params.id),
  );

  r.put('/Notification/:id/read', { config: { access: view }, schema: { tags, params: idParam, response: { 200: notificationSchema } } }, async (req) =>
    notifications.markRead(requireUser(req), req.params.id),
  );

  r.delete('/Notification/:id', { config: { access: manage }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await notifications.remove(requireUser(req), req.params.id);
    return { success: true as const, message: 'Xóa thông báo thành công' };
  });
}
