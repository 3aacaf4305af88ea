import { Select } from '@mantine/core';
import { MSG, COMPETITION_SCREEN } from '@superliga/league';
import { useTournaments } from '../api/get-tournaments';

/** A tournament picker, optionally limited to one season. */
export function TournamentSelect(props: {
  season?: number | null;
  value: string | null;
  onChange: (v: string | null) => void;
  label?: string;
  required?: boolean;
}) {
  const tournaments = useTournaments(props.season);
  return (
    <Select
      label={props.label ?? COMPETITION_SCREEN.torneo}
      placeholder={COMPETITION_SCREEN.elegiUnTorneo}
      data={(tournaments.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.type})` }))}
      value={props.value}
      onChange={props.onChange}
      error={tournaments.isError ? MSG.tournamentsLoadError : undefined}
      disabled={tournaments.isPending}
      required={props.required}
      searchable
      maw={360}
    />
  );
}
