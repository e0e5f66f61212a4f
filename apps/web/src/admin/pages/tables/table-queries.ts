import type { RestaurantInfo, Table, TableWithBooking } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';

export const tableKeys = {
  list: ['admin', 'tables'] as const,
  restaurant: ['restaurant-info'] as const,
};

/** Every table with what is open on it; restaurants have tens of tables, so one call holds them all. */
export function useTables() {
  return useQuery({
    queryKey: tableKeys.list,
    queryFn: ({ signal }) => api.get<TableWithBooking[]>('/Table/with-booking-info', { signal }),
  });
}

/** Name and logo for the QR codes and the printed sheet. */
export function useRestaurantInfo() {
  return useQuery({
    queryKey: tableKeys.restaurant,
    queryFn: ({ signal }) => api.get<RestaurantInfo>('/RestaurantInfo', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Puts a changed table into the list at once (its QR URL changes with a new key), then refetches. */
export function useTableUpdated() {
  const client = useQueryClient();
  return useCallback(
    (table?: Table) => {
      if (table) client.setQueryData<TableWithBooking[]>(tableKeys.list, (list) => list?.map((t) => (t.id === table.id ? { ...t, ...table } : t)));
      void client.invalidateQueries({ queryKey: tableKeys.list });
    },
    [client],
  );
}
