import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Division } from '@superliga/league';
import { api } from '../../../lib/api-client';
import type { FixtureRound, Ref } from '../types';

export const fixturesQueryOptions = (division: Division) =>
  queryOptions({ queryKey: ['fixtures', division], queryFn: () => api.get<{ season: Ref | null; data: FixtureRound[] }>('/fixtures', { division }) });
export const useFixtures = (division: Division) => useQuery(fixturesQueryOptions(division));
