import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { notificationListResponse } from '@app/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type NotificationPage = z.infer<typeof notificationListResponse>;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export function useNotificationList(params: { status: NotificationFilter; search: string; page: number }) {
  return useQuery({
    queryKey: [...LIVE_KEYS.notifications, 'list', params],
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/Notification', {
        query: { status: params.status, search: params.search.trim() || undefined, page: params.page, pageSize: NOTIFICATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Totals over everything the user may see, whatever the filter (the page's header numbers). */
export function useNotificationTotals() {
  return useQuery({
    queryKey: [...LIVE_KEYS.notifications, 'totals'],
    queryFn: ({ signal }) => api.get<NotificationPage>('/Notification', { query: { page: 1, pageSize: 1 }, signal }),
    select: (page) => ({ total: page.totalCount, unread: page.unreadCount }),
  });
}

export function useNotificationMutations() {
  const queryClient = useQueryClient();
  // The bell's count lives under the same root, so it follows every change at once.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
  return {
    markRead: useMutation({ mutationFn: (id: number) => api.put(`/Notification/${id}/read`), onSettled }),
    markAllRead: useMutation({ mutationFn: () => api.put<{ count: number }>('/Notification/read-all'), onSettled }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/Notification/${id}`), onSettled }),
    removeAll: useMutation({ mutationFn: () => api.delete<{ count: number }>('/Notification/delete-all'), onSettled }),
  };
}
