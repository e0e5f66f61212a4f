import { idParam, okResponse } from '../common.schema.js';
import { notificationListQuery, notificationListResponse, notificationSchema } from '../notification.schema.js';
import { countResponse } from '../order.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const notificationSchemas = {
  notificationsList: { query: notificationListQuery, response: notificationListResponse },
  notificationsReadAll: { response: countResponse },
  notificationsRemoveAll: { response: countResponse },
  notificationsGet: { params: idParam, response: notificationSchema },
  notificationsRead: { params: idParam, response: notificationSchema },
  notificationsRemove: { params: idParam, response: okResponse },
} satisfies Record<string, EndpointSchemaSet>;
