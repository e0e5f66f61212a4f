import type { FastifyInstance } from 'fastify';
import {
  TABLE_KEY_HEADER,
  callHistoryGet,
  callHistoryList,
  callHistoryRead,
  callHistoryReadAll,
  callHistoryRemove,
  callHistoryRemoveAll,
  can,
  serviceCallCreate,
} from '@app/contract';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { headerValue } from '../../http/parse-body.js';
import { viText } from '../../errors/messages.js';

export async function serviceCallsRoutes(app: FastifyInstance, { serviceCalls }: Services) {
  route(app, serviceCallCreate, async (req) =>
    serviceCalls.call({
      input: req.body,
      tableKey: headerValue(req.headers, TABLE_KEY_HEADER),
      staff: !!req.user && can(req.user.role, 'callHistory.view'),
    }),
  );

  route(app, callHistoryList, async (req) => serviceCalls.list(req.query));

  route(app, callHistoryReadAll, async () => serviceCalls.markAllRead());

  route(app, callHistoryRemoveAll, async () => serviceCalls.removeAll());

  route(app, callHistoryGet, async (req) => serviceCalls.get(req.params.id));

  route(app, callHistoryRead, async (req) => serviceCalls.markRead(req.params.id));

  route(app, callHistoryRemove, async (req) => {
    await serviceCalls.remove(req.params.id);
    return { success: true as const, message: viText('calls.deleted') };
  });
}
