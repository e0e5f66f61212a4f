import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Order } from '@app/contract';
import { ApiError, isAbortError } from '../../lib/http';
import { fetchCurrentOrders } from '../lib/api';
import { connectLive } from '../lib/live';
import { isTableKeyError } from '../lib/order-errors';
import { isActiveOrder, newestFirst } from '../lib/order-status';
import { placedOrderIds, rememberPlacedOrder } from '../lib/placed-orders';

export type OrdersLoad = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The guest's own active orders, newest first: placed from this browser and still open in the
 * table's current session. Orders staff created for the table, or other guests' orders, are not
 * "your order".
 */
export function ownActiveOrders(orders: readonly Order[], placedIds: readonly number[]): Order[] {
  const mine = new Set(placedIds);
  return orders.filter((o) => mine.has(o.id) && isActiveOrder(o)).sort(newestFirst);
}

/**
 * The table's orders of the current session, kept fresh by live events (events are hints, the
 * page refetches; after every reconnect too). The first read doubles as the check of the table
 * key: a wrong or rotated key is known before the guest builds a cart. The live connection
 * opens at once when there is something to follow (an own order, or the history open), else
 * shortly after the page has settled, so the socket library stays out of the first load.
 */
/** How long a browsing guest's page waits before opening the live connection. */
const LIVE_AFTER_MS = 2500;

/** What else the table's live connection tells the page besides its orders. */
export interface TableLiveHandlers {
  onMenuUpdated?: () => void;
  onCartUpdated?: (payload: { version: number; placedOrderId?: number }) => void;
  onBillUpdated?: () => void;
  /** Every (re)connection: what the page shows may have changed meanwhile. */
  onConnect?: () => void;
}

export function useTableOrders(tableNumber: string | null, tableKey: string | null, wantLive: boolean, handlers: TableLiveHandlers = {}) {
  // The same live connection tells about menu, cart and bill changes; the latest handlers are used without reconnecting.
  const handlerRef = useRef(handlers);
  handlerRef.current = handlers;
  const menuTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A dish switched off must reach a browsing guest too, so the connection opens for everyone,
  // but only once the page has settled: the socket library never competes with the menu.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), LIVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const [orders, setOrders] = useState<Order[]>([]);
  const [load, setLoad] = useState<OrdersLoad>('idle');
  const [keyProblem, setKeyProblem] = useState(false);
  const [placedIds, setPlacedIds] = useState<number[]>(() => (tableNumber ? placedOrderIds(tableNumber) : []));
  // The table is known once its lookup answered: read what this browser placed there.
  useEffect(() => {
    setPlacedIds(tableNumber ? placedOrderIds(tableNumber) : []);
  }, [tableNumber]);
  const inflight = useRef<AbortController | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => {
    if (!tableNumber) return;
    inflight.current?.abort();
    const ctrl = new AbortController();
    inflight.current = ctrl;
    setLoad((l) => (l === 'ready' ? l : 'loading'));
    try {
      const list = await fetchCurrentOrders(tableNumber, tableKey, ctrl.signal);
      setOrders(list);
      setKeyProblem(false);
      setLoad('ready');
    } catch (err) {
      if (isAbortError(err)) return;
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        // Without a valid key the table's orders are not shown (cleared silently).
        setOrders([]);
        setKeyProblem(isTableKeyError(err) || err.status === 403);
        setLoad('ready');
        return;
      }
      setLoad('error');
    }
  }, [tableNumber, tableKey]);

  /** Several events in a row (status + item updates) cost one request. */
  const refreshSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => void refresh(), 250);
  }, [refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const activeOrders = useMemo(() => ownActiveOrders(orders, placedIds), [orders, placedIds]);
  const live = !!tableNumber && (settled || wantLive || activeOrders.length > 0);

  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!live || !tableNumber) return;
    const connection = connectLive({
      tableNumber,
      tableKey,
      onConnect: () => {
        refreshSoon();
        handlerRef.current.onConnect?.();
      },
      onStatus: setConnected,
      // Several switches in a row (a whole category) cost one refetch.
      onMenuUpdated: () => {
        clearTimeout(menuTimer.current);
        menuTimer.current = setTimeout(() => handlerRef.current.onMenuUpdated?.(), 150);
      },
      onOrderEvent: refreshSoon,
      onCartUpdated: (payload) => handlerRef.current.onCartUpdated?.(payload),
      onBillUpdated: () => handlerRef.current.onBillUpdated?.(),
    });
    return () => {
      clearTimeout(refetchTimer.current);
      clearTimeout(menuTimer.current);
      connection.close();
    };
  }, [live, tableNumber, tableKey, refreshSoon]);

  /** After placing an order: show it at once, then confirm with the server. */
  const addPlaced = useCallback(
    (order: Order) => {
      if (tableNumber) setPlacedIds(rememberPlacedOrder(tableNumber, order.id));
      setOrders((list) => [order, ...list.filter((o) => o.id !== order.id)]);
      refreshSoon();
    },
    [tableNumber, refreshSoon],
  );

  /** An order the table's shared cart became on another phone: it is this guest's order too. */
  const adoptPlaced = useCallback(
    (orderId: number) => {
      if (tableNumber) setPlacedIds(rememberPlacedOrder(tableNumber, orderId));
      refreshSoon();
    },
    [tableNumber, refreshSoon],
  );

  return { orders, load, keyProblem, activeOrders, adoptPlaced, activeOrder: activeOrders[0] ?? null, refresh, addPlaced, connected };
}
