import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsList } from '@app/contract/endpoints';
import { call } from '../lib/api';
import { NOTIFICATION_EVENTS, useHubEvent } from '../lib/socket';

/** Invalidate this key after marking notifications read so the bell updates at once. */
export const UNREAD_NOTIFICATIONS_KEY = ['notifications', 'unread-count'] as const;
const POLL_MS = 60_000;

/** Reads the unread total from a paged answer, or counts unread items of a plain list. */
export function unreadCountOf(payload: unknown): number {
  if (Array.isArray(payload)) return payload.filter((n) => (n as { status?: string })?.status === 'unread').length;
  if (payload && typeof payload === 'object') {
    const total = (payload as { totalCount?: unknown }).totalCount;
    if (typeof total === 'number') return total;
    const data = (payload as { data?: unknown }).data;
    if (Array.isArray(data)) return unreadCountOf(data);
  }
  return 0;
}

/** The bell polls every 60 s. Failures (e.g. 404 before the endpoint exists) just hide the badge. */
export function useUnreadNotifications(enabled: boolean): number {
  const queryClient = useQueryClient();
  // Live: any notification change refreshes the badge at once; the poll stays as a safety net.
  useHubEvent(NOTIFICATION_EVENTS, () => void queryClient.invalidateQueries({ queryKey: UNREAD_NOTIFICATIONS_KEY }), enabled);
  const { data } = useQuery({
    queryKey: UNREAD_NOTIFICATIONS_KEY,
    queryFn: async () => unreadCountOf(await call(notificationsList, { query: { status: 'unread', pageSize: 1 } })),
    enabled,
    refetchInterval: POLL_MS,
    retry: false,
  });
  return data ?? 0;
}
