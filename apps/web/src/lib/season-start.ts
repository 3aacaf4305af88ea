import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface SeasonStart {
  id: number;
  name: string;
  start_date: string;
  market_opens_at: string;
  now: string;
}

/**
 * The current season's start and market gate, with the server's clock. The offset between the
 * server's now and the device's lets countdowns run on server time (a wrong phone clock does not
 * open the market early; the server refuses early actions anyway).
 */
export const seasonStartQueryOptions = () =>
  queryOptions({
    queryKey: ['seasons', 'start'],
    queryFn: async () => {
      const sentAt = Date.now();
      const start = await api.get<SeasonStart>('/seasons/start');
      const latency = (Date.now() - sentAt) / 2;
      return { ...start, offsetMs: new Date(start.now).getTime() + latency - Date.now() };
    },
    staleTime: 60_000,
  });
export const useSeasonStart = () => useQuery(seasonStartQueryOptions());
