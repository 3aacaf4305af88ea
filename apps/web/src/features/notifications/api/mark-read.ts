import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

export const markNotificationRead = (id: number) => api.put<{ message: string }>(`/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.put<{ message: string }>('/notifications/read-all');

const useRefreshing = <T, R>(fn: (arg: T) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }) });
};
export const useMarkNotificationRead = () => useRefreshing(markNotificationRead);
export const useMarkAllNotificationsRead = () => useRefreshing(markAllNotificationsRead);
