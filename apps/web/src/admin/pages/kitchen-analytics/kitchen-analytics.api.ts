import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KitchenAnalytics } from '@app/contract';
import { api } from '../../lib/api';
import type { DateRange } from '../dashboard/dashboard.api';

export function useKitchenAnalytics(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'kitchen', range],
    queryFn: ({ signal }) =>
      api.get<KitchenAnalytics>('/Analytics/kitchen', {
        query: { startDate: range.from, endDate: range.to, tzOffsetMinutes: new Date().getTimezoneOffset() },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
