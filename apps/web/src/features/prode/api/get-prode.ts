import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Prode, RankingRow } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getProde = () => api.get<{ data: Prode }>('/prode');
export const prodeQueryOptions = () => queryOptions({ queryKey: ['prode'], queryFn: getProde });
export const useProde = () => useQuery(prodeQueryOptions());

export const getProdeRanking = () => api.get<{ data: RankingRow[] }>('/prode/ranking');
export const useProdeRanking = () => useQuery({ queryKey: ['prode', 'ranking'], queryFn: getProdeRanking });
