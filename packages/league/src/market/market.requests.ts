import { z } from 'zod';
import { idSchema, listQuerySchema, optionalParam } from '../common/common.schema';

// 'all' is the season select's "every season"; empty is 'not given' (optionalParam).
const seasonParam = optionalParam(z.preprocess((v) => (v === 'all' ? undefined : v), idSchema().optional()));

/** `?season=<id>` on history lists; omitted (or 'all') means every season. */
export const seasonListQuerySchema = listQuerySchema.extend({ season: seasonParam });
export type SeasonListQuery = z.infer<typeof seasonListQuerySchema>;

/** `GET /traspasos`: `mine=true` keeps the transfers where the reader bought or sold. */
export const transferHistoryQuerySchema = seasonListQuerySchema.extend({
  mine: optionalParam(z.enum(['true', 'false', '1', '0'])).transform((v) => v === 'true' || v === '1'),
});
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuerySchema>;

export const seasonQuerySchema = z.object({ season: seasonParam });

/** `GET /clausula_rescision`: latest open clause per player (the spec's list), mine, or received by my team. */
export const clauseListQuerySchema = seasonListQuerySchema.extend({
  scope: z.enum(['latest', 'mine', 'received']).default('latest'),
});
export type ClauseListQuery = z.infer<typeof clauseListQuerySchema>;
