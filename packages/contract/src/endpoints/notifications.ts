import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { Ok, Out } from './schema-types.js';

type Notification = Out<typeof c.notificationSchema>;
type Count = Out<typeof c.countResponse>;
const view = 'notifications.view';
const manage = 'notifications.manage';

export const notificationsList = endpoint('GET', '/Notification', view).of<{
  query: Out<typeof c.notificationListQuery>;
  response: Out<typeof c.notificationListResponse>;
}>();
export const notificationsReadAll = endpoint('PUT', '/Notification/read-all', view).of<{ response: Count }>();
export const notificationsRemoveAll = endpoint('DELETE', '/Notification/delete-all', manage).of<{ response: Count }>();
export const notificationsGet = endpoint('GET', '/Notification/:id', view).of<{ params: c.IdParam; response: Notification }>();
export const notificationsRead = endpoint('PUT', '/Notification/:id/read', view).of<{ params: c.IdParam; response: Notification }>();
export const notificationsRemove = endpoint('DELETE', '/Notification/:id', manage).of<{ params: c.IdParam; response: Ok }>();
