import { useQuery } from '@tanstack/react-query';
import type { FillJob, SettingsView, UpdateSettingsInput } from '@app/contract';
import { api } from '../../lib/api';

export const SETTINGS_KEY = ['settings', 'staff'] as const;
export const FILL_JOB_KEY = ['translation', 'fill-missing'] as const;
/** Progress of 'translate all missing' is read once a second while it runs. */
const POLL_MS = 1000;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<SettingsView>('/Settings', { signal }),
    staleTime: 0,
  });
}

export function saveSettings(patch: UpdateSettingsInput): Promise<SettingsView> {
  return api.put<SettingsView>('/Settings', patch);
}

export function useFillJob() {
  return useQuery({
    queryKey: FILL_JOB_KEY,
    queryFn: ({ signal }) => api.get<FillJob>('/Translation/fill-missing', { signal }),
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
    staleTime: 0,
  });
}

export function startFillJob(): Promise<FillJob> {
  return api.post<FillJob>('/Translation/fill-missing');
}

/** Currencies offered in the picker; a stored code outside this list is still shown. */
export const CURRENCIES = ['VND', 'USD', 'EUR', 'JPY', 'KRW', 'CNY', 'THB', 'SGD', 'AUD', 'GBP'] as const;
