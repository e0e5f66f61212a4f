/**
 * The one fetch wrapper every part of the web app uses (diner and admin).
 * Kept free of heavy imports: it ships in the diner's first load.
 */

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 30_000;

/** Shown when the server never answered (offline, timeout, DNS): a key of the server message catalog. */
export const NO_RESPONSE_KEY = 'errors.noResponse';
/** The text when no catalog is at hand (the Vietnamese of NO_RESPONSE_KEY). */
export const NO_RESPONSE_MESSAGE = 'Không thể kết nối tới máy chủ';
const FALLBACK_KEY = 'errors.internal';
const FALLBACK_MESSAGE = 'Lỗi server';

/** A message as a key of the server message catalog and its values. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for uploads (the browser sets the multipart boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra headers, e.g. X-Table-Key or Idempotency-Key from the diner page. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** List endpoints answer either an array or `{ data: [...] }`; ask for the array. */
  unwrapList?: boolean;
  /** File downloads: a successful answer is returned as the unread Response (blob and headers); errors still throw ApiError. */
  raw?: boolean;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** The message as a catalog key (`orders.dishSoldOut`) and values: shown in the reader's language. */
  readonly messageKey?: string;
  readonly params?: Record<string, string | number>;
  readonly fieldKeys?: Record<string, MessageRef>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    keys?: { messageKey?: string; params?: Record<string, string | number>; fieldKeys?: Record<string, MessageRef> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.messageKey = keys?.messageKey;
    this.params = keys?.params;
    this.fieldKeys = keys?.fieldKeys;
  }

  /** True when the server never answered. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const url = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function http<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's CSRF check requires it on state changes; sending it always is harmless.
    'X-Requested-With': 'XMLHttpRequest',
    ...opts.headers,
  };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (opts.signal) {
    if (opts.signal.aborted) controller.abort();
    else opts.signal.addEventListener('abort', onCallerAbort, { once: true });
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (err) {
    // A caller's own cancel stays an AbortError so screens can ignore it; a timeout is "no answer".
    if (isAbortError(err) && !timedOut) throw err;
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', NO_RESPONSE_MESSAGE, undefined, { messageKey: NO_RESPONSE_KEY });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (opts.raw && response.ok) return response as T;
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (opts.unwrapList) return unwrapList(payload) as T;
  return payload as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await response.json();
    const text = await response.text();
    return text === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object') {
    const p = payload as { error?: unknown; message?: unknown; fields?: unknown; messageKey?: unknown; params?: unknown; fieldKeys?: unknown };
    const hasMessage = typeof p.message === 'string' && p.message !== '';
    const message = hasMessage ? (p.message as string) : FALLBACK_MESSAGE;
    const code = typeof p.error === 'string' ? p.error : `HTTP_${status}`;
    const fields = p.fields && typeof p.fields === 'object' ? (p.fields as Record<string, string>) : undefined;
    const messageKey = typeof p.messageKey === 'string' ? p.messageKey : hasMessage ? undefined : FALLBACK_KEY;
    const params = p.params && typeof p.params === 'object' ? (p.params as Record<string, string | number>) : undefined;
    const fieldKeys = p.fieldKeys && typeof p.fieldKeys === 'object' ? (p.fieldKeys as Record<string, MessageRef>) : undefined;
    return new ApiError(status, code, message, fields, { messageKey, params, fieldKeys });
  }
  return new ApiError(status, `HTTP_${status}`, FALLBACK_MESSAGE, undefined, { messageKey: FALLBACK_KEY });
}

/** `[...]` or `{ data: [...] }` -> `[...]`; anything else -> `[]`. */
export function unwrapList<T = unknown>(payload: unknown): T[] {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object' && Array.isArray((payload as { data?: unknown }).data)) {
    return (payload as { data: T[] }).data;
  }
  return [];
}
