import type { ReminderSettings, ReminderSettingsBody } from '@superliga/league';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The user's lead per deadline kind (docs/decisions/033-deadline-reminders.md). */
const KEY = ['reminder-settings'] as const;

export const reminderSettingsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => api.get<ReminderSettings>('/notifications/reminders') });
export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

export const useSaveReminderSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) => api.put<ReminderSettings & { message: string }>('/notifications/reminders', body),
    onSuccess: ({ message: _message, ...saved }) => qc.setQueryData(KEY, saved),
  });
};
