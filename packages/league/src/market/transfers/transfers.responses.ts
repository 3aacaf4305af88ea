import { z } from 'zod';
import { listOf, namedRefSchema } from '../../common/common.schema';
import { YES_NO } from '../../constants';
import { managedTeamRefSchema } from '../market.responses';
import { reversalMarkSchema } from '../reversals/reversal-mark.schema';
import { TRADE_REVIEW_STATES } from './trade-review.rules';

const yesNo = z.enum(YES_NO);

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
