import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Out } from './schema-types.js';

type OrderPage = Out<typeof c.orderListResponse>;
type TableOrders = { params: c.IdParam; query: Out<typeof c.orderHistoryPageQuery>; response: OrderPage };
type Count = Out<typeof c.countResponse>;
const view = 'orderHistory.view';

export const historyByTable = endpoint('GET', '/OrderHistory/table/:id', view).of<TableOrders>();
/** The same list under the older address. */
export const historyByTableOrders = endpoint('GET', '/OrderHistory/table/:id/orders', view).of<TableOrders>();
export const historyOrder = endpoint('GET', '/OrderHistory/order/:id', view).of<{ params: c.IdParam; response: Out<typeof c.orderSchema> }>();
export const historyDeleted = endpoint('GET', '/OrderHistory/deleted', 'orders.delete').of<{
  query: Out<typeof c.orderHistoryPageQuery>;
  response: Out<typeof c.orderDeletionListResponse>;
}>();
export const historySearch = endpoint('POST', '/OrderHistory/search', view).of<{ body: In<typeof c.orderHistorySearchSchema>; response: OrderPage }>();
export const historyStats = endpoint('GET', '/OrderHistory/stats', view).of<{
  query: Out<typeof c.orderHistoryStatsQuery>;
  response: Out<typeof c.orderHistoryStatsSchema>;
}>();
/** A CSV file (text/csv, as an attachment); callers read it as a download. */
export const historyExport = endpoint('POST', '/OrderHistory/export', view).of<{ body: In<typeof c.orderHistoryExportSchema>; response: string }>();
export const historyArchiveTable = endpoint('POST', '/OrderHistory/migrate/table/:id', 'tables.manage').of<{ params: c.IdParam; response: Count }>();
export const historyCleanup = endpoint('DELETE', '/OrderHistory/cleanup', 'orderHistory.manage').of<{
  body: In<typeof c.orderHistoryCleanupSchema>;
  response: Count;
}>();
