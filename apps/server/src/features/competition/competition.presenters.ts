import {
  hasResult,
  MATCH_STATE_LABELS,
  redCardsOf,
  stageName,
  type Match,
  type MatchState,
  type MatchStatistic,
  type Tournament,
  type TournamentRef,
  type TournamentType,
} from '@superliga/league';
import type { MatchRow, StatRow, TournamentRow } from './competition.repository';

/** A tournament as a relation: its kind named as `type` and as `format` (decision 017). */
export const tournamentRef = (id: number, name: string, type: string): TournamentRef => ({
  id,
  name,
  type: type as TournamentType,
  format: type as TournamentType,
});

export function presentTournament(t: TournamentRow): Tournament {
  return {
    ...tournamentRef(t.id, t.name, t.type),
    start_date: t.startDate,
    end_date: t.endDate,
    season_id: t.seasonId,
    season: { id: t.seasonId, name: t.seasonName },
  };
}

export function presentMatch(m: MatchRow): Match {
  const type = m.tournamentType as TournamentType;
  const state = m.resultState as MatchState;
  return {
    id: m.id,
    team_home_id: m.teamHomeId,
    team_away_id: m.teamAwayId,
    team_home: { id: m.teamHomeId, name: m.homeName },
    team_away: { id: m.teamAwayId, name: m.awayName },
    tournament_id: m.tournamentId,
    tournament: tournamentRef(m.tournamentId, m.tournamentName, type),
    score_home: m.scoreHome,
    score_away: m.scoreAway,
    stage: m.stage,
    stage_name: stageName(type, m.stage),
    status: m.status as Match['status'],
    match_date: m.matchDate.toISOString(),
    fixture_id: m.fixtureId,
    state,
    state_label: MATCH_STATE_LABELS[state],
    has_result: hasResult({ completed: m.status === 'completed', state, roundHasWindow: m.roundWindowId !== null }),
  };
}

/** One player's line in one match, every relation read as an object (decision 017). */
export function presentStatistic(s: StatRow): MatchStatistic {
  const type = s.tournamentType as TournamentType;
  return {
    id: s.id,
    player_id: { id: s.playerId, name: s.playerName },
    tournament_id: tournamentRef(s.tournamentId, s.tournamentName, type),
    match_id: { id: s.matchId, stage: s.stage, stage_name: stageName(type, s.stage), status: s.status as Match['status'] },
    team_id: { id: s.teamId, name: s.teamName },
    user_id: s.userId !== null ? { id: s.userId, name: s.userName ?? '' } : null,
    goals: s.goals,
    assists: s.assists,
    yellow_cards: s.yellowCards,
    // A direct red is a red (user-fixes: statistics and suspensions agree).
    red_cards: redCardsOf({ red_cards: s.redCards, direct_red: s.directRed }),
    direct_red: s.directRed,
    simple_injuries: s.simpleInjuries,
    serious_injuries: s.seriousInjuries,
    mvp: s.mvp,
  };
}
