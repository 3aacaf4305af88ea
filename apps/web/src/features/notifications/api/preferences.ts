import type { DeliveryChoice, NotificationKind } from '@superliga/league';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Preferences = Record<NotificationKind, DeliveryChoice>;
const KEY = ['notification-preferences'] as const;

export const getPreferences = () => api.get<Preferences>('/notifications/preferences');
export const preferencesQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: getPreferences });
export const usePreferences = () => useQuery(preferencesQueryOptions());

export const savePreferences = (body: Partial<Preferences>) => api.put<Preferences>('/notifications/preferences', body);
export const useSavePreferences = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePreferences, onSuccess: (saved) => qc.setQueryData(KEY, saved) });
};
