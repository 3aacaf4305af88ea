import { Select, SimpleGrid } from '@mantine/core';
import { FIXTURE_BET_TEXTS as T, fixtureStakesOpen, type RoundMatch, BETS_SCREEN } from '@superliga/league';
import { useMemo, useState } from 'react';
import { errorProps } from '../../../lib/schema-form';
import { useServerNow } from '../../../lib/server-clock';
import { useBetRounds, useBetTournaments } from '../api/get-fixture';

export type PickedMatch = RoundMatch & { round: string };

/**
 * Tournament → round → match of the fixture, offering only the matches that still take stakes
 * (docs/decisions/028: until the round's window starts, never once the result is final; the
 * server checks it again). The tournaments are those of the latest season.
 */
export function FixtureMatchPicker({ value, onChange, error }: { value: string; onChange: (match: PickedMatch | null) => void; error?: React.ReactNode }) {
  const tournaments = useBetTournaments();
  const [tournamentId, setTournamentId] = useState<string | null>(null);
  const [stage, setStage] = useState<string | null>(null);
  const rounds = useBetRounds(tournamentId ? Number(tournamentId) : null);
  const now = useServerNow(60_000);

  const current = useMemo(() => {
    const all = tournaments.data ?? [];
    const latest = Math.max(...all.map((t) => t.season_id));
    return all.filter((t) => t.season_id === latest);
  }, [tournaments.data]);

  const open = useMemo(
    () =>
      now === null
        ? []
        : (rounds.data?.rounds ?? [])
            .map((r) => ({ ...r, matches: r.matches.filter((m) => fixtureStakesOpen(r.starts_at, m.state, now)) }))
            .filter((r) => r.matches.length > 0),
    [rounds.data, now],
  );
  const round = open.find((r) => String(r.stage) === stage) ?? null;

  const chooseTournament = (v: string | null) => {
    setTournamentId(v);
    setStage(null);
    onChange(null);
  };
  const chooseRound = (v: string | null) => {
    setStage(v);
    onChange(null);
  };
  const chooseMatch = (v: string | null) => {
    const m = round?.matches.find((x) => String(x.id) === v);
    onChange(m && round ? { ...m, round: round.name } : null);
  };

  const roundsError = rounds.isError ? T.matchesLoadError : tournamentId && rounds.isSuccess && now !== null && open.length === 0 ? T.noOpenRounds : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={T.tournament}
        placeholder={T.chooseTournament}
        data={current.map((t) => ({ value: String(t.id), label: t.name }))}
        value={tournamentId}
        onChange={chooseTournament}
        error={tournaments.isError ? T.matchesLoadError : undefined}
        errorProps={errorProps}
        required
      />
      <Select
        label={T.round}
        placeholder={T.chooseRound}
        data={open.map((r) => ({ value: String(r.stage), label: r.name }))}
        value={stage}
        onChange={chooseRound}
        disabled={!tournamentId || rounds.isPending}
        error={roundsError}
        errorProps={errorProps}
        required
      />
      <Select
        label={T.match}
        placeholder={T.chooseMatch}
        data={(round?.matches ?? []).map((m) => ({ value: String(m.id), label: BETS_SCREEN.vs(m.team_home.name, m.team_away.name) }))}
        value={value || null}
        onChange={chooseMatch}
        disabled={!round}
        error={error}
        errorProps={errorProps}
        required
      />
    </SimpleGrid>
  );
}
