import { z } from 'zod';
import { BET_FORMS_MSG } from './bet-forms.messages';
import { MSG } from '../messages';
import { RESULTS_MSG } from '../competition/results.messages';
import { marketId } from '../market/fields.schema';
import { isValidBetLine } from './settlement.rules';
import { formatOdd, parseOdd } from './stakes-and-odds.rules';

/** Odds as 'x.xx' text or a number with up to two decimals; stored as canonical 'x.xx' text. */
const odd = z.union([z.string(), z.number()], { message: BET_FORMS_MSG.oddFormat }).transform((v, ctx) => {
  const hundredths = parseOdd(v);
  if (hundredths === null) {
    ctx.addIssue({ code: 'custom', message: BET_FORMS_MSG.oddFormat });
    return z.NEVER;
  }
  return formatOdd(hundredths);
});

const description = z.string().trim().max(500, BET_FORMS_MSG.descriptionTooLong).default('');

// ---- POST /bets (match bet) and POST /singlebet (player bet), 001 §7
export const matchBetBodySchema = z.object({
  match: z.string({ message: BET_FORMS_MSG.matchRequired }).trim().min(1, BET_FORMS_MSG.matchRequired).max(150, BET_FORMS_MSG.matchTooLong),
  description,
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd,
  created_by: marketId().optional(),
  /** The fixture match it settles from by itself (docs/decisions/028); without it staff confirm each stake. */
  match_id: marketId().optional(),
  /** The Over/Under line, x.5 only; 2.5 when not stated. */
  line: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
    z.number({ message: RESULTS_MSG.lineInvalid }).refine(isValidBetLine, RESULTS_MSG.lineInvalid).optional(),
  ),
});
export type MatchBetBody = z.infer<typeof matchBetBodySchema>;
export type MatchBetBodyInput = z.input<typeof matchBetBodySchema>;

export const playerBetBodySchema = z.object({
  name: z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(150, BET_FORMS_MSG.betNameTooLong),
  description,
  goal_odd: odd,
  card_odd: odd,
  created_by: marketId().optional(),
  /** The player and fixture match it settles from by itself (docs/decisions/028). */
  player_id: marketId().optional(),
  match_id: marketId().optional(),
});
export type PlayerBetBody = z.infer<typeof playerBetBodySchema>;
export type PlayerBetBodyInput = z.input<typeof playerBetBodySchema>;
