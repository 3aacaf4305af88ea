import { z } from 'zod';
import { idSchema } from '../common/common.schema';
import { MONEY_MAX } from '../constants';
import { MSG } from '../messages';
import { searchKey } from '../common/text.rules';
import { offeredClauseTotal } from './offers/offers.rules';
import { splitPlayerNames } from './transfers/transfer-names.rules';
import { MARKET_MSG } from './market.messages';
import { formatOdd, parseOdd } from './money.rules';
import { RESULTS_MSG } from '../competition/results.messages';
import { isValidBetLine } from '../bets/settlement.rules';

/** At most this many players in one transfer (a form-sized list, not a rulebook number). */
export const TRANSFER_MAX_PLAYERS = 10;
export const OTHER_PLAYERS_MAX_CHARS = 2000;

// Form inputs often arrive as numeric strings; accept '12' but never '', null or '1.5'.
const intString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const int = (message: string = MSG.integerRequired) => z.preprocess(intString, z.number({ message }).int(message));
const id = (message: string = MARKET_MSG.idInvalid) => idSchema(message);
const money = () => int(MARKET_MSG.nonNegativeInteger).pipe(z.number().min(0, MARKET_MSG.nonNegativeInteger).max(MONEY_MAX, MSG.moneyTooLarge));
const amount = (message: string = MARKET_MSG.amountInvalid) => int(message).pipe(z.number().positive(message).max(MONEY_MAX, MSG.moneyTooLarge));

/** Odds as 'x.xx' text or a number with up to two decimals; stored as canonical 'x.xx' text. */
const odd = z.union([z.string(), z.number()], { message: MARKET_MSG.oddFormat }).transform((v, ctx) => {
  const hundredths = parseOdd(v);
  if (hundredths === null) {
    ctx.addIssue({ code: 'custom', message: MARKET_MSG.oddFormat });
    return z.NEVER;
  }
  return formatOdd(hundredths);
});

const flag = z.union([z.string().max(20), z.boolean()]).optional();

/** A transferred player: an id, or a name the server looks up in the giving team (000 §3). */
const transferredPlayer = z.preprocess(intString, z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], { message: MARKET_MSG.idInvalid }));

// ---- POST /transfer: { data: {...} } (000 §7)
export const transferBodySchema = z.object({
  data: z
    .object({
      // Ids, or (the documents' client) the players' names joined by commas.
      transferred_players: z.preprocess(
        (v) => (typeof v === 'string' ? splitPlayerNames(v) : v),
        z
          .array(transferredPlayer, { message: MARKET_MSG.choosePlayer })
          .min(1, MARKET_MSG.choosePlayer)
          .max(TRANSFER_MAX_PLAYERS, MARKET_MSG.tooManyPlayers(TRANSFER_MAX_PLAYERS))
          .refine((refs) => new Set(refs.map((r) => (typeof r === 'string' ? searchKey(r) : r))).size === refs.length, MARKET_MSG.repeatedPlayers),
      ),
      id_team_from: id(),
      id_team_to: id(),
      budget: money(),
      status: z.string().max(50).optional(),
      // The server takes the author from the session; the documented client sends it anyway.
      created_by: id().optional(),
      buy_by: id(),
      sold_by: id(),
      id_season: id().optional(),
    })
    .refine((d) => d.id_team_from !== d.id_team_to, { message: MARKET_MSG.sameTeams, path: ['id_team_to'] }),
});
export type TransferBody = z.infer<typeof transferBodySchema>;
export type TransferBodyInput = z.input<typeof transferBodySchema>;

// ---- POST /clausula_rescision (000 §3, §7): other_players travels as JSON text of an array.
const otherPlayers = z
  .preprocess((v) => (Array.isArray(v) ? JSON.stringify(v) : v), z.string({ message: MARKET_MSG.otherPlayersInvalid }))
  .default('[]')
  .pipe(
    z
      .string()
      .max(OTHER_PLAYERS_MAX_CHARS, MARKET_MSG.otherPlayersTooLong)
      .refine((text) => {
        try {
          return Array.isArray(JSON.parse(text));
        } catch {
          return false;
        }
      }, MARKET_MSG.otherPlayersInvalid),
  );

export const clauseBodySchema = z
  .object({
    id_player: id(),
    id_team: id(),
    value: money().optional(),
    extra_value: money().optional(),
    total_value: money().optional(),
    other_players: otherPlayers,
    created_by: id().optional(),
    id_season: id().optional(),
    name: z.string().max(255, MARKET_MSG.textTooLong).optional(),
    status: z.string().max(50).optional(),
  })
  // The offered total: total_value, else value + extra_value. The server checks it against the
  // player's stored value and the season's clause range (season-rules.ts), and stores value = that
  // value, extra_value = the rest.
  .superRefine((b, ctx) => {
    if (b.total_value === undefined && b.value === undefined) ctx.addIssue({ code: 'custom', message: MARKET_MSG.amountInvalid, path: ['total_value'] });
  })
  .transform((b) => ({ ...b, total_value: offeredClauseTotal(b) }));
export type ClauseBody = z.infer<typeof clauseBodySchema>;
export type ClauseBodyInput = z.input<typeof clauseBodySchema>;

// ---- POST /confirm-offer (001 §7): only offer.id is trusted; the rest is read from the database.
// id_team/created_by may come back as the objects the list returned, so they are not typed.
export const confirmOfferBodySchema = z.object({
  offer: z.object(
    {
      id: id(),
      total_value: z.unknown().optional(),
      id_team: z.unknown().optional(),
      created_by: z.unknown().optional(),
      confirmed: z.unknown().optional(),
      active: z.unknown().optional(),
    },
    { message: MSG.offerNotFound },
  ),
  player: z.record(z.string(), z.unknown()).optional(),
});
export type ConfirmOfferBody = z.infer<typeof confirmOfferBodySchema>;
export type ConfirmOfferBodyInput = z.input<typeof confirmOfferBodySchema>;

// ---- PUT /cerrar-oferta/{id}: the path id decides; the body is informational.
export const closeOfferBodySchema = z.object({
  id: z.unknown().optional(),
  active: z.unknown().optional(),
  id_team: z.unknown().optional(),
  total_value: z.unknown().optional(),
});
export type CloseOfferBody = z.infer<typeof closeOfferBodySchema>;

// ---- POST /auctions (001 §7)
export const auctionBodySchema = z.object({
  id_player: id(),
  amount: amount(),
  id_team: id().optional(),
  auctioned_by: id().optional(),
  created_by: id().optional(),
  active: flag,
  status: z.string().max(50).optional(),
  id_season: id().optional(),
  /** Optional, private: the bidder's maximum (proxy bidding, decision 038). */
  max_amount: amount().optional(),
});
export type AuctionBody = z.infer<typeof auctionBodySchema>;
export type AuctionBodyInput = z.input<typeof auctionBodySchema>;

const description = z.string().trim().max(500, MARKET_MSG.descriptionTooLong).default('');

// ---- POST /bets (match bet) and POST /singlebet (player bet), 001 §7
export const matchBetBodySchema = z.object({
  match: z.string({ message: MARKET_MSG.matchRequired }).trim().min(1, MARKET_MSG.matchRequired).max(150, MARKET_MSG.matchTooLong),
  description,
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd,
  created_by: id().optional(),
  /** The fixture match it settles from by itself (docs/decisions/028); without it staff confirm each stake. */
  match_id: id().optional(),
  /** The Over/Under line, x.5 only; 2.5 when not stated. */
  line: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
    z.number({ message: RESULTS_MSG.lineInvalid }).refine(isValidBetLine, RESULTS_MSG.lineInvalid).optional(),
  ),
});
export type MatchBetBody = z.infer<typeof matchBetBodySchema>;
export type MatchBetBodyInput = z.input<typeof matchBetBodySchema>;

export const playerBetBodySchema = z.object({
  name: z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(150, MARKET_MSG.betNameTooLong),
  description,
  goal_odd: odd,
  card_odd: odd,
  created_by: id().optional(),
  /** The player and fixture match it settles from by itself (docs/decisions/028). */
  player_id: id().optional(),
  match_id: id().optional(),
});
export type PlayerBetBody = z.infer<typeof playerBetBodySchema>;
export type PlayerBetBodyInput = z.input<typeof playerBetBodySchema>;
