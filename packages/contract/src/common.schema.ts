import { z } from 'zod';

/**
 * Ids are positive 32-bit integers in both databases; anything larger can name no row and
 * would overflow PostgreSQL's integer, so it is refused as bad input (400), not looked up.
 */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = 'validation.invalidId';

/** An id in a JSON body (a number). */
export const idValue = (message: string = ID_MESSAGE) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
/** An id in a path or query string (a string of digits), or a body field that accepts both. */
export const coercedId = (message: string = ID_MESSAGE) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Ids arrive in paths as strings. */
export const idParam = z.object({ id: coercedId() });

/**
 * NUL and the other C0 control characters (tab and line breaks aside) have no place in any
 * text we store; PostgreSQL refuses NUL outright. Checked once for every request.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARS_MESSAGE = 'validation.controlCharacters';
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}
export type IdParam = z.infer<typeof idParam>;

/** Page numbers beyond this would only ask the database for an absurd offset. */
export const MAX_PAGE = 100_000;

/**
 * The one paging query of every list: a page from 1 to MAX_PAGE, and a page size with the
 * list's own default and ceiling. Spread into the list's query schema.
 */
export function pagingFields(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

export const pagingQuery = z.object(pagingFields(10, 200));

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), totalCount: z.number().int(), totalPages: z.number().int(), page: z.number().int() });
}

/** A trimmed string with a hard upper bound so 10 kB inputs are refused cleanly. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max)
    .refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/** Filters on dates (dashboard, order history, call history) stay within sane bounds. */
export const DATE_FILTER_LIMITS = { minYear: 2000, maxYear: 2100, maxDays: 366 } as const;
export const DATE_FILTER_MESSAGES = {
  invalid: 'dates.invalid',
  year: 'dates.year',
  order: 'dates.order',
  span: 'dates.span',
} as const;

function saneYear(value: string): boolean {
  const year = new Date(Date.parse(value)).getUTCFullYear();
  return year >= DATE_FILTER_LIMITS.minYear && year <= DATE_FILTER_LIMITS.maxYear;
}

/** A date or instant in a filter: parseable, in a year between 2000 and 2100. */
export const filterDate = z
  .string()
  .max(40, DATE_FILTER_MESSAGES.invalid)
  .refine((v) => !Number.isNaN(Date.parse(v)), DATE_FILTER_MESSAGES.invalid)
  .refine(saneYear, DATE_FILTER_MESSAGES.year);

/** The same, optional, as an ISO instant (null when absent or empty). */
export const optionalFilterDateTime = z
  .union([z.literal(''), z.null(), filterDate])
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/**
 * Start before end and at most 366 days apart, for an object holding both ends under the
 * given keys. Use as `.superRefine(dateRangeCheck('from', 'to'))` on the final schema.
 */
export function dateRangeCheck<K extends string>(startKey: K, endKey: K) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx): void => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return;
    const from = Date.parse(start);
    const to = Date.parse(end);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', message: DATE_FILTER_MESSAGES.order, path: [endKey] });
    else if (to - from > DATE_FILTER_LIMITS.maxDays * 86_400_000) ctx.addIssue({ code: 'custom', message: DATE_FILTER_MESSAGES.span, path: [endKey] });
  };
}
