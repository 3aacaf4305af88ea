import { z } from 'zod';
import { idSchema, listQuerySchema, optionalParam } from '../common/common.schema';
import { MSG } from '../messages';
import { TRANSFER_HISTORY_PAGE_SIZE } from '../constants';

// 'all' is the season select's "every season"; empty is 'not given' (optionalParam).
const seasonParam = optionalParam(z.preprocess((v) => (v === 'all' ? undefined : v), idSchema().optional()));

/** `?season=<id>` on history lists; omitted (or 'all') means every season. */
export const seasonListQuerySchema = listQuerySchema.extend({ season: seasonParam });
export type SeasonListQuery = z.infer<typeof seasonListQuerySchema>;

/**
 * `GET /traspasos`: every transfer of the season, pending and confirmed, newest first, 250 a page
 * (the old server's list, docs/decisions/017). Our screens filter: `confirmed=yes` keeps the
 * confirmed ones (newest confirmation first), `mine=true` those where the reader bought or sold.
 */
export const transferHistoryQuerySchema = seasonListQuerySchema.extend({
  per_page: optionalParam(z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).min(1).max(TRANSFER_HISTORY_PAGE_SIZE)).transform(
    (v) => v ?? TRANSFER_HISTORY_PAGE_SIZE,
  ),
  confirmed: optionalParam(z.enum(['yes', 'no'], { message: MSG.validationFailed })),
  mine: optionalParam(z.enum(['true', 'false', '1', '0'])).transform((v) => v === 'true' || v === '1'),
});
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuerySchema>;

export const seasonQuerySchema = z.object({ season: seasonParam });

/**
 * `GET /transferencia_pendiente`: by default the transfers the reader is to confirm (buyer or
 * seller, not their creator), as the old server listed them; `scope=involved` (our screens) adds
 * the ones the reader created, and every pending one for an Admin (docs/decisions/017).
 */
export const pendingTransfersQuerySchema = seasonQuerySchema.extend({
  scope: optionalParam(z.enum(['to_confirm', 'involved'], { message: MSG.validationFailed })).transform((v) => v ?? 'to_confirm'),
});
export type PendingTransfersQuery = z.infer<typeof pendingTransfersQuerySchema>;

/** `GET /clausula_rescision`: latest open clause per player (the spec's list), mine, or received by my team. */
export const clauseListQuerySchema = seasonListQuerySchema.extend({
  scope: z.enum(['latest', 'mine', 'received']).default('latest'),
});
export type ClauseListQuery = z.infer<typeof clauseListQuerySchema>;
