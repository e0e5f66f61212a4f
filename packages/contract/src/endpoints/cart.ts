import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Out } from './schema-types.js';

type Cart = Out<typeof c.cartSchema>;
type TableNumber = Out<typeof c.tableNumberParam>;
type Line = TableNumber & { lineId: number };

/** The table's shared cart; diners pass the table key header. Bodies are checked with the rules' own messages. */
export const cartGet = endpoint('GET', '/Cart/table/:tableNumber', 'public').of<{ params: TableNumber; response: Cart }>();
export const cartAdd = endpoint('POST', '/Cart/table/:tableNumber/lines', 'public').of<{
  params: TableNumber;
  body: In<typeof c.addCartLineSchema>;
  response: Cart;
}>();
export const cartUpdate = endpoint('PUT', '/Cart/table/:tableNumber/lines/:lineId', 'public').of<{
  params: Line;
  body: In<typeof c.updateCartLineSchema>;
  response: Cart;
}>();
export const cartRemove = endpoint('DELETE', '/Cart/table/:tableNumber/lines/:lineId', 'public').of<{ params: Line; response: Cart }>();
export const cartPlace = endpoint('POST', '/Cart/table/:tableNumber/place', 'public').of<{
  params: TableNumber;
  body: In<typeof c.placeCartSchema>;
  response: { order: Out<typeof c.orderSchema>; created: boolean; cart: Cart };
}>();
/** Staff empty a table's cart. */
export const cartClear = endpoint('DELETE', '/Cart/staff/:tableId', 'orders.updateStatus').of<{ params: { tableId: number }; response: Cart }>();
