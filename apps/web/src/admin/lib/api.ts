/**
 * The back office's API client: the shared fetch wrapper plus the session rule —
 * a 401 triggers one silent refresh and one retry; concurrent 401s share that refresh.
 */
import type { PublicUser } from '@app/contract';
import { authLogin, authLogout, authRefresh, type Endpoint, type ResponseOf } from '@app/contract/endpoints';
import { call as plainCall, toRequest, type CallArgs } from '../../lib/call';
import { ApiError, http, type RequestOptions } from '../../lib/http';

export const AUTH_UNAUTHORIZED_EVENT = 'auth:unauthorized';
export const AUTH_REFRESHED_EVENT = 'auth:refreshed';

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NEVER_RETRIED = [authLogin, authRefresh, authLogout].map((endpoint) => endpoint.path);

let refreshing: Promise<PublicUser | null> | null = null;

/** One refresh at a time: every caller waiting on a 401 gets the same answer. */
export function refreshSession(): Promise<PublicUser | null> {
  refreshing ??= plainCall(authRefresh, { body: {} })
    .then((res) => {
      window.dispatchEvent(new CustomEvent<PublicUser>(AUTH_REFRESHED_EVENT, { detail: res.user }));
      return res.user;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function isNeverRetried(path: string): boolean {
  const bare = path.replace(/^\/api/, '').split('?')[0] ?? '';
  return NEVER_RETRIED.some((p) => bare === p);
}

export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  try {
    return await http<T>(path, opts);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || isNeverRetried(path)) throw err;
    const user = await refreshSession();
    if (!user) {
      window.dispatchEvent(new Event(AUTH_UNAUTHORIZED_EVENT));
      throw err;
    }
    return http<T>(path, opts);
  }
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

api.get = <T = unknown>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => api<T>(path, { ...opts, method: 'GET' });
api.post = <T = unknown>(path: string, body?: unknown, opts?: BodyOptions) => api<T>(path, { ...opts, method: 'POST', body: body ?? {} });
api.put = <T = unknown>(path: string, body?: unknown, opts?: BodyOptions) => api<T>(path, { ...opts, method: 'PUT', body: body ?? {} });
api.delete = <T = unknown>(path: string, opts?: BodyOptions) => api<T>(path, { ...opts, method: 'DELETE' });

/** Calls an endpoint of the contract with the session rule above. */
export function call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const [path, request] = toRequest(endpoint, options);
  return api<ResponseOf<E>>(path, request);
}

/** A file download: the unread Response (blob and headers); errors still throw ApiError. */
export function callForFile<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<Response> {
  const [path, request] = toRequest(endpoint, options);
  return api<Response>(path, { ...request, raw: true });
}
