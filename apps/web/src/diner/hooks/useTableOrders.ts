import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Order } from '@app/contract';
import { ApiError, isAbortError } from '../../lib/http';
import { fetchCurrentOrders } from '../lib/api';
import { connectLive, type OrderEventName, type OrderEventPayload } from '../lib/live';
import { isTableKeyError } from '../lib/order-errors';
import { isActiveOrder } from '../lib/order-status';
import { readItem, storageKeys, writeItem } from '../lib/storage';

export type OrdersLoad = 'idle' | 'loading' | 'ready' | 'error';

/** The active order: the remembered one while still active, else the newest active order. */
export function pickActiveOrder(orders: readonly Order[], rememberedId: number | null): Order | null {
  const remembered = rememberedId === null ? undefined : orders.find((o) => o.id === rememberedId);
  if (remembered && isActiveOrder(remembered)) return remembered;
  return orders.find(isActiveOrder) ?? null;
}

/**
 * The table's orders of the current session, kept fresh by live events (DESIGN §4.9: events
 * are hints, the page refetches; after every reconnect too).
 */
export function useTableOrders(tableNumber: string | null, tableKey: string | null, onMenuUpdated?: () => void) {
  // The same live connection tells about menu changes; the latest handler is used without reconnecting.
  const menuHandler = useRef(onMenuUpdated);
  menuHandler.current = onMenuUpdated;
  const menuTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [orders, setOrders] = useState<Order[]>([]);
  const [load, setLoad] = useState<OrdersLoad>('idle');
  const [keyProblem, setKeyProblem] = useState(false);
  const [rememberedId, setRememberedId] = useState<number | null>(() => {
    const raw = tableNumber ? Number(readItem(storageKeys.currentOrder(tableNumber))) : NaN;
    return Number.isInteger(raw) && raw > 0 ? raw : null;
  });
  const inflight = useRef<AbortController | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const remember = useCallback(
    (id: number | null) => {
      setRememberedId(id);
      if (tableNumber) writeItem(storageKeys.currentOrder(tableNumber), id === null ? null : String(id));
    },
    [tableNumber],
  );

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
        // SPEC §6: without a valid key the current order is cleared silently.
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

  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!tableNumber) return;
    const live = connectLive({
      tableNumber,
      tableKey,
      onConnect: refreshSoon,
      onStatus: setConnected,
      // Several switches in a row (a whole category) cost one refetch.
      onMenuUpdated: () => {
        clearTimeout(menuTimer.current);
        menuTimer.current = setTimeout(() => menuHandler.current?.(), 150);
      },
      onOrderEvent: (event: OrderEventName, payload: OrderEventPayload) => {
        if (event === 'ReceiveOrderNotification' && payload.orderId) remember(payload.orderId);
        refreshSoon();
      },
    });
    return () => {
      clearTimeout(refetchTimer.current);
      clearTimeout(menuTimer.current);
      live.close();
    };
  }, [tableNumber, tableKey, refreshSoon, remember]);

  const activeOrder = useMemo(() => pickActiveOrder(orders, rememberedId), [orders, rememberedId]);

  // SPEC §4: when the current order is paid, cancelled or deleted, forget it.
  useEffect(() => {
    if (load !== 'ready' || rememberedId === null) return;
    const remembered = orders.find((o) => o.id === rememberedId);
    if (!remembered || !isActiveOrder(remembered)) remember(activeOrder?.id ?? null);
  }, [load, orders, rememberedId, activeOrder, remember]);

  /** After placing an order: show it at once, then confirm with the server. */
  const addPlaced = useCallback(
    (order: Order) => {
      remember(order.id);
      setOrders((list) => [order, ...list.filter((o) => o.id !== order.id)]);
      refreshSoon();
    },
    [remember, refreshSoon],
  );

  return { orders, load, keyProblem, activeOrder, refresh, addPlaced, connected };
}
