import { ApiError } from '../../lib/http';
import { translateMessage } from '../../lib/i18n';

/** The text to show for a failed call: the server's message (translated when known), else the given fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return translateMessage(err.message);
  return fallback;
}

/** Server field errors (`fields`), keyed like the form's fields and translated. */
export function fieldErrorTexts(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !err.fields) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translateMessage(v)]));
}

/** A (possibly absent) Vietnamese message from the server or a contract schema, in the staff member's language. */
export function messageText(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : message;
}
