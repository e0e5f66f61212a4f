import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type Bump = Out<typeof c.bumpResultSchema>;
type KitchenSettings = Out<typeof c.kitchenSettingsSchema>;
const work = 'orders.completeItems';

/** Bodies are checked with the rules' own messages. */
export const kitchenDisplay = endpoint('GET', '/Kitchen/display', work).of<{
  query: Out<typeof c.stationQuery>;
  response: Out<typeof c.kitchenDisplaySchema>;
}>();
export const kitchenBump = endpoint('POST', '/Kitchen/bump', work).of<{ body: In<typeof c.bumpTicketSchema>; response: Bump }>();
export const kitchenBumpItem = endpoint('POST', '/Kitchen/items/:id/bump', work).of<{ params: c.IdParam; response: Bump }>();
export const kitchenRecall = endpoint('POST', '/Kitchen/recall', work).of<{ body: In<typeof c.stationQuery>; response: Bump }>();
export const kitchenRush = endpoint('PUT', '/Kitchen/rush/:id', work).of<{ params: c.IdParam; body: In<typeof c.rushSchema>; response: Ok }>();
export const kitchenSettingsGet = endpoint('GET', '/Kitchen/settings', 'settings.manage').of<{ response: KitchenSettings }>();
export const kitchenSettingsUpdate = endpoint('PUT', '/Kitchen/settings', 'settings.manage').of<{
  body: In<typeof c.updateKitchenSettingsSchema>;
  response: KitchenSettings;
}>();
