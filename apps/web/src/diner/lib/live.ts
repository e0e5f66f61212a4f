/**
 * Live order updates for one table over Socket.IO (events are hints, the page
 * refetches). socket.io-client is loaded after the menu is on screen, so it never delays the
 * first paint on a slow phone.
 *
 * Reconnects: attempts after 0, 2, 10 and 30 s, then stop. Phones suspend
 * background tabs, so a stopped connection is tried again when the page becomes visible or
 * the network comes back.
 */
import type { Socket } from 'socket.io-client';
import { DINER_ORDER_EVENTS, HUB_PATH } from '@app/contract/constants';

export { HUB_PATH };
export const RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000] as const;

/** Events that mean "this table's orders changed". */
export const ORDER_EVENTS = DINER_ORDER_EVENTS;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

export interface OrderEventPayload {
  orderId?: number;
  tableId?: number;
  tableNumber?: string;
  status?: string;
}

export interface LiveOptions {
  tableNumber: string;
  tableKey: string | null;
  onOrderEvent: (event: OrderEventName, payload: OrderEventPayload) => void;
  /** Every (re)connection: refetch what the screen shows. */
  onConnect: () => void;
  onStatus?: (connected: boolean) => void;
  /** Dishes, options or categories changed (e.g. sold out): refetch the menu. */
  onMenuUpdated?: () => void;
  /** The table's shared cart changed (`placedOrderId`: it became that order). */
  onCartUpdated?: (payload: { version: number; placedOrderId?: number }) => void;
  /** The table's bill changed (an order, a payment, settled). */
  onBillUpdated?: () => void;
}

/** Delay before reconnect attempt n (0-based); null when the page should stop trying. */
export function reconnectDelay(attempt: number): number | null {
  return RECONNECT_DELAYS_MS[attempt] ?? null;
}

export interface LiveConnection {
  close(): void;
  isConnected(): boolean;
}

export function connectLive(opts: LiveOptions): LiveConnection {
  let socket: Socket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (closed || !socket || socket.connected) return;
    const delay = reconnectDelay(attempt);
    if (delay === null) return;
    attempt += 1;
    clearTimeout(timer);
    timer = setTimeout(() => socket?.connect(), delay);
  };

  const wake = () => {
    if (closed || !socket || socket.connected || document.visibilityState === 'hidden') return;
    attempt = 0;
    scheduleReconnect();
  };

  void import('socket.io-client').then(
    ({ io }) => {
      if (closed) return;
      socket = io({
        path: HUB_PATH,
        auth: { tableNumber: opts.tableNumber, tableKey: opts.tableKey ?? '' },
        // Our own schedule (the delays above) instead of socket.io's exponential backoff.
        reconnection: false,
        transports: ['websocket', 'polling'],
      });
      socket.on('connect', () => {
        attempt = 0;
        opts.onStatus?.(true);
        opts.onConnect();
      });
      socket.on('disconnect', (reason) => {
        opts.onStatus?.(false);
        // 'io client disconnect' is our own close(); anything else is worth retrying.
        if (reason !== 'io client disconnect') scheduleReconnect();
      });
      socket.on('connect_error', () => {
        opts.onStatus?.(false);
        scheduleReconnect();
      });
      for (const event of ORDER_EVENTS) {
        socket.on(event, (payload: OrderEventPayload) => {
          if (payload?.tableNumber !== undefined && String(payload.tableNumber) !== opts.tableNumber) return;
          opts.onOrderEvent(event, payload ?? {});
        });
      }
      socket.on('MenuUpdated', () => opts.onMenuUpdated?.());
      // Only this table's room receives these.
      socket.on('CartUpdated', (payload: { version: number; placedOrderId?: number }) => opts.onCartUpdated?.(payload ?? { version: 0 }));
      socket.on('BillUpdated', () => opts.onBillUpdated?.());
      document.addEventListener('visibilitychange', wake);
      window.addEventListener('online', wake);
    },
    () => {
      // The chunk did not load (offline): the page still works, only without live updates.
    },
  );

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
    isConnected: () => !!socket?.connected,
  };
}
