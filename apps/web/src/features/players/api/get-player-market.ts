import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionBid, PlayerOffers, TeamStatistics, TournamentsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/*
 * What the player page reads from the market and the competition, through the same endpoints and
 * query keys as those features' screens, so one cache and one live refresh serve both (a feature
 * does not import another: docs/decisions/027-the-phone-app.md, "The player page").
 */

/** `GET /clausulas/{id}`: the clauses on the player; hidden amounts and authors arrive withheld. */
export const usePlayerClauses = (playerId: number) =>
  useQuery(queryOptions({ queryKey: ['offers', 'player', 'page', playerId], queryFn: () => api.get<PlayerOffers>(`/clausulas/${playerId}`) }));

/** `GET /auctions/player/{id}` over every season: the player's bids, newest first. */
export const usePlayerAuctionBids = (playerId: number) =>
  useQuery(
    queryOptions({ queryKey: ['auctions', 'player', playerId, ''], queryFn: () => api.get<AuctionBid[]>(`/auctions/player/${playerId}`, { season: '' }) }),
  );

/** `GET /match-statistics/team/{id}`: the team's player totals per tournament. */
export const useTeamTotals = (teamId: number) =>
  useQuery(queryOptions({ queryKey: ['team-statistics', teamId], queryFn: () => api.get<TeamStatistics>(`/match-statistics/team/${teamId}`) }));

/** `GET /tournaments?season={id}`: the season's tournaments (their ids pick the season's totals). */
export const useSeasonTournaments = (seasonId: number | null) =>
  useQuery({
    queryKey: ['tournaments', seasonId ?? 'all'],
    queryFn: () => api.get<TournamentsResponse>('/tournaments', { season: seasonId ?? undefined }).then((r) => r.data),
    enabled: seasonId !== null,
  });
