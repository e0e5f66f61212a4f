import { z } from 'zod';
import { idParam, okResponse } from '../common.schema.js';
import {
  boardSchema,
  callNumberSchema,
  completeItemSchema,
  countResponse,
  deleteAllOrdersQuery,
  orderItemUpdateResponse,
  orderListQuery,
  orderListResponse,
  orderSchema,
  orderStatusParam,
  placeOrderSchema,
  updateOrderSchema,
} from '../order.schema.js';
import { tableNumberParam } from '../table.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const orderSchemas = {
  ordersPlace: { body: placeOrderSchema, bodyWithRuleMessages: true, response: orderSchema, alsoStatus: [200] },
  ordersCurrentForTable: { params: tableNumberParam, response: z.array(orderSchema) },
  ordersBoard: { response: boardSchema },
  ordersList: { query: orderListQuery, response: orderListResponse },
  ordersGet: { params: idParam, response: orderSchema },
  ordersUpdate: { params: idParam, body: updateOrderSchema, bodyWithRuleMessages: true, response: orderSchema },
  ordersSetStatus: { params: orderStatusParam, response: orderSchema },
  ordersConfirmPayment: { params: idParam, response: orderSchema },
  orderItemComplete: { params: idParam, body: completeItemSchema, response: orderItemUpdateResponse },
  orderItemCallNumber: { params: idParam, body: callNumberSchema, response: orderItemUpdateResponse },
  ordersRemoveAll: { query: deleteAllOrdersQuery, response: countResponse },
  ordersRemove: { params: idParam, response: okResponse },
} satisfies Record<string, EndpointSchemaSet>;
