/**
 * The back office's one real-time connection per tab (events are hints, screens
 * refetch from the API). The layout opens it for signed-in staff; pages only listen.
 *
 * The hub reads the staff cookie once, at the handshake, to put the socket in its rooms. An
 * expired access cookie would connect a deaf socket, so every (re)connect first makes one API
 * call, which refreshes the session through the API client's 401 handling.
 */
import { HUB_PATH, type EventPayload, type ServerEventName } from '@app/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { authCurrentUser } from '@app/contract/endpoints';
import { call } from './api';

/** Reconnect after 0, 1, 5 and 10 s, then every 10 s while the tab keeps the hub open. */
export const RECONNECT_DELAYS_MS = [0, 1000, 5000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

type Handler = (payload: unknown, event: ServerEventName) => void;

const handlers = new Map<ServerEventName, Set<Handler>>();
const connectHandlers = new Set<() => void>();
const statusListeners = new Set<() => void>();

let socket: Socket | null = null;
let openers = 0;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let connecting = false;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const l of statusListeners) l();
}

function dispatch(event: string, payload: unknown) {
  const set = handlers.get(event as ServerEventName);
  if (!set) return;
  for (const h of [...set]) h(payload ?? {}, event as ServerEventName);
}

async function connectNow() {
  if (!socket || socket.connected || connecting || openers === 0) return;
  connecting = true;
  try {
    await call(authCurrentUser);
  } catch {
    // Offline or signed out: the connect below fails or joins no rooms; the session logic signs out.
  }
  connecting = false;
  if (openers > 0 && socket && !socket.connected) socket.connect();
}

function scheduleReconnect() {
  if (!socket || openers === 0 || socket.connected) return;
  clearTimeout(timer);
  timer = setTimeout(() => void connectNow(), reconnectDelay(attempt));
  attempt += 1;
}

function wake() {
  if (!socket || openers === 0 || socket.connected || document.visibilityState === 'hidden') return;
  attempt = 0;
  scheduleReconnect();
}

function createSocket(): Socket {
  // A handshake that hangs (captive Wi-Fi, a proxy holding the upgrade) is given up after 8 s
  // instead of socket.io's 20 s, so the retry schedule above stays meaningful.
  const s = io({ path: HUB_PATH, autoConnect: false, reconnection: false, timeout: 8000, transports: ['websocket', 'polling'] });
  s.on('connect', () => {
    attempt = 0;
    setConnected(true);
    for (const h of [...connectHandlers]) h();
  });
  s.on('disconnect', (reason) => {
    setConnected(false);
    if (reason !== 'io client disconnect') scheduleReconnect();
  });
  s.on('connect_error', () => {
    setConnected(false);
    scheduleReconnect();
  });
  s.onAny(dispatch);
  return s;
}

/** Opens the shared connection (reference counted); returns the matching close. */
export function openHub(): () => void {
  openers += 1;
  if (openers === 1) {
    socket ??= createSocket();
    attempt = 0;
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    void connectNow();
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openers -= 1;
    if (openers > 0) return;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
    socket?.disconnect();
    setConnected(false);
  };
}

/** Listen to one or more hub events while the component is mounted. */
export function onHubEvent(events: ServerEventName | readonly ServerEventName[], handler: Handler): () => void {
  const list = typeof events === 'string' ? [events] : events;
  for (const e of list) {
    let set = handlers.get(e);
    if (!set) handlers.set(e, (set = new Set()));
    set.add(handler);
  }
  return () => {
    for (const e of list) handlers.get(e)?.delete(handler);
  };
}

/** Every successful (re)connect: the moment to refetch what the screen shows. */
export function onHubConnect(handler: () => void): () => void {
  connectHandlers.add(handler);
  return () => connectHandlers.delete(handler);
}

/** The layout keeps the hub open while a signed-in staff member is in the back office. */
export function useHubConnection(enabled: boolean): void {
  useEffect(() => (enabled ? openHub() : undefined), [enabled]);
}

export function useHubEvent<E extends ServerEventName>(events: E | readonly E[], handler: (payload: EventPayload<E>, event: E) => void, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  // The list is usually an inline array: key the effect on its contents, not its identity.
  const key = typeof events === 'string' ? events : events.join('|');
  useEffect(() => {
    if (!enabled) return undefined;
    const names = key.split('|') as E[];
    return onHubEvent(names, (payload, event) => ref.current(payload as EventPayload<E>, event as E));
  }, [key, enabled]);
}

export function useHubReconnect(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onHubConnect(() => ref.current()), []);
}

export function useHubConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => connected,
  );
}

/** Events after which order screens refetch. */
export const ORDER_EVENTS = [
  'ReceiveOrderNotification',
  'UpdateOrderNotification',
  'OrderStatusUpdated',
  'OrderDeleted',
  'AllOrdersDeleted',
  'OrderItemUpdated',
] as const satisfies readonly ServerEventName[];

/** Events after which notification lists and the bell refetch. */
export const NOTIFICATION_EVENTS = [
  'ReceiveNotification',
  'NotificationUpdated',
  'AllNotificationsRead',
  'NotificationDeleted',
  'AllNotificationsDeleted',
] as const satisfies readonly ServerEventName[];
