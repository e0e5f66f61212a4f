import { z } from 'zod';

/**
 * Ids are positive 32-bit integers in both databases; anything larger can name no row and
 * would overflow PostgreSQL's integer, so it is refused as bad input (400), not looked up.
 */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = 'Mã không hợp lệ';

/** An id in a JSON body (a number). */
export const idValue = (message: string = ID_MESSAGE) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
/** An id in a path or query string (a string of digits), or a body field that accepts both. */
export const coercedId = (message: string = ID_MESSAGE) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Ids arrive in paths as strings. */
export const idParam = z.object({ id: coercedId() });

/**
 * NUL and the other C0 control characters (tab and line breaks aside) have no place in any
 * text we store; PostgreSQL refuses NUL outright. Checked once for every request.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARS_MESSAGE = 'Không được chứa ký tự điều khiển';
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}
export type IdParam = z.infer<typeof idParam>;

/** Page numbers beyond this would only ask the database for an absurd offset. */
export const MAX_PAGE = 100_000;

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});

export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), totalCount: z.number().int(), totalPages: z.number().int(), page: z.number().int() });
}

/** A trimmed string with a hard upper bound so 10 kB inputs are refused cleanly. */
export const text = (max: number) =>
  z.string().trim().max(max).refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max).refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
