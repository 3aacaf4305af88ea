import { z } from 'zod';
import { listMetaSchema, listOf, messageSchema, namedRefSchema } from '../common/common.schema';
import { TRADE_REVIEW_STATES } from './transfers/trade-review.rules';
import { YES_NO } from '../constants';
import { playerSchema } from '../core/core.schema';
import { reversalMarkSchema } from './reversals/reversal-mark.schema';

/**
 * The market's answers (000 §7, 001 §7). Relations are read as objects `{ id, name, … }` and
 * written as ids (000 §3); these schemas are declared on the routes, so the server sends exactly
 * this and the web derives its types from them.
 */
const yesNo = z.enum(YES_NO);

/** A team as an offer or a transfer names it: with its manager's id (`id_user`), null when it has none. */
export const managedTeamRefSchema = namedRefSchema.extend({ id_user: z.number().int().nullable() });

// ---- Release-clause offers
/**
 * An offer's author: `{ id: null, name: 'Oculto' }` (HIDDEN_AUTHOR) while the offer is hidden from
 * the reader, the same in every route that carries offers (decision 016).
 */
export const offerAuthorSchema = z.object({ id: z.number().int().nullable(), name: z.string() });

/** An offer as sent on the wire; while hidden from the reader (sealOffer) the author is HIDDEN_AUTHOR and the amounts null (decisions 009, 016). */
export const offerSchema = z.object({
  id: z.number().int(),
  id_player: namedRefSchema,
  name: z.string(),
  id_team: managedTeamRefSchema,
  created_by: offerAuthorSchema,
  other_players: z.string().nullable(),
  value: z.number().nullable(),
  extra_value: z.number().nullable(),
  total_value: z.number().nullable(),
  id_season: namedRefSchema,
  status: z.string(),
  confirmed: yesNo,
  active: yesNo,
  created_at: z.string(),
  reveal_at: z.string(),
  hidden: z.boolean(),
  /** Set when the Admin reversed this confirmed offer (its clause), null otherwise. */
  reversal: reversalMarkSchema,
});
export type Offer = z.infer<typeof offerSchema>;
export const offersListResponseSchema = listOf(offerSchema);

/** `POST /clausula_rescision`, `POST /transfer`: the success text and the new row's id. */
export const createdResponseSchema = messageSchema.extend({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

/** `POST /clausula_rescision`: the new offer and its sealed receipt, SHA-256 hex (receiptHash, decision 023). */
export const offerCreatedResponseSchema = createdResponseSchema.extend({ receipt: z.string() });
export type OfferCreatedResponse = z.infer<typeof offerCreatedResponseSchema>;

/**
 * An offer as `GET /clausulas/{id}` answers it: the old server's bare row, so `id_team` and
 * `created_by` are plain ids (the documents' screen looks the author up in its users list and
 * sends both back on 'Confirmar oferta'); the names come in `team` and `author`. While the author
 * is hidden from the reader, `created_by` is null, never the id (docs/decisions/017).
 */
export const playerOfferSchema = offerSchema.extend({
  id_team: z.number().int(),
  team: managedTeamRefSchema,
  created_by: z.number().int().nullable(),
  author: offerSchema.shape.created_by,
});
export type PlayerOffer = z.infer<typeof playerOfferSchema>;

/** `GET /clausulas/{id}`: `{ player, offers }`, as the documents' client reads it (001 §7). */
export const playerOffersResponseSchema = z.object({
  player: playerSchema.omit({ id_team: true }).extend({ status: z.string(), id_team: namedRefSchema }),
  offers: z.array(playerOfferSchema),
});
export type PlayerOffers = z.infer<typeof playerOffersResponseSchema>;

// ---- Transfers
export const transferSchema = z.object({
  id: z.number().int(),
  id_season: namedRefSchema,
  transferred_players: z.string(),
  players: z.array(namedRefSchema),
  id_team_from: managedTeamRefSchema,
  id_team_to: managedTeamRefSchema,
  team_from: namedRefSchema,
  team_to: namedRefSchema,
  budget: z.number(),
  status: z.string(),
  confirmed: yesNo,
  active: yesNo,
  created_by: namedRefSchema,
  buy_by: namedRefSchema,
  sold_by: namedRefSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
  /** Set when the Admin reversed this confirmed transfer, null otherwise. */
  reversal: reversalMarkSchema,
  /** Trade review (decision 023): its state (null: never reviewed), the objection window's end, staff's reason once decided. */
  review: z.enum(TRADE_REVIEW_STATES).nullable(),
  review_until: z.string().nullable(),
  review_reason: z.string().nullable(),
  /** The reader may object (another manager, inside the window); the server judges it again. */
  can_object: z.boolean(),
});
export type Transfer = z.infer<typeof transferSchema>;
/**
 * A pending transfer as `GET /transferencia_pendiente` answers it: the old server's bare row, so
 * `id_season`, `id_team_from` and `id_team_to` are plain ids (the documents' dashboard filters on
 * `id_season === selected`); the names come in `season`, `team_from` and `team_to` (docs/decisions/017).
 */
export const pendingTransferSchema = transferSchema.extend({
  id_season: z.number().int(),
  id_team_from: z.number().int(),
  id_team_to: z.number().int(),
  season: namedRefSchema,
  team_from: managedTeamRefSchema,
  team_to: managedTeamRefSchema,
});
export type PendingTransfer = z.infer<typeof pendingTransferSchema>;
/** `GET /transferencia_pendiente`: a bare array (the documents' client maps over the answer). */
export const pendingTransfersResponseSchema = z.array(pendingTransferSchema);
export const transfersListResponseSchema = listOf(transferSchema);

// ---- Ledger
export const ledgerMovementSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  balance_after: z.number(),
  kind: z.string(),
  reference: z.string().nullable(),
  description: z.string(),
  actor: namedRefSchema.nullable(),
  id_season: z.number().int().nullable(),
  created_at: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** committed/available count the owner's hidden offers only for the owner; others get their number (decision 013). */
const budgetSummarySchema = z.object({ profits: z.number(), committed: z.number(), available: z.number(), hidden_offers: z.number().int() });

/** `GET /users/{id}/movimientos`: a page of movements, the budget summary and the balance series. */
export const movementsResponseSchema = z.object({
  data: z.array(ledgerMovementSchema),
  meta: listMetaSchema,
  summary: budgetSummarySchema,
  series: z.array(z.object({ at: z.string(), balance: z.number() })),
});
export type Movements = z.infer<typeof movementsResponseSchema>;

/** `GET /ledger/summary?season=`. */
export const ledgerSummaryResponseSchema = budgetSummarySchema.extend({ spent: z.number(), id_season: z.number().int() });
export type LedgerSummary = z.infer<typeof ledgerSummaryResponseSchema>;
