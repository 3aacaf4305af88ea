import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarToken } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The user's private calendar link (decision 025): its state, a new one, or none. */
export const calendarTokenQueryOptions = () => queryOptions({ queryKey: ['calendar', 'token'], queryFn: () => api.get<CalendarToken>('/calendar/token') });
export const useCalendarToken = () => useQuery(calendarTokenQueryOptions());
export const useCreateCalendarToken = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => api.post<CalendarToken>('/calendar/token'), onSuccess: () => qc.invalidateQueries({ queryKey: ['calendar'] }) });
};
export const useRevokeCalendarToken = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => api.delete<CalendarToken>('/calendar/token'), onSuccess: () => qc.invalidateQueries({ queryKey: ['calendar'] }) });
};
