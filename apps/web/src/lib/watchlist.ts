import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchlistFollowResponse, WatchlistResponse } from '@superliga/league';
import { api } from './api-client';
import { notifySuccess } from './notify';

/**
 * The user's watchlist (docs/decisions/035-market-filters-and-watchlist.md), shared by the players
 * list, the player page and the Seguidos screen: one cache, so a follow shows everywhere at once.
 */
const watchlistQueryOptions = () => queryOptions({ queryKey: ['watchlist'], queryFn: () => api.get<WatchlistResponse>('/watchlist') });
export const useWatchlist = (enabled = true) => useQuery({ ...watchlistQueryOptions(), enabled });

/** The ids the user follows (empty while the list loads). */
export function useFollowedIds(): ReadonlySet<number> {
  const list = useWatchlist();
  return new Set((list.data?.data ?? []).map((e) => e.player.id));
}

/**
 * Follow (PUT) or stop following (DELETE) a player; the list is read again after either. Told
 * here, not by the button: on Seguidos the unfollowed player's row goes when the list is read
 * again, before the answer's own callbacks would run, and they die with it.
 */
export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, follow }: { playerId: number; follow: boolean }) =>
      follow ? api.put<WatchlistFollowResponse>(`/watchlist/${playerId}`) : api.delete<WatchlistFollowResponse>(`/watchlist/${playerId}`),
    onSuccess: (r) => (notifySuccess(r.message), client.invalidateQueries({ queryKey: ['watchlist'] })),
  });
}
