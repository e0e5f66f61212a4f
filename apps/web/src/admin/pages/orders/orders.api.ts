import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, PlaceOrderInput, UpdateOrderInput } from '@app/contract';
import {
  orderItemComplete,
  ordersBoard,
  ordersConfirmPayment,
  ordersGet,
  ordersList,
  ordersPlace,
  ordersRemove,
  ordersRemoveAll,
  ordersSetStatus,
  ordersUpdate,
  productsList,
  tablesList,
  type ResponseOf,
} from '@app/contract/endpoints';
import { call } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type OrderPage = ResponseOf<typeof ordersList>;
export const ORDER_PAGE_SIZE = 10;
/** filter plus 'confirmed', a state of the contract's state machine. */
export const ORDER_FILTERS = ['all', 'pending', 'confirmed', 'preparing', 'completed', 'cancelled', 'paid'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export interface OrderListParams {
  status: OrderFilter;
  search: string;
  page: number;
}

export const orderDetailKey = (id: number) => [...LIVE_KEYS.orders, 'detail', id] as const;

export function useOrderList(params: OrderListParams) {
  return useQuery({
    queryKey: [...LIVE_KEYS.orders, 'list', params],
    queryFn: ({ signal }) =>
      call(ordersList, {
        query: { status: params.status, search: params.search.trim() || undefined, page: params.page, pageSize: ORDER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? 0),
    queryFn: ({ signal }) => call(ordersGet, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** The station board: only the caller's dishes, never the full order list. Valid 60 s unless an event forces a refetch. */
export function useBoard() {
  return useQuery({
    queryKey: LIVE_KEYS.board,
    queryFn: ({ signal }) => call(ordersBoard, { signal }),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}

/** Choices of the order form; menu and tables are not order data, so order events do not refetch them. */
export function useFormChoices(enabled: boolean) {
  const tables = useQuery({
    queryKey: ['order-form', 'tables'],
    queryFn: ({ signal }) => call(tablesList, { query: { pageSize: 500 }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const products = useQuery({
    queryKey: ['order-form', 'products'],
    queryFn: ({ signal }) => call(productsList, { query: { context: 'admin' }, signal }),
    enabled,
    staleTime: 60_000,
  });
  return { tables, products };
}

export function useOrderMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.orders });
  return {
    /** Paid goes through the payment endpoint: the server checks the 'orders.confirmPayment' right there. */
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
        status === 'paid' ? call(ordersConfirmPayment, { params: { id } }) : call(ordersSetStatus, { params: { id, status } }),
      onSettled,
    }),
    /** A merged row of the detail (or a board tick) updates each of its order items. */
    completeItems: useMutation({
      mutationFn: ({ ids, isCompleted }: { ids: number[]; isCompleted: boolean }) => Promise.all(ids.map((id) => completeOrderItem(id, isCompleted))),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => call(ordersRemove, { params: { id } }), onSettled }),
    removeAll: useMutation({ mutationFn: () => call(ordersRemoveAll, { query: { confirm: 'true' } }), onSettled }),
    create: useMutation({ mutationFn: (body: PlaceOrderInput) => call(ordersPlace, { body }), onSettled }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateOrderInput }) => call(ordersUpdate, { params: { id }, body }), onSettled }),
  };
}

/** Ticks one order item done (or not); station boards do this for their own dishes. */
export function completeOrderItem(id: number, isCompleted: boolean) {
  return call(orderItemComplete, { params: { id }, body: { isCompleted } });
}
