import { z } from 'zod';
import { idSchema, listQuerySchema } from '../common/common.schema';
import type { TeamRef, UserRef } from '../core/core.schema';

const seasonParam = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  idSchema().optional(),
);

/** `?season=<id>` on history lists; omitted (or 'all') means every season. */
export const seasonListQuerySchema = listQuerySchema.extend({ season: seasonParam });
export type SeasonListQuery = z.infer<typeof seasonListQuerySchema>;

/** `GET /traspasos`: `mine=true` keeps the transfers where the reader bought or sold. */
export const transferHistoryQuerySchema = seasonListQuerySchema.extend({
  mine: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuerySchema>;

export const seasonQuerySchema = z.object({ season: seasonParam });
export type SeasonQuery = z.infer<typeof seasonQuerySchema>;

/** `GET /clausula_rescision`: latest open clause per player (the spec's list), mine, or received by my team. */
export const clauseListQuerySchema = seasonListQuerySchema.extend({
  scope: z.enum(['latest', 'mine', 'received']).default('latest'),
});
export type ClauseListQuery = z.infer<typeof clauseListQuerySchema>;

export interface PendingTransfer {
  id: number;
  id_season: number;
  transferred_players: string;
  players: { id: number; name: string }[];
  id_team_from: number;
  id_team_to: number;
  team_from: TeamRef;
  team_to: TeamRef;
  budget: number;
  status: string;
  confirmed: 'yes' | 'no';
  active: 'yes' | 'no';
  created_by: number;
  buy_by: number;
  sold_by: number;
  created_at: string;
  confirmed_at: string | null;
  can_confirm: boolean;
  can_cancel: boolean;
}

/** A release-clause offer as sent on the wire; while hidden from the reader, every HIDDEN_OFFER_FIELDS field is null. */
export interface Offer {
  id: number;
  id_player: number;
  name: string;
  id_team: TeamRef;
  created_by: UserRef | null;
  other_players: string | null;
  value: number | null;
  extra_value: number | null;
  total_value: number | null;
  id_season: number;
  status: string;
  confirmed: 'yes' | 'no';
  active: 'yes' | 'no';
  created_at: string;
  reveal_at: string;
  hidden: boolean;
}

export interface LedgerMovement {
  id: number;
  amount: number;
  balance_after: number;
  kind: string;
  reference: string | null;
  description: string;
  actor: UserRef | null;
  id_season: number | null;
  created_at: string;
}
