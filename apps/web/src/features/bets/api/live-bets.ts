import { useQueryClient } from '@tanstack/react-query';
import type { LiveEventType } from '@superliga/league';
import { useLiveEvents } from '../../../lib/live-events';
import { staleKeys } from '../../../lib/live-invalidations';

const BET_EVENTS: readonly LiveEventType[] = ['bet.confirmed'];
const BET_KEYS = ['user-bets', 'user', 'ledger'];

/** A bet settled by an Admin refreshes the open bet lists and the bettor's budget, no reload. */
export function useBetsLiveUpdates() {
  const qc = useQueryClient();
  useLiveEvents(BET_EVENTS, (e) => {
    for (const key of staleKeys(e.type, BET_KEYS)) void qc.invalidateQueries({ queryKey: [key] });
  });
}
