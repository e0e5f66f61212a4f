import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Out } from './schema-types.js';

type RestaurantInfo = Out<typeof c.restaurantInfoSchema>;
type Query = Out<typeof c.restaurantInfoQuery>;

export const restaurantInfo = endpoint('GET', '/RestaurantInfo', 'public').of<{ query: Query; response: RestaurantInfo }>();
export const restaurantInfoGet = endpoint('GET', '/RestaurantInfo/:id', 'public').of<{ params: c.IdParam; query: Query; response: RestaurantInfo }>();
export const restaurantInfoUpdate = endpoint('PUT', '/RestaurantInfo/:id', 'restaurant.manage').of<{
  params: c.IdParam;
  body: In<typeof c.updateRestaurantInfoSchema>;
  response: RestaurantInfo;
}>();
