import { Select } from '@mantine/core';
import { MSG, COMPETITION_SCREEN, tournamentToOpen } from '@superliga/league';
import { useEffect, useState } from 'react';
import { SeasonSelect } from '../../../components/season-select';
import { useUser } from '../../../lib/current-user';
import { useTournaments } from '../api/get-tournaments';

/**
 * A tournament picker, optionally limited to one season. With `openOnReadersLeague` and a season
 * chosen, it picks the season's league of the reader's division until the reader picks another
 * (league's `tournamentToOpen`, decision 027): the standings a manager opens are his own.
 */
export function TournamentSelect(props: {
  season?: number | null;
  value: string | null;
  onChange: (v: string | null) => void;
  label?: string;
  required?: boolean;
  openOnReadersLeague?: boolean;
}) {
  const { season, value, onChange, openOnReadersLeague } = props;
  // Opening on the reader's league waits for the season: every season's list would be asked for nothing.
  const tournaments = useTournaments(season, !openOnReadersLeague || season != null);
  const user = useUser();
  useEffect(() => {
    if (!openOnReadersLeague || season == null || value !== null || !tournaments.data || user.isPending) return;
    const first = tournamentToOpen(tournaments.data, user.data?.team?.division);
    if (first) onChange(String(first.id));
  }, [openOnReadersLeague, season, value, tournaments.data, user.isPending, user.data, onChange]);
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

/**
 * The season (the current one first), then a tournament of it opening on the reader's league: how
 * /tablas and /estadisticas are chosen (001: "chosen by season then tournament"; decision 027). A new
 * season clears the tournament, which then opens on that season's league.
 */
export function SeasonThenTournament({ tournament, onTournament }: { tournament: string | null; onTournament: (v: string | null) => void }) {
  const [season, setSeason] = useState<string | null>(null);
  return (
    <>
      <SeasonSelect
        value={season}
        onChange={(v) => {
          setSeason(v);
          onTournament(null);
        }}
        defaultToCurrent
      />
      <TournamentSelect season={season ? Number(season) : null} value={tournament} onChange={onTournament} openOnReadersLeague />
    </>
  );
}
