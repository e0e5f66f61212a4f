import { ApiError } from '../../lib/http';
import { translateMessage, translateServerMessage } from '../../lib/i18n';

/** The text to show for a failed call: the server's message by its key (in the staff language), else the given fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return translateServerMessage(err);
  return fallback;
}

/** Server field errors (`fields`, with their keys in `fieldKeys`), keyed like the form's fields and translated. */
export function fieldErrorTexts(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !err.fields) return {};
  const keys = err.fieldKeys ?? {};
  return Object.fromEntries(
    Object.entries(err.fields).map(([k, v]) => [k, translateServerMessage({ message: v, messageKey: keys[k]?.key, params: keys[k]?.params })]),
  );
}

/** A (possibly absent) message of a form: a contract schema's key in the staff language, zod's own text as it came. */
export function messageText(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : message;
}
