import { stageName, type TournamentType } from '@superliga/league';
import type { MatchRow, TournamentRow } from './competition.repository';

export function presentTournament(t: TournamentRow) {
  return { id: t.id, name: t.name, start_date: t.startDate, end_date: t.endDate, season_id: t.seasonId, season: t.seasonId, type: t.type as TournamentType };
}

export function presentMatch(m: MatchRow) {
  const type = m.tournamentType as TournamentType;
  return {
    id: m.id,
    team_home_id: m.teamHomeId,
    team_away_id: m.teamAwayId,
    team_home: { id: m.teamHomeId, name: m.homeName },
    team_away: { id: m.teamAwayId, name: m.awayName },
    tournament_id: m.tournamentId,
    tournament: { id: m.tournamentId, name: m.tournamentName, type },
    score_home: m.scoreHome,
    score_away: m.scoreAway,
    stage: m.stage,
    stage_name: stageName(type, m.stage),
    status: m.status,
    match_date: m.matchDate.toISOString(),
    fixture_id: m.fixtureId,
  };
}
export type MatchView = ReturnType<typeof presentMatch>;
