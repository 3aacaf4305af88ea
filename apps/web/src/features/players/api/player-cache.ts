import type { QueryClient } from '@tanstack/react-query';

/** Teams and squads show players too: their caches go stale with any player change. */
export const invalidatePlayerViews = (qc: QueryClient) =>
  Promise.all([['players'], ['teams'], ['squad']].map((queryKey) => qc.invalidateQueries({ queryKey })));
