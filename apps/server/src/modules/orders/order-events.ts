import { rooms, type OrderRef, type OrderStatus, type Station } from '@app/contract';
import type { EventPublisher } from '../../realtime/publisher.js';
import { staffRoomsFor } from '../../realtime/staff-rooms.js';

/*
 * Who hears about an order: the staff rooms of its stations (realtime/staff-rooms), and the
 * diners of its table only for the diner events. Called after the transaction has committed.
 */

function tableRooms(ref: OrderRef): string[] {
  return ref.tableId ? [rooms.table(ref.tableId)] : [];
}

export function createOrderEvents(events: EventPublisher) {
  return {
    created(ref: OrderRef, notification: { id: number; message: string }, stations: Station[]) {
      const notificationId = notification.id;
      events.publish('ReceiveOrderNotification', ref, { rooms: tableRooms(ref) });
      events.publish('ReceiveOrderNotification', { ...ref, notificationId, stations }, { rooms: staffRoomsFor(stations) });
      events.publish('ReceiveNotification', { notificationId, message: notification.message, orderId: ref.orderId }, { rooms: staffRoomsFor(stations) });
    },
    statusChanged(ref: OrderRef, status: OrderStatus, stations: Station[]) {
      events.publish('OrderStatusUpdated', { ...ref, status }, { rooms: [...tableRooms(ref), ...staffRoomsFor(stations)] });
    },
    /** Items, customer or type edited by staff; the diners of the table refetch too. */
    updated(ref: OrderRef, stations: Station[]) {
      events.publish('UpdateOrderNotification', ref, { rooms: [...tableRooms(ref), ...staffRoomsFor(stations)] });
    },
    itemUpdated(ref: OrderRef, itemIds: number[], isCompleted: boolean | undefined, stations: Station[]) {
      events.publish('OrderItemUpdated', { ...ref, itemIds, ...(isCompleted !== undefined ? { isCompleted } : {}) }, { rooms: staffRoomsFor(stations) });
    },
    deleted(ref: OrderRef, stations: Station[]) {
      events.publish('OrderDeleted', ref, { rooms: [...tableRooms(ref), ...staffRoomsFor(stations)] });
    },
    /** The order moved to another table: its old table's diners no longer see it. */
    movedAway(ref: OrderRef) {
      events.publish('OrderDeleted', ref, { rooms: tableRooms(ref) });
    },
    /** Staff refetch their lists; each affected table's diners learn their order is gone. */
    allDeleted(refs: OrderRef[]) {
      events.publish('AllOrdersDeleted', { count: refs.length }, { rooms: [rooms.staff] });
      for (const ref of refs) if (ref.tableId) events.publish('OrderDeleted', ref, { rooms: tableRooms(ref) });
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;

export function refOf(row: { id: number; table_id: number | null; table_number: string }): OrderRef {
  return { orderId: row.id, tableId: row.table_id ?? 0, tableNumber: row.table_number };
}
