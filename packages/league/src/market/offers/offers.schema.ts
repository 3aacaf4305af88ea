import { z } from 'zod';
import { MSG } from '../../messages';
import { marketId, moneyField } from '../fields.schema';
import { MARKET_MSG } from '../market.messages';
import { offeredClauseTotal } from './offers.rules';

export const OTHER_PLAYERS_MAX_CHARS = 2000;

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
    id_player: marketId(),
    id_team: marketId(),
    value: moneyField().optional(),
    extra_value: moneyField().optional(),
    total_value: moneyField().optional(),
    other_players: otherPlayers,
    created_by: marketId().optional(),
    id_season: marketId().optional(),
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
      id: marketId(),
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
