import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PublicSettings {
  links: { social: string; streaming: string; chat: string };
  version: string;
}

export const getSettings = () => api.get<PublicSettings>('/settings');
export const settingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60_000 });
export const useSettings = () => useQuery(settingsQueryOptions());
