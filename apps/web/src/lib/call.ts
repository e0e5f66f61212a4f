/**
 * Typed calls of the contract's endpoint declarations. Zod-free: the declarations come from
 * `@app/contract/endpoints`, so the diner's first load stays small.
 */
import { fillPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@app/contract/endpoints';
import { buildUrl, http, type QueryValue, type RequestOptions } from './http';

type Transport = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** Query values as they are sent; the server fills the defaults. */
export type CallQuery<E> = { [K in keyof QueryOf<E>]?: QueryOf<E>[K] & QueryValue };

/** Params and body are required exactly when the endpoint has them. */
export type CallOptions<E extends Endpoint> = Transport &
  ([ParamsOf<E>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: CallQuery<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> });

/** The arguments after the endpoint: options may be left out when nothing is required. */
export type CallArgs<E extends Endpoint> = [ParamsOf<E> | BodyOf<E>] extends [never] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The path and request options of a call, for the fetch wrapper. */
export function toRequest<E extends Endpoint>(endpoint: E, options: CallOptions<E> | undefined): [string, RequestOptions] {
  const { params, query, body, ...transport } = (options ?? {}) as Transport & { params?: object; query?: Record<string, QueryValue>; body?: unknown };
  // Writes always send a JSON body (an empty object when there is none), as the server's content-type check expects.
  const sent = body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {});
  return [fillPath(endpoint.path, params), { ...transport, method: endpoint.method, query, body: sent }];
}

/** The URL a call of an endpoint asks for (what a service worker stores it under). */
export function urlOf<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): string {
  const [path, request] = toRequest(endpoint, options);
  return buildUrl(path, request.query);
}

/** Calls an endpoint with the plain fetch wrapper (the diner, the sign-in page, the bill). */
export function call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const [path, request] = toRequest(endpoint, options);
  return http<ResponseOf<E>>(path, request);
}
