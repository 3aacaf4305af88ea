import type { QueryClient } from '@tanstack/react-query';

/** After a step of the report flow: the match, its report, the rounds, the fixtures and the tables read it. */
export const invalidateMatch = (qc: QueryClient, id: number) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ['matches', id] }),
    qc.invalidateQueries({ queryKey: ['tournaments'] }),
    qc.invalidateQueries({ queryKey: ['fixtures'] }),
    qc.invalidateQueries({ queryKey: ['standings'] }),
  ]);
