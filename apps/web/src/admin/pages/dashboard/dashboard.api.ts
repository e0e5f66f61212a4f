import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  analyticsKitchenSummary,
  dashboardRecentOrders,
  dashboardRevenueSeries,
  dashboardStatistics,
  dashboardTopDishes,
  type ResponseOf,
} from '@app/contract/endpoints';
import { call } from '../../lib/api';

export type RecentOrder = ResponseOf<typeof dashboardRecentOrders>[number];
export type RevenuePoint = ResponseOf<typeof dashboardRevenueSeries>[number];
export type TopDish = ResponseOf<typeof dashboardTopDishes>[number];

export interface DateRange {
  /** Local calendar days 'YYYY-MM-DD', both inclusive. */
  from: string;
  to: string;
}

/** Today as the browser's local calendar day. */
export function todayLocal(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Bare dates plus the browser's offset: the server reads them as whole local days (contract dashboardRangeQuery). */
function rangeQuery(range: DateRange) {
  return { startDate: range.from, endDate: range.to, tzOffsetMinutes: new Date().getTimezoneOffset() };
}

const REFRESH_MS = 60_000;
export const DASHBOARD_KEY = ['dashboard'] as const;

export function useStatistics(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'statistics', range],
    queryFn: ({ signal }) => call(dashboardStatistics, { query: rangeQuery(range), signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useRevenueSeries(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'revenue-series', range],
    queryFn: ({ signal }) => call(dashboardRevenueSeries, { query: rangeQuery(range), signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useTopDishes(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'top-dishes', range],
    queryFn: ({ signal }) => call(dashboardTopDishes, { query: rangeQuery(range), signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useRecentOrders() {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'recent-orders'],
    queryFn: ({ signal }) => call(dashboardRecentOrders, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** Today's kitchen figures (same computation as the analytics page), whatever range the dashboard shows. */
export function useKitchenToday(enabled: boolean) {
  const today = todayLocal();
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'kitchen-today', today],
    queryFn: ({ signal }) => call(analyticsKitchenSummary, { query: rangeQuery({ from: today, to: today }), signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
