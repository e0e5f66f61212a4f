import { ApiError } from '../../../lib/http';
import { i18n, SOURCE_LANGUAGE, translateMessage } from '../../../lib/i18n';

/**
 * Server and contract validation messages are Vietnamese (SPEC §8). Each page namespace keeps a
 * `messages` table for the ones its screens meet; the common table covers the shared ones.
 * Messages contain dots, so they are looked up as object keys rather than i18next key paths.
 */
export function translateText(message: string | undefined, namespace: string): string | undefined {
  if (!message) return message;
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!language || language === SOURCE_LANGUAGE) return message;
  const table = i18n.getResource(language, namespace, 'messages') as Record<string, string> | undefined;
  return table?.[message] ?? translateMessage(message);
}

/** The text to show for a failed call: the server's message when it sent one, else the fallback. */
export function errorMessage(err: unknown, fallback: string, namespace: string): string {
  if (err instanceof ApiError && err.message && !err.isNetwork) return translateText(err.message, namespace) ?? fallback;
  if (err instanceof ApiError && err.isNetwork) return translateMessage(err.message);
  return fallback;
}

/** Server field errors (`fields`) keyed like the form's fields, translated. */
export function fieldErrors(err: unknown, namespace: string): Record<string, string> {
  if (!(err instanceof ApiError) || !err.fields) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translateText(v, namespace) ?? v]));
}
