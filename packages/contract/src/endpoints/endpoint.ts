/**
 * An endpoint declared once: method, path, access rule and OpenAPI tag as plain data, its request
 * and response types as phantom types. Nothing here imports zod at runtime, so the diner's first
 * load can call endpoints without shipping the validation library; the zod schemas live in
 * `schemas.ts`, which the server reads to validate and document every route.
 */
import type { Permission } from '../permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route needs: nobody, any signed-in staff member, or one permission. */
export type Access = 'public' | 'authenticated' | Permission;

/** The types an endpoint is called with and answers: params and query as the server reads them. */
export interface EndpointTypes {
  params?: object;
  query?: object;
  body?: unknown;
  response: unknown;
}

export interface Endpoint<T extends EndpointTypes = EndpointTypes, M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** Fastify-style path under /api, e.g. `/User/:id`. */
  readonly path: P;
  readonly access: Access;
  /** OpenAPI tag. */
  readonly tag: string;
  /** Status of a successful answer. */
  readonly status: number;
  /** Type-only: never set at runtime. */
  readonly types?: T;
}

export interface EndpointOptions {
  /** Defaults to the first path segment (`/User/:id` -> `User`). */
  tag?: string;
  /** Defaults to 200. */
  status?: number;
}

/**
 * `endpoint('GET', '/User/:id', 'users.manage').of<{ params: IdParam; response: PublicUser }>()`.
 * Method and path stay literal types, so the server finds an endpoint's schemas by type.
 * `params` and `query` are typed as the server reads them (numbers, defaults applied),
 * `body` as the caller sends it, `response` as the caller receives it.
 */
export function endpoint<M extends HttpMethod, P extends string>(method: M, path: P, access: Access, options: EndpointOptions = {}) {
  return {
    of: <T extends EndpointTypes>(): Endpoint<T, M, P> => ({
      method,
      path,
      access,
      tag: options.tag ?? path.split('/')[1] ?? '',
      status: options.status ?? 200,
    }),
  };
}

type TypesOf<E> = E extends Endpoint<infer T, HttpMethod, string> ? T : never;
type Field<E, K extends keyof EndpointTypes> = K extends keyof TypesOf<E> ? Exclude<TypesOf<E>[K], undefined> : never;

export type ParamsOf<E> = Field<E, 'params'>;
export type QueryOf<E> = Field<E, 'query'>;
export type BodyOf<E> = Field<E, 'body'>;
export type ResponseOf<E> = TypesOf<E>['response'];

/** `/User/:id` with `{ id: 5 }` -> `/User/5`. */
export function fillPath(path: string, params: object | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
}
