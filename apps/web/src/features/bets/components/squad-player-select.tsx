import { Select } from '@mantine/core';
import { FIXTURE_BET_TEXTS as T } from '@superliga/league';
import { errorProps } from '../../../lib/schema-form';
import { useBetSquads } from '../api/get-fixture';
import type { PickedMatch } from './fixture-match-picker';

/** A player of one of the two teams of the tied match, grouped by team (the server refuses any other, decision 028). */
export function SquadPlayerSelect({
  match,
  value,
  onChange,
  error,
}: {
  match: PickedMatch | null;
  value: string;
  onChange: (player: { id: number; name: string } | null) => void;
  error?: React.ReactNode;
}) {
  const squads = useBetSquads(match?.team_home.id, match?.team_away.id);
  const teams = match ? [match.team_home, match.team_away] : [];
  const data = teams.map((team) => ({
    group: team.name,
    items: (squads.data ?? []).filter((p) => p.id_team.id === team.id).map((p) => ({ value: String(p.id), label: p.name })),
  }));
  return (
    <Select
      label={T.player}
      placeholder={T.choosePlayer}
      data={data}
      value={value || null}
      onChange={(v) => {
        const p = squads.data?.find((x) => String(x.id) === v);
        onChange(p ? { id: p.id, name: p.name } : null);
      }}
      searchable
      disabled={!match || squads.isPending}
      error={squads.isError ? T.squadsLoadError : error}
      errorProps={errorProps}
      required
    />
  );
}
