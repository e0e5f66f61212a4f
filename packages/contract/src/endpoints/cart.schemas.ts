import { z } from 'zod';
import { addCartLineSchema, cartSchema, placeCartSchema, updateCartLineSchema } from '../cart.schema.js';
import { orderSchema } from '../order.schema.js';
import { tableNumberParam } from '../table.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

const lineParams = tableNumberParam.extend({ lineId: z.coerce.number().int().positive() });
export const tableIdParam = z.object({ tableId: z.coerce.number().int().positive() });

export const cartSchemas = {
  cartGet: { params: tableNumberParam, response: cartSchema },
  cartAdd: { params: tableNumberParam, body: addCartLineSchema, bodyWithRuleMessages: true, response: cartSchema },
  cartUpdate: { params: lineParams, body: updateCartLineSchema, bodyWithRuleMessages: true, response: cartSchema },
  cartRemove: { params: lineParams, response: cartSchema },
  cartPlace: {
    params: tableNumberParam,
    body: placeCartSchema,
    bodyWithRuleMessages: true,
    response: z.object({ order: orderSchema, created: z.boolean(), cart: cartSchema }),
  },
  cartClear: { params: tableIdParam, response: cartSchema },
} satisfies Record<string, EndpointSchemaSet>;
