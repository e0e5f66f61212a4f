import type { OrderStatus } from './order-status.js';
import type { Station } from './stations.js';

/**
 * Real-time events. Events are hints: clients refetch from the API on
 * receipt and after every reconnect. Payloads carry ids, never full data
 * a room may not see.
 */
export const HUB_PATH = '/api/orderNotificationHub';

export interface OrderRef {
  orderId: number;
  tableId: number;
  tableNumber: string;
}

export interface ServerEvents {
  /** Diner room + staff: an order's status changed. */
  OrderStatusUpdated: (payload: OrderRef & { status: OrderStatus }) => void;
  /** Diner room: a new order of this table; staff: a new order notification. */
  ReceiveOrderNotification: (payload: OrderRef & { notificationId?: number; stations?: Station[] }) => void;
  UpdateOrderNotification: (payload: OrderRef) => void;
  OrderDeleted: (payload: OrderRef) => void;
  AllOrdersDeleted: (payload: { count: number }) => void;
  OrderItemUpdated: (payload: OrderRef & { itemIds: number[]; isCompleted?: boolean }) => void;
  ReceiveNotification: (payload: { notificationId: number; message: string; orderId: number | null }) => void;
  ReceiveServiceCall: (payload: {
    id: number;
    tableId: number;
    tableNumber: string;
    message: string;
    createdAt: string;
    type?: 'service_call' | 'bill_request';
  }) => void;
  NotificationUpdated: (payload: { notificationId: number }) => void;
  AllNotificationsRead: (payload: Record<string, never>) => void;
  NotificationDeleted: (payload: { notificationId: number }) => void;
  AllNotificationsDeleted: (payload: Record<string, never>) => void;
  /** Table room + management: a payment was recorded or the bill settled; refetch the bill. */
  BillUpdated: (payload: { tableId: number; billId: number; status: 'open' | 'settled' }) => void;
  /** Table room: the shared cart changed (or was placed); refetch it. */
  CartUpdated: (payload: { tableId: number; version: number; placedOrderId?: number }) => void;
  /** Staff: menu, tables or restaurant data changed; refetch the menu. */
  MenuChanged: (payload: Record<string, never>) => void;
  /** Every diner page: dishes, options or categories changed (e.g. sold out); refetch the menu. */
  MenuUpdated: (payload: Record<string, never>) => void;
}
export type ServerEventName = keyof ServerEvents;
export type EventPayload<E extends ServerEventName> = Parameters<ServerEvents[E]>[0];

export interface ClientEvents {
  SendServiceCall: (payload: { tableNumber: string; tableId: number; message?: string }, ack?: (result: { ok: boolean; message: string }) => void) => void;
}

/** Rooms a socket may join. Diners: their table only; staff: by role and station. */
export const rooms = {
  table: (tableId: number) => `table:${tableId}`,
  staff: 'staff',
  /** Every diner connected to a table, whatever the table. */
  diners: 'diners',
  management: 'staff:management',
  station: (station: Station) => `station:${station}`,
} as const;
