import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProdeRankingResponse, ProdeResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const getProde = () => api.get<ProdeResponse>('/prode');
export const prodeQueryOptions = () => queryOptions({ queryKey: ['prode'], queryFn: getProde });
export const useProde = () => useQuery(prodeQueryOptions());

export const getProdeRanking = () => api.get<ProdeRankingResponse>('/prode/ranking');
export const useProdeRanking = () => useQuery({ queryKey: ['prode', 'ranking'], queryFn: getProdeRanking });
