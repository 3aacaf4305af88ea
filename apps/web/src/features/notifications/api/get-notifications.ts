import type { NotificationList } from '@superliga/league';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvents } from '../../../lib/live-events';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const getNotifications = (page: number) => api.get<NotificationList>('/notifications', { page });
export const notificationsQueryOptions = (page = 1) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, page], queryFn: () => getNotifications(page), placeholderData: keepPreviousData });

/** The user's notifications; a new one (pushed over the events stream) refreshes them at once. */
export function useNotifications(page = 1) {
  const query = useQuery(notificationsQueryOptions(page));
  useLiveEvents(['notification.created'], () => void query.refetch());
  return query;
}
