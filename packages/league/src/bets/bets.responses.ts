import { z } from 'zod';
import { listOf, namedRefSchema } from '../common/common.schema';
import { ALL_BET_OPTIONS } from './bets.rules';

/** What the bets and prode calls answer (001 §3, §7); relations read as objects (000 §3). */
const odd = z.string();
const isoTime = z.string();
const active = z.enum(['on', 'off']);

export const matchBetSchema = z.object({
  id: z.number().int(),
  match: z.string(),
  description: z.string(),
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd,
  /** The fixture match it settles from (null: staff confirm it) and its Over/Under line. */
  match_id: z.number().int().nullable(),
  line: z.string(),
  created_by: namedRefSchema,
  active,
  created_at: isoTime,
});
export type MatchBet = z.infer<typeof matchBetSchema>;

export const playerBetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  goal_odd: odd,
  card_odd: odd,
  player_id: z.number().int().nullable(),
  match_id: z.number().int().nullable(),
  created_by: namedRefSchema,
  active,
  created_at: isoTime,
});
export type PlayerBet = z.infer<typeof playerBetSchema>;

export const matchBetsResponseSchema = listOf(matchBetSchema);
export const playerBetsResponseSchema = listOf(playerBetSchema);
/** GET /bets/{id} and GET /singlebet/{id}: the documents' client reads `data` (decision 017). */
export const matchBetResponseSchema = z.object({ data: matchBetSchema });
export const playerBetResponseSchema = z.object({ data: playerBetSchema });
export type MatchBetsResponse = z.infer<typeof matchBetsResponseSchema>;
export type PlayerBetsResponse = z.infer<typeof playerBetsResponseSchema>;
export type MatchBetResponse = z.infer<typeof matchBetResponseSchema>;
export type PlayerBetResponse = z.infer<typeof playerBetResponseSchema>;

/**
 * One row of `GET /bet_user`: plain ids, as the old server's bare rows (the documents' client
 * matches `id_user` and `id_bet` against its lists; docs/decisions/017), the names beside them.
 */
export const userBetSchema = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  /** The match bet or the player bet, whichever was taken. */
  id_bet: z.number().int().nullable(),
  id_playerbet: z.number().int().nullable(),
  /** The bettor, named. */
  user: namedRefSchema,
  /** The match (match bet) or the player name (player bet). */
  bet: z.string(),
  kind: z.enum(['match', 'player']),
  amount: z.number().int(),
  /** 001 §3: 'the chosen odd', as x.xx. */
  selected_option: odd,
  /** The option that odd belongs to (Home, Away, Draw, Over, Under, Goal, Card). */
  option_label: z.enum(ALL_BET_OPTIONS),
  potential_payout: z.number().int(),
  confirmed: z.enum(['yes', 'no']),
  /** null while unconfirmed, 0 for a lost bet, the credited amount for a won one. */
  payout: z.number().int().nullable(),
  /**
   * The fixture match the bet is tied to: such a stake settles itself from the final result and
   * staff cannot confirm it (docs/decisions/028-bets-from-results-and-reminders.md). Null otherwise.
   */
  match_id: z.number().int().nullable(),
  created_at: isoTime,
});
export type UserBet = z.infer<typeof userBetSchema>;
export const userBetsResponseSchema = z.object({ data: z.array(userBetSchema) });
export type UserBetsResponse = z.infer<typeof userBetsResponseSchema>;

const scoreSchema = z.object({ score_home: z.number().int(), score_away: z.number().int() });
export const prodeMatchSchema = z.object({
  /** Fixture id (kind 'fixture') or match id (kind 'match'): the id of the PUT path. */
  id: z.number().int(),
  kind: z.enum(['fixture', 'match']),
  division: z.string().nullable(),
  round: z.number().int().nullable(),
  team_home: namedRefSchema,
  team_away: namedRefSchema,
  locked: z.boolean(),
  result: scoreSchema.nullable(),
  prediction: scoreSchema.nullable(),
  points: z.number().int().nullable(),
});
export type ProdeMatch = z.infer<typeof prodeMatchSchema>;
export const prodeSchema = z.object({
  /** The current season, read as an object (000 §3); null while the league has none. */
  season: namedRefSchema.nullable(),
  source: z.enum(['fixtures', 'matches']),
  matches: z.array(prodeMatchSchema),
});
export type Prode = z.infer<typeof prodeSchema>;
export const prodeResponseSchema = z.object({ data: prodeSchema });
export type ProdeResponse = z.infer<typeof prodeResponseSchema>;
export const prodeRankingResponseSchema = z.object({
  data: z.array(
    z.object({
      user: namedRefSchema,
      points: z.number().int(),
      exact: z.number().int(),
      outcome: z.number().int(),
      played: z.number().int(),
      position: z.number().int(),
    }),
  ),
});
export type ProdeRankingResponse = z.infer<typeof prodeRankingResponseSchema>;
