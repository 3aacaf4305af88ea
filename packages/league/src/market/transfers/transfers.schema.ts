import { z } from 'zod';
import { searchKey } from '../../common/text.rules';
import { intString, marketId, moneyField } from '../fields.schema';
import { MARKET_MSG } from '../market.messages';
import { splitPlayerNames } from './transfer-names.rules';

/** At most this many players in one transfer (a form-sized list, not a rulebook number). */
export const TRANSFER_MAX_PLAYERS = 10;

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
      id_team_from: marketId(),
      id_team_to: marketId(),
      budget: moneyField(),
      status: z.string().max(50).optional(),
      // The server takes the author from the session; the documented client sends it anyway.
      created_by: marketId().optional(),
      buy_by: marketId(),
      sold_by: marketId(),
      id_season: marketId().optional(),
    })
    .refine((d) => d.id_team_from !== d.id_team_to, { message: MARKET_MSG.sameTeams, path: ['id_team_to'] }),
});
export type TransferBody = z.infer<typeof transferBodySchema>;
export type TransferBodyInput = z.input<typeof transferBodySchema>;
