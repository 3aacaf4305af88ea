import { z } from 'zod';
import { listOf, namedRefSchema } from '../../common/common.schema';
import { YES_NO } from '../../constants';
import { playerSchema } from '../../core/core.schema';
import { createdResponseSchema, managedTeamRefSchema } from '../market.responses';
import { reversalMarkSchema } from '../reversals/reversal-mark.schema';

const yesNo = z.enum(YES_NO);

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
