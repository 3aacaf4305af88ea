import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBetsResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** `mine`: the actor's own bets; otherwise (Admin) every unconfirmed bet. */
export const getUserBets = (mine: boolean) => api.get<UserBetsResponse>('/bet_user', mine ? { mine: 'true' } : {});
export const userBetsQueryOptions = (mine: boolean) => queryOptions({ queryKey: ['user-bets', mine ? 'mine' : 'pending'], queryFn: () => getUserBets(mine) });
export const useUserBets = (mine: boolean) => useQuery(userBetsQueryOptions(mine));
