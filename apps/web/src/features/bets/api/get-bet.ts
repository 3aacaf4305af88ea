import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchBet, MatchBetResponse, PlayerBet, PlayerBetResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type BetKind = 'match' | 'player';
export type AnyBet = { kind: 'match'; bet: MatchBet } | { kind: 'player'; bet: PlayerBet };

/** One bet: a match bet (GET /bets/{id}) or a player bet (GET /singlebet/{id}), both answered as `{ data }`. */
export const getBet = async (kind: BetKind, id: number): Promise<AnyBet> =>
  kind === 'match'
    ? { kind, bet: (await api.get<MatchBetResponse>(`/bets/${id}`)).data }
    : { kind, bet: (await api.get<PlayerBetResponse>(`/singlebet/${id}`)).data };
export const betQueryOptions = (kind: BetKind, id: number) => queryOptions({ queryKey: ['bets', kind, id], queryFn: () => getBet(kind, id) });
export const useBet = (kind: BetKind, id: number) => useQuery({ ...betQueryOptions(kind, id), enabled: Number.isInteger(id) && id > 0 });
