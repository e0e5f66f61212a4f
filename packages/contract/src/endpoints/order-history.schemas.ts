import { idParam } from '../common.schema.js';
import {
  countResponse,
  orderDeletionListResponse,
  orderHistoryCleanupSchema,
  orderHistoryExportSchema,
  orderHistoryPageQuery,
  orderHistorySearchSchema,
  orderHistoryStatsQuery,
  orderHistoryStatsSchema,
  orderListResponse,
  orderSchema,
} from '../order.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

const tableOrders = { params: idParam, query: orderHistoryPageQuery, response: orderListResponse };

export const orderHistorySchemas = {
  historyByTable: tableOrders,
  historyByTableOrders: tableOrders,
  historyOrder: { params: idParam, response: orderSchema },
  historyDeleted: { query: orderHistoryPageQuery, response: orderDeletionListResponse },
  historySearch: { body: orderHistorySearchSchema, response: orderListResponse },
  historyStats: { query: orderHistoryStatsQuery, response: orderHistoryStatsSchema },
  // A CSV file, not JSON: no response schema.
  historyExport: { body: orderHistoryExportSchema },
  historyArchiveTable: { params: idParam, response: countResponse },
  historyCleanup: { body: orderHistoryCleanupSchema, response: countResponse },
} satisfies Record<string, EndpointSchemaSet>;
