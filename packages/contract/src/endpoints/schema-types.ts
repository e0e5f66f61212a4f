/**
 * Type helpers for declaring endpoints from the zod schemas without importing zod at
 * runtime (`import type` only), and for checking the schema table against the declarations.
 */
import type { z } from 'zod';

/** What a schema yields after parsing: params, query and responses. */
export type Out<S extends z.ZodType> = z.output<S>;
/** What a caller sends: bodies. */
export type In<S extends z.ZodType> = z.input<S>;

/** The zod schemas of one endpoint. */
export interface EndpointSchemaSet {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Left out only where the answer has never been serialized through a schema. */
  response?: z.ZodType;
  /**
   * The body is parsed just before the handler instead of by the framework, so a refusal
   * answers the rule's own message ('Giỏ hàng đang trống' ...) that the diner shows as it is.
   */
  bodyWithRuleMessages?: true;
  /** A multipart upload: the handler reads the file from the stream; the declared body is FormData. */
  multipart?: true;
  /** Statuses besides the endpoint's own that answer the same response (e.g. 200 for a replayed create). */
  alsoStatus?: readonly number[];
}

/** Mutual assignability: the schema and the declaration describe the same values. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A page of a list (the `paged(...)` schemas). */
export interface Paged<T> {
  data: T[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/** `okResponse`: a delete's answer. */
export interface Ok {
  success: true;
  message?: string | undefined;
}
