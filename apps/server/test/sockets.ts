import { io as connect, type Socket } from 'socket.io-client';
import { HUB_PATH, type ServerEvents } from '@app/contract';
import type { BuiltApp } from '../src/app.js';
import type { Client } from './harness.js';

/** Starts the test app on a free local port (the hub needs a real server) and returns its base URL. */
export async function listen(t: BuiltApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${a.port}`;
}

export interface TestSocket {
  socket: Socket;
  /** Every event received, in order. */
  received: { event: string; payload: unknown }[];
  /** Resolves with the next event of that name (or rejects after the timeout). */
  next<E extends keyof ServerEvents>(event: E, timeoutMs?: number): Promise<Parameters<ServerEvents[E]>[0]>;
  close(): void;
}

/** A socket.io client like the web app's: a diner (auth with table number and key) or staff (cookie). */
export async function openSocket(baseUrl: string, opts: { auth?: Record<string, unknown>; staff?: Client } = {}): Promise<TestSocket> {
  const cookie = opts.staff
    ? Object.entries(opts.staff.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ')
    : undefined;
  const socket = connect(baseUrl, {
    path: HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.auth ?? {},
    extraHeaders: cookie ? { cookie } : undefined,
  });
  const received: TestSocket['received'] = [];
  const waiters: { event: string; resolve: (p: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    const i = waiters.findIndex((w) => w.event === event);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(payload);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return {
    socket,
    received,
    next(event, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ event, resolve: (p) => (clearTimeout(timer), resolve(p as never)) });
      });
    },
    close: () => void socket.close(),
  };
}

/** Lets in-flight events arrive before asserting that something did NOT arrive. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
