import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  serviceCallCreate,
  callHistoryList,
  callHistoryRead,
  callHistoryReadAll,
  callHistoryRemove,
  callHistoryRemoveAll,
  type ResponseOf,
} from '@app/contract/endpoints';
import type { CallQuery } from '../../../lib/call';
import { call } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type CallHistoryPage = ResponseOf<typeof callHistoryList>;
export const CALL_PAGE_SIZE = 10;
/** The compact widget shows the latest 50. */
export const CALL_WIDGET_SIZE = 50;

/** The call history list's query, as sent. */
export type CallHistoryParams = CallQuery<typeof callHistoryList>;

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
    queryFn: ({ signal }) => call(callHistoryList, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** Mark read / delete, one or all; every change refreshes the page and the widget. */
export function useCallMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.calls });
  return {
    markRead: useMutation({ mutationFn: (id: number) => call(callHistoryRead, { params: { id } }), onSettled }),
    markAllRead: useMutation({ mutationFn: () => call(callHistoryReadAll), onSettled }),
    remove: useMutation({ mutationFn: (id: number) => call(callHistoryRemove, { params: { id } }), onSettled }),
    removeAll: useMutation({ mutationFn: () => call(callHistoryRemoveAll), onSettled }),
  };
}

/** A service call recorded as if a diner at the table had pressed the button. */
export function sendTestCall(tableNumber: string, tableId: number) {
  return call(serviceCallCreate, { body: { tableNumber, tableId, status: 'unread', type: 'service_call' } });
}
