import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsKitchen } from '@app/contract/endpoints';
import { call } from '../../lib/api';
import type { DateRange } from '../dashboard/dashboard.api';

export function useKitchenAnalytics(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'kitchen', range],
    queryFn: ({ signal }) =>
      call(analyticsKitchen, {
        query: { startDate: range.from, endDate: range.to, tzOffsetMinutes: new Date().getTimezoneOffset() },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
