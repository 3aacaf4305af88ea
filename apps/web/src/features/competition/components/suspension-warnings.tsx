import { Alert, List } from '@mantine/core';
import { COMPETITION_TEXTS, COMPETITION_SCREEN } from '@superliga/league';
import { useMatchSuspensions } from '../api/get-match-suspensions';

/** Warns, without blocking, when a player marked as played was suspended for this match. */
export function SuspensionWarnings({ matchId, playedIds }: { matchId: number; playedIds: number[] }) {
  const suspensions = useMatchSuspensions(matchId);
  const played = new Set(playedIds);
  const flagged = (suspensions.data?.data ?? []).filter((s) => played.has(s.player_id));
  if (!flagged.length) return null;
  return (
    <Alert color="yellow" title={COMPETITION_SCREEN.jugadoresSuspendidos} data-testid="suspension-warnings">
      <List size="sm">
        {flagged.map((s) => (
          <List.Item key={s.player_id}>{COMPETITION_TEXTS.suspendedPlayerWarning(s.name, s.reasons)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
