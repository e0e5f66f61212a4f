import type { Table, TableInput, TableWithBooking } from '@app/contract';
import {
  historyByTable,
  restaurantInfo,
  tablesCheckUnique,
  tablesCreate,
  tablesRemove,
  tablesRotateKey,
  tablesToggleStatus,
  tablesUpdate,
  tablesWithBooking,
} from '@app/contract/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api';

export const tableKeys = {
  list: ['admin', 'tables'] as const,
  restaurant: ['restaurant-info'] as const,
};

/** Every table with what is open on it; restaurants have tens of tables, so one call holds them all. */
export function useTables() {
  return useQuery({
    queryKey: tableKeys.list,
    queryFn: ({ signal }) => call(tablesWithBooking, { signal }),
  });
}

/** Name and logo for the QR codes and the printed sheet. */
export function useRestaurantInfo() {
  return useQuery({
    queryKey: tableKeys.restaurant,
    queryFn: ({ signal }) => call(restaurantInfo, { signal }),
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

/** Creates the table, or changes it when `id` is given. */
export function saveTable(id: number | undefined, values: TableInput): Promise<Table> {
  return id === undefined ? call(tablesCreate, { body: values }) : call(tablesUpdate, { params: { id }, body: values });
}

export function deleteTable(id: number) {
  return call(tablesRemove, { params: { id } });
}

export function toggleTableStatus(id: number): Promise<Table> {
  return call(tablesToggleStatus, { params: { id } });
}

/** A new key: printed QR codes of the table stop working. */
export function rotateTableKey(id: number): Promise<Table> {
  return call(tablesRotateKey, { params: { id } });
}

/** Whether no other table uses the number. */
export function isTableNumberUnique(tableNumber: string, excludeId: number | undefined, signal?: AbortSignal): Promise<boolean> {
  return call(tablesCheckUnique, { query: { tableNumber, excludeId }, signal }).then((r) => r.isUnique);
}

/** One page of a table's orders, newest first. */
export function fetchTableOrders(tableId: number, page: number, pageSize: number, signal?: AbortSignal) {
  return call(historyByTable, { params: { id: tableId }, query: { page, pageSize }, signal });
}
