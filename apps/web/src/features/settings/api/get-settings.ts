import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getSettings = () => api.get<PublicSettings>('/settings');
export const settingsQueryOptions = () => queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 5 * 60_000 });
export const useSettings = () => useQuery(settingsQueryOptions());
