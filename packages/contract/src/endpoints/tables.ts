import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out, Paged } from './schema-types.js';

type Table = Out<typeof c.tableSchema>;
const view = 'tables.view';
const manage = 'tables.manage';

/** The diner page's table (number, name, whether it is open). */
export const tableByNumber = endpoint('GET', '/Table/number/:tableNumber', 'public').of<{
  params: Out<typeof c.tableNumberParam>;
  response: Out<typeof c.publicTableSchema>;
}>();
export const tablesList = endpoint('GET', '/Table', view).of<{ query: Out<typeof c.tableListQuery>; response: Paged<Table> }>();
export const tablesWithBooking = endpoint('GET', '/Table/with-booking-info', view).of<{ response: Out<typeof c.tableWithBookingSchema>[] }>();
export const tablesCheckUnique = endpoint('GET', '/Table/check-unique', manage).of<{
  query: Out<typeof c.checkTableNumberQuery>;
  response: Out<typeof c.checkTableNumberResponse>;
}>();
export const tablesGet = endpoint('GET', '/Table/:id', view).of<{ params: c.IdParam; response: Table }>();
export const tablesCreate = endpoint('POST', '/Table', manage, { status: 201 }).of<{ body: In<typeof c.tableInputSchema>; response: Table }>();
export const tablesUpdate = endpoint('PUT', '/Table/:id', manage).of<{ params: c.IdParam; body: In<typeof c.tableUpdateSchema>; response: Table }>();
export const tablesRemove = endpoint('DELETE', '/Table/:id', manage).of<{ params: c.IdParam; response: Ok }>();
export const tablesToggleStatus = endpoint('PUT', '/Table/:id/toggle-status', manage).of<{ params: c.IdParam; response: Table }>();
export const tablesRotateKey = endpoint('POST', '/Table/:id/rotate-key', manage).of<{ params: c.IdParam; response: Table }>();
