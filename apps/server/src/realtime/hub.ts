import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { coalescedNotifyPool } from './coalesced-notify.js';
import { decodeJwt } from 'jose';
import type pg from 'pg';
import { HUB_PATH, can, parseRoles, rooms, stationsOf, type ClientEvents, type ServerEvents } from '@app/contract';
import { userRoom, type EventPublisher, type PublishTarget } from './publisher.js';
import { ACCESS_COOKIE } from '../http/cookies.js';
import type { Actor } from '../actor.js';

export interface HubDeps {
  userFromAccessToken(token: string | undefined): Promise<Actor | null>;
  /** Diners: the table id whose room they may join (key checked), or null. */
  tableRoomFor(auth: { tableNumber?: unknown; tableKey?: unknown }): Promise<number | null>;
  /** Extra per-connection handlers (service calls ...), registered by feature modules. */
  onConnection?: (socket: HubSocket) => void;
  pool?: pg.Pool;
  allowedOrigins: string[];
}

export type Hub = Server<ClientEvents, ServerEvents>;

/** What the hub knows about each connection (set before it is accepted). */
export interface HubSocketData {
  userId: number | null;
  role: string | null;
  /** The table room a diner joined (key checked). */
  tableId: number | null;
  /** The diner's table key from the handshake, for SendServiceCall. */
  tableKey: unknown;
  /** When the access token the socket was admitted with expires (ms since the epoch). */
  sessionExpiresAt: number | null;
}
export type HubSocket = Parameters<Parameters<Hub['on']>[1]>[0];

function parseCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The expiry of an already verified access token. */
function expiryOf(token: string): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * Socket.IO at the hub path the clients know (HUB_PATH). Staff (by cookie) join rooms by role and station;
 * diners join only their own table's room. With PostgreSQL, events cross instances.
 */
export function attachHub(server: HttpServer, deps: HubDeps): { io: Hub; publisher: EventPublisher } {
  const io: Hub = new Server(server, {
    path: HUB_PATH,
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      // Same-origin browsers and non-browser clients (no Origin) only; foreign pages are refused.
      const own = [`http://${req.headers.host}`, `https://${req.headers.host}`];
      callback(null, !origin || own.includes(origin) || deps.allowedOrigins.includes(origin));
    },
  });
  if (deps.pool) io.adapter(createAdapter(coalescedNotifyPool(deps.pool)));

  // Everything that needs a database answer happens in the middleware, before the client is
  // told it is connected; the rooms are then joined synchronously on 'connection', so an event
  // published right after a client's connect callback already reaches it.
  io.use(async (socket, next) => {
    try {
      const token = parseCookie(socket.handshake.headers.cookie, ACCESS_COOKIE);
      const user = await deps.userFromAccessToken(token);
      const auth = (socket.handshake.auth ?? {}) as { tableNumber?: unknown; tableKey?: unknown };
      let tableId: number | null = null;
      if (auth.tableNumber !== undefined && auth.tableNumber !== null && auth.tableNumber !== '') {
        tableId = await deps.tableRoomFor(auth);
        // A diner with a wrong or old key is refused outright rather than left deaf.
        if (tableId === null && !user) return next(new Error('TABLE_KEY_REQUIRED'));
      }
      const data: HubSocketData = {
        userId: user?.id ?? null,
        role: user?.role ?? null,
        tableId,
        tableKey: auth.tableKey,
        sessionExpiresAt: user && token ? expiryOf(token) : null,
      };
      socket.data = data;
      next();
    } catch (err) {
      next(err instanceof Error ? err : new Error('hub error'));
    }
  });

  io.on('connection', (socket) => {
    const data = socket.data as HubSocketData;
    const joined: string[] = [];
    // Staff rooms need a staff role; a signed-in account without one hears nothing.
    if (data.userId !== null && can(data.role, 'notifications.view')) {
      joined.push(rooms.staff);
      const stations = stationsOf(parseRoles(data.role ?? ''));
      if (stations === null) joined.push(rooms.management);
      else for (const s of stations) joined.push(rooms.station(s));
    }
    if (data.userId !== null) joined.push(userRoom(data.userId));
    if (data.tableId !== null) joined.push(rooms.table(data.tableId), rooms.diners);
    if (joined.length > 0) void socket.join(joined);
    // The socket lives no longer than the access token it was admitted with: at expiry it is
    // dropped, and the client reconnects with a refreshed cookie (or, signed out, hears nothing).
    if (data.sessionExpiresAt !== null) {
      const timer = setTimeout(() => socket.disconnect(true), Math.max(0, data.sessionExpiresAt - Date.now()));
      socket.once('disconnect', () => clearTimeout(timer));
    }
    deps.onConnection?.(socket);
  });

  const publisher: EventPublisher = {
    publish(event, payload, target: PublishTarget) {
      if (target.rooms.length === 0) return;
      (io.to(target.rooms) as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    disconnectRoom(room) {
      io.in(room).disconnectSockets(true);
    },
  };
  return { io, publisher };
}
