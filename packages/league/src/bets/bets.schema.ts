import { z } from 'zod';
import { MSG } from '../messages';
import { MARKET_MSG } from '../market/market.messages';
import { betAmountMessage } from '../market/money.rules';
import { BETS_MSG } from './bets.messages';
import { ALL_BET_OPTIONS, MATCH_BET_OPTIONS, PLAYER_BET_OPTIONS } from './bets.rules';
import { PRODE_MAX_GOALS } from './prode.rules';

const intString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const id = (message: string = MARKET_MSG.idInvalid) => z.preprocess(intString, z.number({ message }).int(message).positive(message));

/**
 * POST /apuesta/jugador (001 §7). Like the market's placeBetBodySchema, but a player bet takes
 * 'Goal' or 'Card' (a player bet has only goal and card odds) while a match bet takes
 * Home/Away/Draw/Over/Under.
 */
export const userBetBodySchema = z
  .object({
    id_user: id().optional(),
    id_bet: id().nullable().optional(),
    id_playerbet: id().nullable().optional(),
    amount: z
      // The range is the season's (bet_min..bet_max, 1,000,000..15,000,000 by default), checked by the server.
      .preprocess(intString, z.number({ message: betAmountMessage }).int(betAmountMessage).positive(betAmountMessage)),
    selected_option: z.enum(ALL_BET_OPTIONS, { message: MARKET_MSG.chooseOption }),
  })
  .superRefine((b, ctx) => {
    if ((b.id_bet == null) === (b.id_playerbet == null)) {
      ctx.addIssue({ code: 'custom', message: MARKET_MSG.chooseBet, path: ['id_bet'] });
      return;
    }
    const allowed: readonly string[] = b.id_bet != null ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS;
    if (!allowed.includes(b.selected_option)) {
      ctx.addIssue({ code: 'custom', message: b.id_bet != null ? BETS_MSG.matchOptions : BETS_MSG.playerOptions, path: ['selected_option'] });
    }
  });
export type UserBetBody = z.infer<typeof userBetBodySchema>;
export type UserBetBodyInput = z.input<typeof userBetBodySchema>;

/** PUT /bets/{id} and PUT /singlebet/{id}: the documented client sends active 'off'. */
export const betActiveBodySchema = z
  .object({ active: z.enum(['on', 'off'], { message: MSG.validationFailed }).default('off') })
  .default({ active: 'off' });
export type BetActiveBody = z.infer<typeof betActiveBodySchema>;

/**
 * PUT /apuesta/usuario/{userBetId}/{userId}: result 'won' (default, pays odd × amount) or
 * 'lost' (settles the bet without paying, so it leaves the Admin's list).
 */
export const settleUserBetBodySchema = z
  .object({
    result: z.enum(['won', 'lost'], { message: MSG.validationFailed }).default('won'),
    confirmed: z.unknown().optional(),
  })
  .default({ result: 'won' });
export type SettleUserBetBody = z.infer<typeof settleUserBetBodySchema>;

export const userBetParamsSchema = z.object({
  betId: z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).positive(),
  userId: z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).positive(),
});

/** GET /bet_user: the Admin sees the unconfirmed bets of everybody; `mine=true` lists the actor's own. */
export const userBetsQuerySchema = z.object({
  mine: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const goals = z.preprocess(intString, z.number({ message: BETS_MSG.scoreInvalid }).int(BETS_MSG.scoreInvalid).min(0, BETS_MSG.scoreInvalid).max(PRODE_MAX_GOALS, BETS_MSG.scoreInvalid));
/** PUT /prode/{fixtureId} and PUT /prode/partido/{matchId}. */
export const predictionBodySchema = z.object({ score_home: goals, score_away: goals });
export type PredictionBody = z.infer<typeof predictionBodySchema>;

export const prodeRankingQuerySchema = z.object({ season: z.coerce.number({ message: MSG.integerRequired }).int().positive().optional() });

// ---- Responses (what the screens read)
export interface MatchBet {
  id: number;
  match: string;
  description: string;
  home_odd: string;
  away_odd: string;
  draw_odd: string;
  under: string;
  over: string;
  created_by: number;
  active: 'on' | 'off';
  created_at: string;
}
export interface PlayerBet {
  id: number;
  name: string;
  description: string;
  goal_odd: string;
  card_odd: string;
  created_by: number;
  active: 'on' | 'off';
  created_at: string;
}
export interface UserBet {
  id: number;
  id_user: number;
  user: { id: number; name: string };
  id_bet: number | null;
  id_playerbet: number | null;
  /** The match (match bet) or the player name (player bet). */
  bet: string;
  kind: 'match' | 'player';
  amount: number;
  selected_option: string;
  odd: string;
  potential_payout: number;
  confirmed: 'yes' | 'no';
  /** null while unconfirmed, 0 for a lost bet, the credited amount for a won one. */
  payout: number | null;
  created_at: string;
}
export interface ProdeMatch {
  /** Fixture id (kind 'fixture') or match id (kind 'match'): the id of the PUT path. */
  id: number;
  kind: 'fixture' | 'match';
  division: string | null;
  round: number | null;
  team_home: { id: number; name: string };
  team_away: { id: number; name: string };
  locked: boolean;
  result: { score_home: number; score_away: number } | null;
  prediction: { score_home: number; score_away: number } | null;
  points: number | null;
}
export interface Prode {
  season_id: number | null;
  source: 'fixtures' | 'matches';
  matches: ProdeMatch[];
}
