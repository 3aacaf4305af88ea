import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export type AuctionSummary = { id: number; creator: number; player: string | null; id_player?: number; amount: number | null };
/** `GET /auction/last` (001 §7); an empty list until the auctions exist on the server. */
export const getSeasonAuctions = (season: string) =>
  api.get<{ data: AuctionSummary[] } | AuctionSummary[]>('/auction/last', { id_season: season }).then(
    (r) => (Array.isArray(r) ? r : r.data),
    (e) => {
      if (e instanceof ApiError && e.status === 404) return [];
      throw e;
    },
  );
export const seasonAuctionsQueryOptions = (season: string) => queryOptions({ queryKey: ['auctions', 'last', season], queryFn: () => getSeasonAuctions(season) });
export const useSeasonAuctions = (season: string | null) => useQuery({ ...seasonAuctionsQueryOptions(season ?? ''), enabled: !!season });
