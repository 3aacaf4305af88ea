import { z } from 'zod';
import { MATCH_STATUSES, TOURNAMENT_TYPES } from '../constants';
import { listOf, messageSchema, namedRefSchema } from '../common/common.schema';
import { MATCH_STATES } from './results.rules';

/**
 * What the competition calls answer (001 §3, §7). Relations are read as objects (000 §3); a
 * tournament names its kind both as `type` and as `format`, the documents' two words for it.
 */
const tournamentType = z.enum(TOURNAMENT_TYPES);
const isoTime = z.string();

export const tournamentRefSchema = namedRefSchema.extend({ type: tournamentType, format: tournamentType });
export type TournamentRef = z.infer<typeof tournamentRefSchema>;

export const tournamentSchema = tournamentRefSchema.extend({
  start_date: z.string(),
  end_date: z.string(),
  season_id: z.number().int(),
  season: namedRefSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;
export const tournamentsResponseSchema = listOf(tournamentSchema);
export const createTournamentResponseSchema = tournamentSchema.extend(messageSchema.shape);
export type TournamentsResponse = z.infer<typeof tournamentsResponseSchema>;
export type CreateTournamentResponse = z.infer<typeof createTournamentResponseSchema>;

export const matchSchema = z.object({
  id: z.number().int(),
  team_home_id: z.number().int(),
  team_away_id: z.number().int(),
  team_home: namedRefSchema,
  team_away: namedRefSchema,
  tournament_id: z.number().int(),
  tournament: tournamentRefSchema,
  score_home: z.number().int(),
  score_away: z.number().int(),
  stage: z.number().int(),
  stage_name: z.string(),
  status: z.enum(MATCH_STATUSES),
  match_date: isoTime,
  fixture_id: z.number().int().nullable(),
  /** Where it stands in the reported-results flow (decision 024), and its label. */
  state: z.enum(MATCH_STATES),
  state_label: z.string(),
  /** Whether score_home and score_away are its result (league's `hasResult`), not a placeholder or a report's. */
  has_result: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchesResponseSchema = listOf(matchSchema);
/** GET /games/{id}: the documents' client reads `data` (decision 017). */
export const matchResponseSchema = z.object({ data: matchSchema });
export const createMatchResponseSchema = matchSchema.extend(messageSchema.shape);
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;
export type MatchResponse = z.infer<typeof matchResponseSchema>;
export type CreateMatchResponse = z.infer<typeof createMatchResponseSchema>;

/** GET /players-teams: squad members of both teams, `id_team` read as the team. */
export const matchPlayerSchema = z.object({ id: z.number().int(), name: z.string(), id_team: namedRefSchema, status: z.string() });
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;
export const playersTeamsResponseSchema = listOf(matchPlayerSchema);
export type PlayersTeamsResponse = z.infer<typeof playersTeamsResponseSchema>;

/** The match of a statistics row, with the round it was played in. */
export const statisticMatchRefSchema = z.object({ id: z.number().int(), stage: z.number().int(), stage_name: z.string(), status: z.enum(MATCH_STATUSES) });

/** One player's line in one match (001 §3 Match statistic), every relation read as an object. */
export const matchStatisticReadSchema = z.object({
  id: z.number().int(),
  player_id: namedRefSchema,
  tournament_id: tournamentRefSchema,
  match_id: statisticMatchRefSchema,
  team_id: namedRefSchema,
  user_id: namedRefSchema.nullable(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  direct_red: z.number().int(),
  simple_injuries: z.number().int(),
  serious_injuries: z.number().int(),
  mvp: z.number().int(),
});
export type MatchStatistic = z.infer<typeof matchStatisticReadSchema>;
export const matchStatisticsRowsResponseSchema = listOf(matchStatisticReadSchema);
export type MatchStatisticsResponse = z.infer<typeof matchStatisticsRowsResponseSchema>;

/** A player's totals in a tournament (`GET /match-statistics?tournament_id=`), relations as objects. */
export const playerTournamentTotalsSchema = z.object({
  player_id: namedRefSchema,
  tournament_id: tournamentRefSchema,
  /** The team of the player's latest match in the tournament. */
  team_id: namedRefSchema,
  matches_played: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  direct_red: z.number().int(),
  simple_injuries: z.number().int(),
  serious_injuries: z.number().int(),
  mvp: z.number().int(),
});
export type PlayerTournamentTotals = z.infer<typeof playerTournamentTotalsSchema>;
export const tournamentTotalsResponseSchema = listOf(playerTournamentTotalsSchema);

/**
 * `GET /match-statistics`: a tournament's totals per player, most goals first (then assists, then
 * MVP), as the old server answered its top lists; one match's rows, or with `per_match=true` a
 * tournament's rows per player and match (docs/decisions/017).
 */
export const matchStatisticsResponseSchema = z.union([matchStatisticsRowsResponseSchema, tournamentTotalsResponseSchema]);

const playerTotalsSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
  matches_played: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  direct_red: z.number().int(),
  mvp: z.number().int(),
  simple_injuries: z.number().int(),
  serious_injuries: z.number().int(),
});
export const suspendedPlayerSchema = z.object({ player_id: z.number().int(), name: z.string(), reasons: z.array(z.string()), rounds_left: z.number().int() });

/** GET /games/{id}/suspendidos: who of either team misses this match and why (the statistics entry warns). */
export const matchSuspensionsResponseSchema = z.object({ data: z.array(suspendedPlayerSchema) });

/** Per tournament: the team's player totals and who misses its next stage (the server's suspensions). */
export const teamTournamentStatisticsSchema = tournamentRefSchema.extend({
  next_stage: z.number().int(),
  next_stage_name: z.string(),
  players: z.array(playerTotalsSchema),
  suspended: z.array(suspendedPlayerSchema),
});

/**
 * GET /match-statistics/team/{id}: `data` holds one row per player and match as the documents'
 * client reads it; `team` and `tournaments` (totals and suspensions) are the server's additions.
 */
export const teamStatisticsResponseSchema = z.object({
  data: z.array(matchStatisticReadSchema),
  team: namedRefSchema.extend({ division: z.string().nullable() }),
  tournaments: z.array(teamTournamentStatisticsSchema),
});
export type TeamStatistics = z.infer<typeof teamStatisticsResponseSchema>;

/** A standings row (001 §3 Standing) with the tournament it belongs to. */
export const standingRowSchema = z.object({
  team: namedRefSchema,
  tournament: tournamentRefSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
  points: z.number().int(),
  position: z.number().int(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;
/** GET /standings (kept in the read cache, so it names no season: seasons do not announce changes). */
export const standingsResponseSchema = z.object({
  tournament: tournamentRefSchema,
  kind: z.enum(['league', 'cup']),
  data: z.array(standingRowSchema),
  rounds: z.array(z.object({ stage: z.number().int(), name: z.string(), matches: z.array(matchSchema) })),
});
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;

export const prizeReadSchema = z.object({
  id: z.number().int(),
  tournament: namedRefSchema,
  team: namedRefSchema,
  amount: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  created_at: isoTime,
});
export type Prize = z.infer<typeof prizeReadSchema>;
export const prizesResponseSchema = listOf(prizeReadSchema);
export const sendPrizesResponseSchema = z.object({ message: z.string(), data: z.array(prizeReadSchema) });
export type PrizesResponse = z.infer<typeof prizesResponseSchema>;
export type SendPrizesResponse = z.infer<typeof sendPrizesResponseSchema>;

export const prizeFormResponseSchema = z.object({
  season: namedRefSchema.nullable(),
  tournaments: z.array(tournamentSchema),
  teams: z.array(namedRefSchema.extend({ division: z.string().nullable(), id_user: namedRefSchema.nullable() })),
});
export type PrizeFormData = z.infer<typeof prizeFormResponseSchema>;

export const fixtureRoundSchema = z.object({
  round: z.number().int(),
  name: z.string(),
  matches: z.array(
    z.object({
      id: z.number().int(),
      team_home: namedRefSchema,
      team_away: namedRefSchema,
      /** The match loaded from this fixture, read as an object (000 §3); null until then. */
      match_id: z.object({ id: z.number().int(), status: z.enum(MATCH_STATUSES) }).nullable(),
      score_home: z.number().int().nullable(),
      score_away: z.number().int().nullable(),
      status: z.enum(MATCH_STATUSES).nullable(),
    }),
  ),
});
export type FixtureRound = z.infer<typeof fixtureRoundSchema>;
export const fixturesResponseSchema = z.object({ season: namedRefSchema.nullable(), data: z.array(fixtureRoundSchema) });
export type FixturesResponse = z.infer<typeof fixturesResponseSchema>;
