import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NowResponse } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** What needs the reader now (docs/decisions/034-what-needs-you-now.md): his own items, the most urgent first. */
export const getNow = () => api.get<NowResponse>('/me/now');

/**
 * Refetched by the live events that touch 'home' (lib/live-invalidations.ts) and once a minute,
 * so a card whose deadline passed with no event (an auction ending, a window closing) goes away.
 */
export const nowQueryOptions = () => queryOptions({ queryKey: ['home', 'now'], queryFn: getNow, refetchInterval: 60_000 });
/** `enabled` false for a reader with no "Ahora" (league's `homeNow`): nothing is asked. */
export const useNow = (enabled = true) => useQuery({ ...nowQueryOptions(), enabled });
