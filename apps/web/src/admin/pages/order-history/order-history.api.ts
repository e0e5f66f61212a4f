import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyCleanup, historyExport, historySearch, historyStats, type ResponseOf } from '@app/contract/endpoints';
import { call, callForFile } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';
import { csvFileName, HISTORY_PAGE_SIZE, type HistoryFilterBody } from './history-filters';

export type HistoryPage = ResponseOf<typeof historySearch>;
export type HistoryStats = ResponseOf<typeof historyStats>;
/** Under the orders root: a status change or payment in the detail dialog refreshes the history too. */
const HISTORY_KEY = [...LIVE_KEYS.orders, 'history'] as const;

export function useHistorySearch(body: HistoryFilterBody, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...HISTORY_KEY, 'search', body, page],
    queryFn: ({ signal }) => call(historySearch, { body: { ...body, page, pageSize: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Counts and revenue for the date range (the server's stats ignore table, status and text). */
export function useHistoryStats(range: { from?: string; to?: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...HISTORY_KEY, 'stats', range],
    queryFn: ({ signal }) => call(historyStats, { query: range, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * How many orders a cleanup would delete: paid and cancelled ones created before the cut-off
 * (the server's rule), counted with two one-row searches.
 */
export function useCleanupPreview(days: number | null) {
  const cutoff = days === null ? null : new Date(Date.now() - days * 86_400_000).toISOString();
  return useQuery({
    queryKey: [...HISTORY_KEY, 'cleanup-preview', days],
    queryFn: async ({ signal }) => {
      const count = (status: 'paid' | 'cancelled') =>
        call(historySearch, { body: { to: cutoff, status, page: 1, pageSize: 1 }, signal }).then((r) => r.totalCount);
      const [paid, cancelled] = await Promise.all([count('paid'), count('cancelled')]);
      return { count: paid + cancelled, cutoff: cutoff! };
    },
    enabled: cutoff !== null,
  });
}

/** POST OrderHistory/export -> the CSV as sent (BOM included) and its file name. */
export async function fetchCsv(body: HistoryFilterBody, separator: ';' | ','): Promise<{ blob: Blob; fileName: string }> {
  const response = await callForFile(historyExport, { body: { ...body, separator }, timeoutMs: 60_000 });
  const blob = await response.blob();
  return { blob, fileName: csvFileName(response.headers.get('content-disposition')) };
}

export function useCleanup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (olderThanDays: number) => call(historyCleanup, { body: { olderThanDays } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders }),
  });
}
