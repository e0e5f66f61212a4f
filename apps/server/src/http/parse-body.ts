import type { z } from 'zod';
import { fromIssues } from '../errors/app-error.js';
import { issueKey, issueText } from './validation-keys.js';

/**
 * Validates a body with a contract schema and answers 400 with the rule's own message
 * (`orders.emptyCart`, `orders.quantity` ...) and its Vietnamese text, plus the failing fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const issues: Parameters<typeof fromIssues>[0][number][] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    const reported = { keyword: issue.code, message: issue.message, params: { ...issue } };
    const ref = issueKey(reported);
    issues.push({ field, text: issueText(reported, ref), ref });
  }
  throw fromIssues(issues);
}

/** One request header as a string (the first, if repeated). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}
