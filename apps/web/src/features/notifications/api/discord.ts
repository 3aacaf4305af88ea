import type { DiscordLink, DiscordSettings } from '@superliga/league';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useDiscordLink = () => useQuery(queryOptions({ queryKey: ['discord-link'], queryFn: () => api.get<DiscordLink>('/discord/link') }));
export const useSaveDiscordLink = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscordLink) => api.put<{ message: string }>('/discord/link', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['discord-link'] }),
  });
};

/** Admin only: the league's webhook and what it announces. */
export const useDiscordSettings = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: ['discord-settings'], queryFn: () => api.get<DiscordSettings>('/discord/settings'), enabled }));
export const useSaveDiscordSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscordSettings) => api.put<DiscordSettings>('/discord/settings', body),
    onSuccess: (saved) => qc.setQueryData(['discord-settings'], saved),
  });
};
