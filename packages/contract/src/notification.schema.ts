import { z } from 'zod';
import { pagingFields } from './common.schema.js';
import { STATIONS } from './stations.js';

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
/** bill_request: a table asked for its bill (also a service call, kept apart from waiter calls). */
export const NOTIFICATION_TYPES = ['order', 'service_call', 'bill_request'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_NOT_FOUND = 'notifications.notFound';

export const notificationSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  /** Table of the order or the service call, when known. */
  tableNumber: z.string().nullable(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  type: z.string(),
  /** Stations this notification concerns; empty = everyone (service calls). */
  stations: z.array(z.enum(STATIONS)),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...NOTIFICATION_STATUSES]).default('all'),
  ...pagingFields(10, 100),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationListResponse = z.object({
  data: z.array(notificationSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  /** Unread among everything the caller may see (for the bell badge), regardless of filters. */
  unreadCount: z.number().int(),
});
