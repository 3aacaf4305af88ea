import { computeStandings, FIXTURE_ROUNDS, isLeagueType, LEAGUE_DIVISION, stageName, type TournamentType } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { presentMatch, tournamentRef } from './competition.presenters';
import * as repo from './competition.repository';
import { getTournament } from './tournaments.service';

/**
 * League tournaments: the table of the regular season (rounds 1..13, completed matches only,
 * every team of the division listed even before playing) and the playoff rounds after it.
 * Cups: their rounds with stage names.
 */
export async function standings(db: DbOrTx, tournamentId: number) {
  const tournament = await getTournament(db, tournamentId);
  const type = tournament.type as TournamentType;
  const matches = (await repo.listMatches(db, tournament.id)).filter((m) => m.status === 'completed');
  const league = isLeagueType(type);
  const regular = league ? matches.filter((m) => m.stage <= FIXTURE_ROUNDS) : [];
  const division = LEAGUE_DIVISION[type];
  const teams = new Map<number, { id: number; name: string }>();
  if (division) for (const t of await repo.divisionTeams(db, division)) teams.set(t.id, t);
  for (const m of regular) {
    teams.set(m.teamHomeId, { id: m.teamHomeId, name: m.homeName });
    teams.set(m.teamAwayId, { id: m.teamAwayId, name: m.awayName });
  }
  const table = league
    ? computeStandings(
        [...teams.values()],
        regular.map((m) => ({
          team_home: m.teamHomeId,
          team_away: m.teamAwayId,
          score_home: m.scoreHome,
          score_away: m.scoreAway,
          status: 'completed' as const,
        })),
      )
    : [];
  const rest = league ? matches.filter((m) => m.stage > FIXTURE_ROUNDS) : matches;
  const stages = [...new Set(rest.map((m) => m.stage))].sort((a, b) => a - b);
  const ref = tournamentRef(tournament.id, tournament.name, type);
  return {
    tournament: ref,
    kind: league ? ('league' as const) : ('cup' as const),
    // Each row names its tournament, as the documents' client reads it (decision 017).
    data: table.map((row) => ({ ...row, tournament: ref })),
    rounds: stages.map((stage) => ({ stage, name: stageName(type, stage), matches: rest.filter((m) => m.stage === stage).map(presentMatch) })),
  };
}
