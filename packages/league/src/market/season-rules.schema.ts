import { z } from 'zod';
import { TOURNAMENT_TYPES } from '../constants';
import { AUCTION_CLOSE_MODES, AUCTION_SETTLEMENT_MODES, DEFAULT_SEASON_RULES, TRADE_REVIEW_MODES, type PrizeTable, type SeasonRules } from './season-rules';
import { SEASON_RULES_MSG } from './season-rules.messages';

// The checks of the season's rules, apart from their names and defaults: a screen that only reads
// the rules in force (a form stating its range) does not build these schemas when its code loads
// (decision 044, "The season's rules without their checks").

const M = SEASON_RULES_MSG;
const int = (min: number, max: number) =>
  z.coerce
    .number({ message: M.wholeBetween(min, max) })
    .int(M.wholeBetween(min, max))
    .min(min, M.wholeBetween(min, max))
    .max(max, M.wholeBetween(min, max));
const factor = (min: number, max: number) =>
  z.coerce
    .number({ message: M.factorBetween(min, max) })
    .min(min, M.factorBetween(min, max))
    .max(max, M.factorBetween(min, max));
const MONEY_MAX = 1_000_000_000_000;
/** One tournament kind's prizes by position, the first amount for position 1. */
const prizeAmounts = () => z.array(int(0, MONEY_MAX), { message: M.prizeTable }).max(30, M.prizeTable);

const fields = {
  reveal_hours: z
    .array(int(0, 23), { message: M.revealHours })
    .min(1, M.revealHours)
    .max(6, M.revealHours)
    .refine((h) => new Set(h).size === h.length, M.revealHoursRepeated)
    .transform((h) => [...h].sort((a, b) => a - b)),
  clause_min_factor: factor(0.1, 10),
  clause_max_factor: factor(0.1, 10),
  tie_extension_hours: int(0, 48),
  max_clause_losses: int(0, 100),
  blocks_per_team: int(0, 100),
  auction_hours: int(1, 240),
  auction_min_raise: int(1, MONEY_MAX),
  auction_start_factor: factor(0.01, 10),
  auctions_per_team: int(0, 100),
  auctions_over_20_per_team: int(0, 100),
  bet_min: int(1, MONEY_MAX),
  bet_max: int(1, MONEY_MAX),
  prizes_per_batch: int(1, 100),
  players_per_transfer: int(1, 30),
  squad_senior_max: int(0, 100),
  squad_youth_max: int(0, 100),
  ca_limit_primera: int(1, 200),
  ca_limit_segunda: int(1, 200),
  market_gate_hours: int(0, 720),
  auction_close: z.enum(AUCTION_CLOSE_MODES, { message: M.auctionClose }),
  auction_settlement: z.enum(AUCTION_SETTLEMENT_MODES, { message: M.auctionSettlement }),
  block_free_per_season: int(0, 100),
  block_high_ca: int(1, 200),
  block_cost_high_primera: int(0, MONEY_MAX),
  block_cost_high_segunda: int(0, MONEY_MAX),
  block_cost_low_primera: int(0, MONEY_MAX),
  block_cost_low_segunda: int(0, MONEY_MAX),
  release_factor: factor(0, 1),
  release_no_return: z.boolean({ message: M.yesOrNo }),
  release_capped_by_price: z.boolean({ message: M.yesOrNo }),
  fm_value_factor: factor(0.0001, 100_000),
  trade_review: z.enum(TRADE_REVIEW_MODES, { message: M.tradeReview }),
  trade_objection_hours: int(1, 168),
  result_confirm_hours: int(1, 240),
  walkover_goals: int(1, 20),
  prize_table: z
    .object({ PD: prizeAmounts(), SD: prizeAmounts(), UCL: prizeAmounts(), UEL: prizeAmounts(), CFM: prizeAmounts() }, { message: M.prizeTable })
    .partial()
    .transform((t): PrizeTable => ({ ...DEFAULT_SEASON_RULES.prize_table, ...t })),
  objective_step: int(0, MONEY_MAX),
};

function crossCheck(r: Partial<SeasonRules>, ctx: z.RefinementCtx) {
  const check = (ok: boolean, path: keyof SeasonRules, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (r.clause_min_factor !== undefined && r.clause_max_factor !== undefined)
    check(r.clause_min_factor <= r.clause_max_factor, 'clause_max_factor', M.clauseFactors);
  if (r.bet_min !== undefined && r.bet_max !== undefined) check(r.bet_min <= r.bet_max, 'bet_max', M.betRange);
  if (r.auctions_per_team !== undefined && r.auctions_over_20_per_team !== undefined) {
    check(r.auctions_over_20_per_team <= r.auctions_per_team, 'auctions_over_20_per_team', M.auctionsOver20Range);
  }
}

/** `PUT /seasons/{id}/rules`: every setting, each checked; a missing one keeps its value in force. */
export const seasonRulesBodySchema = z.object(fields).partial().superRefine(crossCheck);
export type SeasonRulesBody = z.infer<typeof seasonRulesBodySchema>;

/** The answer of `GET/PUT /seasons/{id}/rules`: the whole set in force (already checked when saved). */
export const seasonRulesSchema = z.object({
  id_season: z.number().int(),
  reveal_hours: z.array(z.number().int()),
  clause_min_factor: z.number(),
  clause_max_factor: z.number(),
  tie_extension_hours: z.number(),
  max_clause_losses: z.number(),
  blocks_per_team: z.number(),
  auction_hours: z.number(),
  auction_min_raise: z.number(),
  auction_start_factor: z.number(),
  auctions_per_team: z.number(),
  auctions_over_20_per_team: z.number(),
  bet_min: z.number(),
  bet_max: z.number(),
  prizes_per_batch: z.number(),
  players_per_transfer: z.number(),
  squad_senior_max: z.number(),
  squad_youth_max: z.number(),
  ca_limit_primera: z.number(),
  ca_limit_segunda: z.number(),
  market_gate_hours: z.number(),
  auction_close: z.enum(AUCTION_CLOSE_MODES),
  auction_settlement: z.enum(AUCTION_SETTLEMENT_MODES),
  block_free_per_season: z.number(),
  block_high_ca: z.number(),
  block_cost_high_primera: z.number(),
  block_cost_high_segunda: z.number(),
  block_cost_low_primera: z.number(),
  block_cost_low_segunda: z.number(),
  release_factor: z.number(),
  release_no_return: z.boolean(),
  release_capped_by_price: z.boolean(),
  fm_value_factor: z.number(),
  trade_review: z.enum(TRADE_REVIEW_MODES),
  trade_objection_hours: z.number(),
  result_confirm_hours: z.number(),
  walkover_goals: z.number(),
  prize_table: z.record(z.enum(TOURNAMENT_TYPES), z.array(z.number())),
  objective_step: z.number(),
});
export type SeasonRulesResponse = { id_season: number } & SeasonRules;

/**
 * The set in force: stored values over the defaults. A stored value that no longer passes (a rule
 * added or narrowed since) falls back to its default instead of breaking the market.
 */
export function resolveSeasonRules(stored: unknown): SeasonRules {
  const rules: SeasonRules = {
    ...DEFAULT_SEASON_RULES,
    reveal_hours: [...DEFAULT_SEASON_RULES.reveal_hours],
    prize_table: structuredPrizeTable(DEFAULT_SEASON_RULES.prize_table),
  };
  if (!stored || typeof stored !== 'object') return rules;
  for (const [key, schema] of Object.entries(fields) as [keyof SeasonRules, z.ZodType][]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) (rules as Record<string, unknown>)[key] = parsed.data;
  }
  const pairs: [keyof SeasonRules, keyof SeasonRules, boolean][] = [
    ['clause_min_factor', 'clause_max_factor', rules.clause_min_factor <= rules.clause_max_factor],
    ['bet_min', 'bet_max', rules.bet_min <= rules.bet_max],
    ['auctions_over_20_per_team', 'auctions_per_team', rules.auctions_over_20_per_team <= rules.auctions_per_team],
  ];
  for (const [a, b, ok] of pairs) {
    if (!ok) Object.assign(rules, { [a]: DEFAULT_SEASON_RULES[a], [b]: DEFAULT_SEASON_RULES[b] });
  }
  return rules;
}

const structuredPrizeTable = (t: PrizeTable): PrizeTable => Object.fromEntries(TOURNAMENT_TYPES.map((k) => [k, [...(t[k] ?? [])]])) as PrizeTable;
