import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationsList,
  notificationsRead,
  notificationsReadAll,
  notificationsRemove,
  notificationsRemoveAll,
  type ResponseOf,
} from '@app/contract/endpoints';
import { call } from '../../lib/api';
import { LIVE_KEYS } from '../../lib/live-keys';

export type NotificationPage = ResponseOf<typeof notificationsList>;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export function useNotificationList(params: { status: NotificationFilter; search: string; page: number }) {
  return useQuery({
    queryKey: [...LIVE_KEYS.notifications, 'list', params],
    queryFn: ({ signal }) =>
      call(notificationsList, {
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
    queryFn: ({ signal }) => call(notificationsList, { query: { page: 1, pageSize: 1 }, signal }),
    select: (page) => ({ total: page.totalCount, unread: page.unreadCount }),
  });
}

export function useNotificationMutations() {
  const queryClient = useQueryClient();
  // The bell's count lives under the same root, so it follows every change at once.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
  return {
    markRead: useMutation({ mutationFn: (id: number) => call(notificationsRead, { params: { id } }), onSettled }),
    markAllRead: useMutation({ mutationFn: () => call(notificationsReadAll), onSettled }),
    remove: useMutation({ mutationFn: (id: number) => call(notificationsRemove, { params: { id } }), onSettled }),
    removeAll: useMutation({ mutationFn: () => call(notificationsRemoveAll), onSettled }),
  };
}
