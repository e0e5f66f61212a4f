import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  TABLE_KEY_HEADER,
  boardSchema,
  callNumberSchema,
  can,
  completeItemSchema,
  countResponse,
  deleteAllOrdersQuery,
  idParam,
  okResponse,
  orderItemUpdateResponse,
  orderListQuery,
  orderListResponse,
  orderSchema,
  orderStatusParam,
  placeOrderSchema,
  tableNumberParam,
  updateOrderSchema,
} from '@app/contract';
import { requireUser } from '../../http/access.js';
import type { Services } from '../../services.js';
import { headerValue, parseBody } from '../../http/parse-body.js';

const tags = ['Order'];

export async function ordersRoutes(app: FastifyInstance, { orders }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tableKey = (h: Record<string, string | string[] | undefined>) => headerValue(h, TABLE_KEY_HEADER);

  /**
   * Diners and staff place orders here. A signed-in member with 'orders.create' is staff
   * unless the request carries a table key (then it comes from the diner page).
   */
  r.post('/Order', { config: { access: 'public' }, schema: { tags, response: { 200: orderSchema, 201: orderSchema } } }, async (req, reply) => {
    const key = tableKey(req.headers);
    const staff = req.user && !key && can(req.user.role, 'orders.create') ? req.user : null;
    const { order, created } = await orders.place({
      input: parseBody(placeOrderSchema, req.body),
      staff,
      tableKey: key,
      idempotencyKey: headerValue(req.headers, IDEMPOTENCY_HEADER),
    });
    return reply.status(created ? 201 : 200).send(order);
  });

  r.get('/Order/table/:tableNumber/current', { config: { access: 'public' }, schema: { tags, params: tableNumberParam, response: { 200: z.array(orderSchema) } } }, async (req) =>
    orders.currentForTable(req.params.tableNumber, tableKey(req.headers)),
  );

  r.get('/Order/board', { config: { access: 'orders.view' }, schema: { tags, response: { 200: boardSchema } } }, async (req) =>
    orders.board(requireUser(req)),
  );

  r.get('/Order', { config: { access: 'orders.view' }, schema: { tags, querystring: orderListQuery, response: { 200: orderListResponse } } }, async (req) =>
    orders.list(requireUser(req), req.query),
  );

  r.get('/Order/:id', { config: { access: 'public' }, schema: { tags, params: idParam, response: { 200: orderSchema } } }, async (req) =>
    orders.get(req.params.id, { staff: req.user, tableKey: tableKey(req.headers) }),
  );

  r.put('/Order/:id', { config: { access: 'orders.edit' }, schema: { tags, params: idParam, response: { 200: orderSchema } } }, async (req) =>
    orders.update(requireUser(req), req.params.id, parseBody(updateOrderSchema, req.body)),
  );

  r.put('/Order/:id/status/:status', { config: { access: 'orders.updateStatus' }, schema: { tags, params: orderStatusParam, response: { 200: orderSchema } } }, async (req) =>
    orders.setStatus(requireUser(req), req.params.id, req.params.status),
  );

  r.put('/Order/confirm-payment/:id', { config: { access: 'orders.confirmPayment' }, schema: { tags, params: idParam, response: { 200: orderSchema } } }, async (req) =>
    orders.confirmPayment(requireUser(req), req.params.id),
  );

  r.put(
    '/Order/order-item/:id/complete',
    { config: { access: 'orders.completeItems' }, schema: { tags, params: idParam, body: completeItemSchema, response: { 200: orderItemUpdateResponse } } },
    async (req) => orders.completeItem(requireUser(req), req.params.id, req.body.isCompleted),
  );

  r.put(
    '/Order/order-item/:id/call-number',
    { config: { access: 'orders.completeItems' }, schema: { tags, params: idParam, body: callNumberSchema, response: { 200: orderItemUpdateResponse } } },
    async (req) => orders.setCallNumber(requireUser(req), req.params.id, req.body.callNumber),
  );

  r.delete('/Order/all', { config: { access: 'orders.deleteAll' }, schema: { tags, querystring: deleteAllOrdersQuery, response: { 200: countResponse } } }, async (req) =>
    orders.removeAll(requireUser(req)),
  );

  r.delete('/Order/:id', { config: { access: 'orders.delete' }, schema: { tags, params: idParam, response: { 200: okResponse } } }, async (req) => {
    await orders.remove(requireUser(req), req.params.id);
    return { success: true as const, message: 'Xóa đơn hàng thành công' };
  });
}
