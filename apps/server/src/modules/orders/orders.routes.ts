import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  TABLE_KEY_HEADER,
  can,
  orderItemCallNumber,
  orderItemComplete,
  ordersBoard,
  ordersConfirmPayment,
  ordersCurrentForTable,
  ordersGet,
  ordersList,
  ordersPlace,
  ordersRemove,
  ordersRemoveAll,
  ordersSetStatus,
  ordersUpdate,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { headerValue } from '../../http/parse-body.js';
import { viText } from '../../errors/messages.js';

export async function ordersRoutes(app: FastifyInstance, { orders }: Services) {
  const tableKey = (h: Record<string, string | string[] | undefined>) => headerValue(h, TABLE_KEY_HEADER);

  /**
   * Diners and staff place orders here. A signed-in member with 'orders.create' is staff
   * unless the request carries a table key (then it comes from the diner page).
   */
  route(app, ordersPlace, async (req, reply) => {
    const key = tableKey(req.headers);
    const staff = req.user && !key && can(req.user.role, 'orders.create') ? req.user : null;
    const { order, created } = await orders.place({
      input: req.body,
      staff,
      tableKey: key,
      idempotencyKey: headerValue(req.headers, IDEMPOTENCY_HEADER),
    });
    return reply.status(created ? 201 : 200).send(order);
  });

  route(app, ordersCurrentForTable, async (req) => orders.currentForTable(req.params.tableNumber, tableKey(req.headers)));

  route(app, ordersBoard, async (req) => orders.board(requireUser(req)));

  route(app, ordersList, async (req) => orders.list(requireUser(req), req.query));

  route(app, ordersGet, async (req) => orders.get(req.params.id, { staff: req.user, tableKey: tableKey(req.headers) }));

  route(app, ordersUpdate, async (req) => orders.update(requireUser(req), req.params.id, req.body));

  route(app, ordersSetStatus, async (req) => orders.setStatus(requireUser(req), req.params.id, req.params.status));

  route(app, ordersConfirmPayment, async (req) => orders.confirmPayment(requireUser(req), req.params.id));

  route(app, orderItemComplete, async (req) => orders.completeItem(requireUser(req), req.params.id, req.body.isCompleted));

  route(app, orderItemCallNumber, async (req) => orders.setCallNumber(requireUser(req), req.params.id, req.body.callNumber));

  route(app, ordersRemoveAll, async (req) => orders.removeAll(requireUser(req)));

  route(app, ordersRemove, async (req) => {
    await orders.remove(requireUser(req), req.params.id);
    return { success: true as const, message: viText('orders.deleted') };
  });
}
