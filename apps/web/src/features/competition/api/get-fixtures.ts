import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Division, FixturesResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const fixturesQueryOptions = (division: Division) =>
  queryOptions({ queryKey: ['fixtures', division], queryFn: () => api.get<FixturesResponse>('/fixtures', { division }) });
export const useFixtures = (division: Division) => useQuery(fixturesQueryOptions(division));
