import { useQuery } from '@tanstack/react-query';
import type { CreateLanguageInput, Language } from '@app/contract';
import { languagesCreate, languagesGet, languagesList, languagesRemove, languagesUpdate, settingsPublic } from '@app/contract/endpoints';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { call } from '../../lib/api';

/** Shared with the settings page and the translation tabs, so a change here shows there at once. */
export const LANGUAGES_KEY = ['languages'] as const;
export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;
/** 5 languages per page. */
export const LANGUAGES_PAGE_SIZE = 5;

export function useLanguages() {
  return useQuery({
    queryKey: LANGUAGES_KEY,
    queryFn: ({ signal }) => call(languagesList, { signal, unwrapList: true }),
  });
}

/** Which language diners get by default (it cannot be deleted or switched off). */
export function usePublicSettings() {
  return useQuery({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: ({ signal }) => call(settingsPublic, { signal }),
  });
}

export function fetchLanguage(id: number, signal?: AbortSignal): Promise<Language> {
  return call(languagesGet, { params: { id }, signal });
}

export function createLanguage(values: CreateLanguageInput): Promise<Language> {
  return call(languagesCreate, { body: values });
}

export function updateLanguage(id: number, values: CreateLanguageInput): Promise<Language> {
  return call(languagesUpdate, { params: { id }, body: { ...values, id } });
}

export function deleteLanguage(id: number): Promise<unknown> {
  return call(languagesRemove, { params: { id } });
}

/**
 * text for a failed call; a rule the server explains (e.g. Vietnamese cannot be deleted)
 * is added after it so the user knows why.
 */
export function languageErrorText(err: unknown, specText: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message) {
    return `${specText}: ${translateServerMessage(err)}`;
  }
  return specText;
}

/** Case-insensitive match on name or code. */
export function matchesLanguage(language: Language, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return language.name.toLowerCase().includes(needle) || language.code.toLowerCase().includes(needle);
}
