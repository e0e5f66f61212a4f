/**
 * Every endpoint's zod schemas, for the server (validation, serialization, OpenAPI). Only the
 * server uses this table; callers use the zod-free declarations.
 *
 * Two compile-time checks keep it honest: every declared endpoint has an entry (`satisfies`),
 * and each schema's type is the declared type (`SchemaMismatches` must be empty).
 */
import type { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from './endpoint.js';
import type * as declared from './all.js';
import type { EndpointSchemaSet, Same } from './schema-types.js';
import { authSchemas } from './auth.schemas.js';
import { userSchemas } from './users.schemas.js';
import { uploadSchemas } from './uploads.schemas.js';
import { orderSchemas } from './orders.schemas.js';
import { cartSchemas } from './cart.schemas.js';
import { billSchemas } from './bill.schemas.js';
import { serviceCallSchemas } from './service-calls.schemas.js';
import { kitchenSchemas } from './kitchen.schemas.js';
import { menuSchemas } from './menu.schemas.js';
import { tableSchemas } from './tables.schemas.js';
import { orderHistorySchemas } from './order-history.schemas.js';
import { languageSchemas } from './languages.schemas.js';
import { dashboardSchemas } from './dashboard.schemas.js';
import { notificationSchemas } from './notifications.schemas.js';
import { settingsSchemas } from './settings.schemas.js';
import { restaurantSchemas } from './restaurant.schemas.js';
import { optionSchemas } from './options.schemas.js';
import { printingSchemas } from './printing.schemas.js';

type Declared = typeof declared;
export type EndpointName = keyof Declared;

export const endpointSchemas = {
  ...authSchemas,
  ...userSchemas,
  ...uploadSchemas,
  ...orderSchemas,
  ...cartSchemas,
  ...billSchemas,
  ...serviceCallSchemas,
  ...kitchenSchemas,
  ...menuSchemas,
  ...tableSchemas,
  ...orderHistorySchemas,
  ...languageSchemas,
  ...dashboardSchemas,
  ...notificationSchemas,
  ...settingsSchemas,
  ...restaurantSchemas,
  ...optionSchemas,
  ...printingSchemas,
} satisfies { [K in EndpointName]: EndpointSchemaSet };

type Schemas = typeof endpointSchemas;

type OutOf<S, K extends string> = S extends Record<K, infer Z extends z.ZodType> ? z.output<Z> : never;
type InOf<S, K extends string> = S extends Record<K, infer Z extends z.ZodType> ? Exclude<z.input<Z>, undefined> : never;

type Matches<E, S> = [
  Same<ParamsOf<E>, OutOf<S, 'params'>>,
  Same<QueryOf<E>, OutOf<S, 'query'>>,
  S extends { multipart: true } ? Same<BodyOf<E>, FormData> : Same<BodyOf<E>, InOf<S, 'body'>>,
  S extends { response: z.ZodType } ? Same<ResponseOf<E>, OutOf<S, 'response'>> : true,
] extends [true, true, true, true]
  ? true
  : false;

/** Names of the endpoints whose schemas do not match their declared types. */
export type SchemaMismatches = { [K in EndpointName]: Matches<Declared[K], Schemas[K]> extends true ? never : K }[EndpointName];
const schemasMatchDeclarations: [SchemaMismatches] extends [never] ? true : { mismatched: SchemaMismatches } = true;
void schemasMatchDeclarations;

/** The name under which an endpoint is declared (method and path are literal types, so it is unique). */
export type NameOf<E extends Endpoint> = { [K in EndpointName]: Declared[K] extends E ? (E extends Declared[K] ? K : never) : never }[EndpointName];
export type SchemasOf<E extends Endpoint> = Schemas[NameOf<E>];
