/** Which text a failed call shows. */
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';

type T = (key: string) => string;

const serverOr = (err: ApiError, fallback: string) => (err.message ? translateServerMessage(err) : fallback);

export function deleteErrorText(err: unknown, t: T): string {
  if (!(err instanceof ApiError)) return t('errors.deleteDefault');
  if (err.status === 403) return t('errors.deleteForbidden');
  if (err.status === 404) return t('errors.notFound');
  return serverOr(err, t('errors.server'));
}

export function saveErrorText(err: unknown, t: T): string {
  if (!(err instanceof ApiError)) return t('errors.saveDefault');
  if (err.status === 403) return t('errors.saveForbidden');
  if (err.status === 400) return serverOr(err, t('errors.invalid'));
  if (err.status === 409) return serverOr(err, t('errors.exists'));
  return serverOr(err, t('errors.server'));
}

export function loadErrorText(err: unknown, t: T): string {
  if (err instanceof ApiError && err.status === 403) return t('errors.loadForbidden');
  return t('errors.load');
}
