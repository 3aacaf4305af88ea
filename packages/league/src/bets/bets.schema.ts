import { auditReasonField } from '../audit/audit.schema';
import { z } from 'zod';
import { idSchema } from '../common/common.schema';
import { MSG } from '../messages';
import { MARKET_MSG } from '../market/market.messages';
import { betAmountMessage } from './stakes-and-odds.rules';
import { BETS_MSG } from './bets.messages';
import { MATCH_BET_OPTIONS, PLAYER_BET_OPTIONS } from './bets.rules';
import { PRODE_MAX_GOALS } from './prode.rules';
import { optionalQueryId } from '../competition/competition.requests';

const intString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
/** An odd written as text: 2, 2.5, 2.50 or 2,50. */
const ODD_LIKE = /^\s*\d+([.,]\d+)?\s*$/;
const id = (message: string = MARKET_MSG.idInvalid) => idSchema(message);
/**
 * The documents' client sends both `id_bet` and `id_playerbet`, the one it does not take empty or
 * 0 (docs/decisions/017): those name no bet.
 */
const betRef = () => z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id().nullable().optional());

/**
 * POST /apuesta/jugador (001 §7): a stake on either a match bet or a player bet. A player bet takes
 * 'Goal' or 'Card' (a player bet has only goal and card odds) while a match bet takes
 * Home/Away/Draw/Over/Under.
 */
export const userBetBodySchema = z
  .object({
    id_user: id().optional(),
    id_bet: betRef(),
    id_playerbet: betRef(),
    amount: z
      // The range is the season's (bet_min..bet_max, 1,000,000..15,000,000 by default), checked by the server.
      .preprocess(intString, z.number({ message: betAmountMessage }).int(betAmountMessage).positive(betAmountMessage)),
    // The option ('Home') or, as the documents' client sends it, the chosen odd (a number or
    // x.xx text); the service maps an odd to the bet's option.
    selected_option: z.union([z.number(), z.string().trim()], { message: MARKET_MSG.chooseOption }),
  })
  .superRefine((b, ctx) => {
    if ((b.id_bet == null) === (b.id_playerbet == null)) {
      ctx.addIssue({ code: 'custom', message: b.id_bet == null ? MARKET_MSG.chooseBet : BETS_MSG.twoBets, path: ['id_bet'] });
      return;
    }
    const allowed: readonly string[] = b.id_bet != null ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS;
    if (typeof b.selected_option === 'string' && !ODD_LIKE.test(b.selected_option) && !allowed.includes(b.selected_option)) {
      ctx.addIssue({ code: 'custom', message: b.id_bet != null ? BETS_MSG.matchOptions : BETS_MSG.playerOptions, path: ['selected_option'] });
    }
  });
export type UserBetBody = z.infer<typeof userBetBodySchema>;
export type UserBetBodyInput = z.input<typeof userBetBodySchema>;

/** PUT /bets/{id} and PUT /singlebet/{id}: the documented client sends active 'off'. */
export const betActiveBodySchema = z.object({ active: z.enum(['on', 'off'], { message: MSG.validationFailed }).default('off') }).default({ active: 'off' });
export type BetActiveBody = z.infer<typeof betActiveBodySchema>;

/**
 * PUT /apuesta/usuario/{betId}/{userId} (docs/decisions/017). With `result` (our screens) the first
 * segment is the user bet's id, settled 'won' (pays odd × amount) or 'lost' (no money). Without it
 * (the documents' client: no body) the first segment is the match bet's id and the user's bet on
 * it is confirmed as won.
 */
export const settleUserBetBodySchema = z.preprocess(
  // No body at all (Fastify reads it as null) confirms, as the documents' client sends it.
  (v) => v ?? {},
  z.object({
    result: z.enum(['won', 'lost'], { message: MSG.validationFailed }).optional(),
    confirmed: z.unknown().optional(),
    /** Optional: the payout follows the bet's odd, no staff figure (docs/decisions/022-audit-log.md). */
    reason: auditReasonField,
  }),
);
export type SettleUserBetBody = z.infer<typeof settleUserBetBodySchema>;

export const userBetParamsSchema = z.object({
  betId: idSchema(),
  userId: idSchema(),
});

/** GET /bet_user: the Admin sees the unconfirmed bets of everybody; `mine=true` lists the actor's own. */
export const userBetsQuerySchema = z.object({
  mine: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const goals = z.preprocess(
  intString,
  z.number({ message: BETS_MSG.scoreInvalid }).int(BETS_MSG.scoreInvalid).min(0, BETS_MSG.scoreInvalid).max(PRODE_MAX_GOALS, BETS_MSG.scoreInvalid),
);
/** PUT /prode/{fixtureId} and PUT /prode/partido/{matchId}. */
export const predictionBodySchema = z.object({ score_home: goals, score_away: goals });
export type PredictionBody = z.infer<typeof predictionBodySchema>;

export const prodeRankingQuerySchema = z.object({ season: optionalQueryId });
