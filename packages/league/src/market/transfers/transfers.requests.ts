import { z } from 'zod';
import { optionalParam } from '../../common/common.schema';
import { TRANSFER_HISTORY_PAGE_SIZE } from '../../constants';
import { MSG } from '../../messages';
import { seasonListQuerySchema, seasonQuerySchema } from '../market.requests';

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

/**
 * `GET /transferencia_pendiente`: by default the transfers the reader is to confirm (buyer or
 * seller, not their creator), as the old server listed them; `scope=involved` (our screens) adds
 * the ones the reader created, and every pending one for an Admin (docs/decisions/017).
 */
export const pendingTransfersQuerySchema = seasonQuerySchema.extend({
  scope: optionalParam(z.enum(['to_confirm', 'involved'], { message: MSG.validationFailed })).transform((v) => v ?? 'to_confirm'),
});
export type PendingTransfersQuery = z.infer<typeof pendingTransfersQuerySchema>;
