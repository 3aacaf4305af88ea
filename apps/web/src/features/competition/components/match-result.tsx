import { Text } from '@mantine/core';
import { COMMON_SCREEN, COMPETITION_SCREEN, type Match } from '@superliga/league';

/** A score as '2 - 1', or null when the answer gives none. */
export const scoreOf = (home: number | null, away: number | null): string | null => (home === null || away === null ? null : `${home} - ${away}`);

/** A match's result, or null while it has none (league's `hasResult`, decision 024). */
export const resultOf = (m: Match): string | null => (m.has_result ? scoreOf(m.score_home, m.score_away) : null);

/** A result, or 'vs' between the teams while there is none: never a 0 - 0 the match did not have. */
export const orVs = (result: string | null): string => result ?? COMPETITION_SCREEN.vs.trim();

/**
 * Where a match stands: the documents' 'Completado' and 'Pendiente' (a result typed in, waiting for
 * its statistics); a match with no result yet says its state instead ('Por jugar', 'Reportado',
 * 'En disputa', 'No jugado').
 */
export function MatchStatus({ match }: { match: Match }) {
  if (match.status === 'completed')
    return (
      <Text span fw={700}>
        {COMPETITION_SCREEN.completado}
      </Text>
    );
  return (
    <Text span fs="italic">
      {match.has_result ? COMMON_SCREEN.pendiente : match.state_label}
    </Text>
  );
}
