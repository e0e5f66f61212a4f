import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type ServiceCall = Out<typeof c.serviceCallSchema>;
type Count = Out<typeof c.callHistoryCountResponse>;
const view = 'callHistory.view';
const del = 'callHistory.delete';

/** A diner calls the staff (table key), or staff test the call from the back office. The body is checked with the rules' own messages. */
export const serviceCallCreate = endpoint('POST', '/Notification/service-call', 'public', { status: 201 }).of<{
  body: In<typeof c.createServiceCallSchema>;
  response: ServiceCall;
}>();
export const callHistoryList = endpoint('GET', '/CallHistory', view).of<{
  query: Out<typeof c.callHistoryQuery>;
  response: Out<typeof c.callHistoryListResponse>;
}>();
export const callHistoryReadAll = endpoint('PUT', '/CallHistory/read-all', view).of<{ response: Count }>();
export const callHistoryRemoveAll = endpoint('DELETE', '/CallHistory/delete-all', del).of<{ response: Count }>();
export const callHistoryGet = endpoint('GET', '/CallHistory/:id', view).of<{ params: c.IdParam; response: ServiceCall }>();
export const callHistoryRead = endpoint('PUT', '/CallHistory/:id/read', view).of<{ params: c.IdParam; response: ServiceCall }>();
export const callHistoryRemove = endpoint('DELETE', '/CallHistory/:id', del).of<{ params: c.IdParam; response: Ok }>();
