import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { HUB_PATH, parseRoles, rooms, stationsOf, type ClientEvents, type ServerEvents } from '@app/contract';
import type { EventPublisher, PublishTarget } from './publisher.js';
import { ACCESS_COOKIE } from '../http/cookies.js';
import type { UserRow } from '../modules/users/users.repo.js';

export interface HubDeps {
  userFromAccessToken(token: string | undefined): Promise<UserRow | null>;
  /** Diners: the table id whose room they may join (key checked), or null. */
  tableRoomFor(auth: { tableNumber?: unknown; tableKey?: unknown }): Promise<number | null>;
  /** Extra per-connection handlers (service calls ...), registered by feature modules. */
  onConnection?: (socket: HubSocket) => void;
  pool?: pg.Pool;
  allowedOrigins: string[];
}

export type Hub = Server<ClientEvents, ServerEvents>;
export type HubSocket = Parameters<Parameters<Hub['on']>[1]>[0];

function parseCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * Socket.IO at the SPEC's hub path. Staff (by cookie) join rooms by role and station;
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
  if (deps.pool) io.adapter(createAdapter(deps.pool));

  io.on('connection', async (socket) => {
    const user = await deps.userFromAccessToken(parseCookie(socket.handshake.headers.cookie, ACCESS_COOKIE));
    if (user) {
      await socket.join(rooms.staff);
      const roles = parseRoles(user.role);
      const stations = stationsOf(roles);
      if (stations === null) await socket.join(rooms.management);
      else for (const s of stations) await socket.join(rooms.station(s));
    }
    const auth = (socket.handshake.auth ?? {}) as { tableNumber?: unknown; tableKey?: unknown };
    if (auth.tableNumber !== undefined) {
      const tableId = await deps.tableRoomFor(auth);
      if (tableId !== null) await socket.join(rooms.table(tableId));
    }
    socket.data = { userId: user?.id ?? null };
    deps.onConnection?.(socket);
  });

  const publisher: EventPublisher = {
    publish(event, payload, target: PublishTarget) {
      if (target.rooms.length === 0) return;
      (io.to(target.rooms) as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
  };
  return { io, publisher };
}
