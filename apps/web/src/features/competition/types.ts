import type { Standing, TournamentType } from '@superliga/league';

/** Shapes the competition calls answer (apps/server/src/features/competition). */
export type Ref = { id: number; name: string };
export type Tournament = { id: number; name: string; start_date: string; end_date: string; season_id: number; type: TournamentType };
export type Match = {
  id: number;
  team_home_id: number;
  team_away_id: number;
  team_home: Ref;
  team_away: Ref;
  tournament_id: number;
  tournament: Ref & { type: TournamentType };
  score_home: number;
  score_away: number;
  stage: number;
  stage_name: string;
  status: 'pending' | 'completed';
  match_date: string;
  fixture_id: number | null;
};
export type SquadPlayer = { id: number; name: string; id_team: number; status: string };
export type MatchStatistic = {
  id: number;
  match_id: number;
  player_id: number;
  player: Ref;
  tournament_id: number;
  team_id: number;
  team: Ref;
  user_id: number | null;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  direct_red: number;
  simple_injuries: number;
  serious_injuries: number;
  mvp: number;
  stage: number;
};
export type StandingsResponse = {
  tournament: Tournament;
  kind: 'league' | 'cup';
  data: Standing[];
  rounds: { stage: number; name: string; matches: Match[] }[];
};
export type TeamStatistics = {
  team: Ref & { division: string | null };
  tournaments: {
    id: number;
    name: string;
    type: TournamentType;
    next_stage: number;
    next_stage_name: string;
    players: { player_id: number; name: string; matches_played: number; goals: number; assists: number; yellow_cards: number; red_cards: number; mvp: number; simple_injuries: number; serious_injuries: number }[];
    suspended: { player_id: number; name: string; reasons: string[]; rounds_left: number }[];
  }[];
};
export type FixtureRound = {
  round: number;
  name: string;
  matches: { id: number; team_home: Ref; team_away: Ref; match_id: number | null; score_home: number | null; score_away: number | null; status: string | null }[];
};
export type Prize = { id: number; tournament: Ref; team: Ref; amount: number; position: number; description: string; created_at: string };
export type PrizeFormData = { season: Ref | null; tournaments: Tournament[]; teams: (Ref & { division: string | null; id_user: number | null })[] };
