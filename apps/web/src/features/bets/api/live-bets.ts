import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events';

const BET_EVENTS = ['bet.confirmed'];

/** A bet settled by an Admin refreshes the open bet lists and the bettor's budget, no reload. */
export function useBetsLiveUpdates() {
  const qc = useQueryClient();
  useLiveEvents(BET_EVENTS, () => {
    for (const key of ['user-bets', 'user', 'ledger']) void qc.invalidateQueries({ queryKey: [key] });
  });
}
