import { useQuery } from '@tanstack/react-query';
import type { SettingsView, UpdateSettingsInput } from '@app/contract';
import {
  kitchenSettingsGet,
  kitchenSettingsUpdate,
  printJobReprint,
  printJobs,
  settingsGet,
  settingsUpdate,
  translationFillJob,
  translationFillStart,
  type BodyOf,
} from '@app/contract/endpoints';
import { call } from '../../lib/api';

export const SETTINGS_KEY = ['settings', 'staff'] as const;
export const FILL_JOB_KEY = ['translation', 'fill-missing'] as const;
/** Progress of 'translate all missing' is read once a second while it runs. */
const POLL_MS = 1000;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => call(settingsGet, { signal }),
    staleTime: 0,
  });
}

export function saveSettings(patch: UpdateSettingsInput): Promise<SettingsView> {
  return call(settingsUpdate, { body: patch });
}

export function useFillJob() {
  return useQuery({
    queryKey: FILL_JOB_KEY,
    queryFn: ({ signal }) => call(translationFillJob, { signal }),
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
    staleTime: 0,
  });
}

export function startFillJob() {
  return call(translationFillStart);
}

/** Print jobs, newest first. */
export function fetchPrintJobs(signal?: AbortSignal) {
  return call(printJobs, { signal });
}

export function reprintJob(id: number) {
  return call(printJobReprint, { params: { id } });
}

export function fetchKitchenSettings(signal?: AbortSignal) {
  return call(kitchenSettingsGet, { signal });
}

/** Only the fields given change. */
export function saveKitchenSettings(patch: BodyOf<typeof kitchenSettingsUpdate>) {
  return call(kitchenSettingsUpdate, { body: patch });
}

/** Currencies offered in the picker; a stored code outside this list is still shown. */
export const CURRENCIES = ['VND', 'USD', 'EUR', 'JPY', 'KRW', 'CNY', 'THB', 'SGD', 'AUD', 'GBP'] as const;
