import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BumpResult, KitchenDisplay, Station } from '@app/contract';
import { api } from '../../../lib/api';
import { LIVE_KEYS } from '../../../lib/live-keys';

/** Under the orders root, so every order event and reconnect refreshes the display too. */
export const kitchenKey = (station: Station) => [...LIVE_KEYS.orders, 'kitchen', station] as const;

export function useKitchenDisplay(station: Station) {
  return useQuery({
    queryKey: kitchenKey(station),
    queryFn: ({ signal }) => api.get<KitchenDisplay>('/Kitchen/display', { query: { station }, signal }),
    // A wall tablet left alone still catches up if an event was missed.
    refetchInterval: 30_000,
  });
}

export function useKitchenActions(station: Station) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders });
  return {
    bumpTicket: useMutation({ mutationFn: (orderId: number) => api.post<BumpResult>('/Kitchen/bump', { orderId, station }), onSettled: refresh }),
    bumpItem: useMutation({ mutationFn: (itemId: number) => api.post<BumpResult>(`/Kitchen/items/${itemId}/bump`, {}), onSettled: refresh }),
    recall: useMutation({ mutationFn: () => api.post<BumpResult>('/Kitchen/recall', { station }), onSettled: refresh }),
    rush: useMutation({ mutationFn: ({ orderId, isRush }: { orderId: number; isRush: boolean }) => api.put(`/Kitchen/rush/${orderId}`, { isRush }), onSettled: refresh }),
  };
}
