import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Station } from '@app/contract';
import { kitchenBump, kitchenBumpItem, kitchenDisplay, kitchenRecall, kitchenRush } from '@app/contract/endpoints';
import { call } from '../../../lib/api';
import { LIVE_KEYS } from '../../../lib/live-keys';

/** Under the orders root, so every order event and reconnect refreshes the display too. */
export const kitchenKey = (station: Station) => [...LIVE_KEYS.orders, 'kitchen', station] as const;

export function useKitchenDisplay(station: Station) {
  return useQuery({
    queryKey: kitchenKey(station),
    queryFn: ({ signal }) => call(kitchenDisplay, { query: { station }, signal }),
    // A wall tablet left alone still catches up if an event was missed.
    refetchInterval: 30_000,
  });
}

export function useKitchenActions(station: Station) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders });
  return {
    bumpTicket: useMutation({ mutationFn: (orderId: number) => call(kitchenBump, { body: { orderId, station } }), onSettled: refresh }),
    bumpItem: useMutation({ mutationFn: (itemId: number) => call(kitchenBumpItem, { params: { id: itemId } }), onSettled: refresh }),
    recall: useMutation({ mutationFn: () => call(kitchenRecall, { body: { station } }), onSettled: refresh }),
    rush: useMutation({
      mutationFn: ({ orderId, isRush }: { orderId: number; isRush: boolean }) => call(kitchenRush, { params: { id: orderId }, body: { isRush } }),
      onSettled: refresh,
    }),
  };
}
