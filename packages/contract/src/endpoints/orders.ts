import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type Order = Out<typeof c.orderSchema>;
type TableNumber = Out<typeof c.tableNumberParam>;

/**
 * Diners and staff place orders here: 201 for a new order, 200 when an Idempotency-Key
 * replays one already placed. The body is checked with the rules' own messages.
 */
export const ordersPlace = endpoint('POST', '/Order', 'public', { status: 201 }).of<{ body: In<typeof c.placeOrderSchema>; response: Order }>();
export const ordersCurrentForTable = endpoint('GET', '/Order/table/:tableNumber/current', 'public').of<{ params: TableNumber; response: Order[] }>();
export const ordersBoard = endpoint('GET', '/Order/board', 'orders.view').of<{ response: Out<typeof c.boardSchema> }>();
export const ordersList = endpoint('GET', '/Order', 'orders.view').of<{ query: Out<typeof c.orderListQuery>; response: Out<typeof c.orderListResponse> }>();
/** Staff, or the diner of the order's table (table key). */
export const ordersGet = endpoint('GET', '/Order/:id', 'public').of<{ params: c.IdParam; response: Order }>();
export const ordersUpdate = endpoint('PUT', '/Order/:id', 'orders.edit').of<{ params: c.IdParam; body: In<typeof c.updateOrderSchema>; response: Order }>();
export const ordersSetStatus = endpoint('PUT', '/Order/:id/status/:status', 'orders.updateStatus').of<{
  params: Out<typeof c.orderStatusParam>;
  response: Order;
}>();
export const ordersConfirmPayment = endpoint('PUT', '/Order/confirm-payment/:id', 'orders.confirmPayment').of<{ params: c.IdParam; response: Order }>();
export const orderItemComplete = endpoint('PUT', '/Order/order-item/:id/complete', 'orders.completeItems').of<{
  params: c.IdParam;
  body: In<typeof c.completeItemSchema>;
  response: Out<typeof c.orderItemUpdateResponse>;
}>();
export const orderItemCallNumber = endpoint('PUT', '/Order/order-item/:id/call-number', 'orders.completeItems').of<{
  params: c.IdParam;
  body: In<typeof c.callNumberSchema>;
  response: Out<typeof c.orderItemUpdateResponse>;
}>();
export const ordersRemoveAll = endpoint('DELETE', '/Order/all', 'orders.deleteAll').of<{
  query: Out<typeof c.deleteAllOrdersQuery>;
  response: Out<typeof c.countResponse>;
}>();
export const ordersRemove = endpoint('DELETE', '/Order/:id', 'orders.delete').of<{ params: c.IdParam; response: Ok }>();
