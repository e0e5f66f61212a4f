import { ApiError } from '../../lib/http';
import { translateMessage } from '../../lib/i18n';

/** The text to show for a failed call: the server's message (translated when known), else the given fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return translateMessage(err.message);
  return fallback;
}
