import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, Order, OrderStatus, PlaceOrderInput, Product, Table, UpdateOrderInput, orderListResponse } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type OrderPage = z.infer<typeof orderListResponse>;
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
      api.get<OrderPage>('/Order', {
        query: { status: params.status, search: params.search.trim() || undefined, page: params.page, pageSize: ORDER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? 0),
    queryFn: ({ signal }) => api.get<Order>(`/Order/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The station board: only the caller's dishes, never the full order list. Valid 60 s unless an event forces a refetch. */
export function useBoard() {
  return useQuery({
    queryKey: LIVE_KEYS.board,
    queryFn: ({ signal }) => api.get<Board>('/Order/board', { signal }),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}

/** Choices of the order form; menu and tables are not order data, so order events do not refetch them. */
export function useFormChoices(enabled: boolean) {
  const tables = useQuery({
    queryKey: ['order-form', 'tables'],
    queryFn: ({ signal }) => api.get<{ data: Table[] }>('/Table', { query: { pageSize: 500 }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const products = useQuery({
    queryKey: ['order-form', 'products'],
    queryFn: ({ signal }) => api.get<Product[]>('/Product', { query: { context: 'admin' }, signal }),
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
        status === 'paid' ? api.put<Order>(`/Order/confirm-payment/${id}`) : api.put<Order>(`/Order/${id}/status/${status}`),
      onSettled,
    }),
    /** A merged row of the detail (or a board tick) updates each of its order items. */
    completeItems: useMutation({
      mutationFn: ({ ids, isCompleted }: { ids: number[]; isCompleted: boolean }) =>
        Promise.all(ids.map((id) => api.put(`/Order/order-item/${id}/complete`, { isCompleted }))),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/Order/${id}`), onSettled }),
    removeAll: useMutation({ mutationFn: () => api.delete<{ count: number }>('/Order/all?confirm=true'), onSettled }),
    create: useMutation({ mutationFn: (body: PlaceOrderInput) => api.post<Order>('/Order', body), onSettled }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateOrderInput }) => api.put<Order>(`/Order/${id}`, body), onSettled }),
  };
}
