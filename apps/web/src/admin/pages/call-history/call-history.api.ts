import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { callHistoryListResponse } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type CallHistoryPage = z.infer<typeof callHistoryListResponse>;
export const CALL_PAGE_SIZE = 10;
/** The compact widget shows the latest 50. */
export const CALL_WIDGET_SIZE = 50;

/** GET CallHistory's query (contract callHistoryQuery), as sent. */
export interface CallHistoryParams {
  page: number;
  pageSize: number;
  tableNumber?: string;
  startDate?: string;
  endDate?: string;
}

export interface CallFilters {
  tableNumber: string;
  /** Local calendar days 'YYYY-MM-DD' (inputs of type date), '' when unset. */
  startDate: string;
  endDate: string;
}

/** Local days become instants: the start of the first day and the last millisecond of the last. */
export function callHistoryQuery(filters: CallFilters, page: number, pageSize = CALL_PAGE_SIZE): CallHistoryParams {
  const start = filters.startDate ? new Date(`${filters.startDate}T00:00:00`) : null;
  const end = filters.endDate ? new Date(`${filters.endDate}T23:59:59.999`) : null;
  return {
    page,
    pageSize,
    tableNumber: filters.tableNumber.trim() || undefined,
    startDate: start && !Number.isNaN(start.getTime()) ? start.toISOString() : undefined,
    endDate: end && !Number.isNaN(end.getTime()) ? end.toISOString() : undefined,
  };
}

export function useCallHistory(query: CallHistoryParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...LIVE_KEYS.calls, 'list', query],
    queryFn: ({ signal }) => api.get<CallHistoryPage>('/CallHistory', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** Mark read / delete, one or all; every change refreshes the page and the widget. */
export function useCallMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.calls });
  return {
    markRead: useMutation({ mutationFn: (id: number) => api.put(`/CallHistory/${id}/read`), onSettled }),
    markAllRead: useMutation({ mutationFn: () => api.put<{ data: { count: number } }>('/CallHistory/read-all'), onSettled }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/CallHistory/${id}`), onSettled }),
    removeAll: useMutation({ mutationFn: () => api.delete<{ data: { count: number } }>('/CallHistory/delete-all'), onSettled }),
  };
}
