import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/**
 * Validates a body with a contract schema and answers 400 with the rule's own message
 * ('Giỏ hàng đang trống', 'Số lượng mỗi món phải từ 1 đến 99' ...), which the diner page
 * shows as it is, plus the failing fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError('VALIDATION', result.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ', fields);
}

/** One request header as a string (the first, if repeated). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}
