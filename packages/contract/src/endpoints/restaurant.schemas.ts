import { idParam } from '../common.schema.js';
import { restaurantInfoQuery, restaurantInfoSchema, updateRestaurantInfoSchema } from '../restaurant.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const restaurantSchemas = {
  restaurantInfo: { query: restaurantInfoQuery, response: restaurantInfoSchema },
  restaurantInfoGet: { params: idParam, query: restaurantInfoQuery, response: restaurantInfoSchema },
  restaurantInfoUpdate: { params: idParam, body: updateRestaurantInfoSchema, response: restaurantInfoSchema },
} satisfies Record<string, EndpointSchemaSet>;
