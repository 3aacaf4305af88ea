import { z } from 'zod';
import { idSchema, listQuerySchema, optionalParam } from '../common/common.schema';

// 'all' is the season select's "every season"; empty is 'not given' (optionalParam).
const seasonParam = optionalParam(z.preprocess((v) => (v === 'all' ? undefined : v), idSchema().optional()));

/** `?season=<id>` on history lists; omitted (or 'all') means every season. */
export const seasonListQuerySchema = listQuerySchema.extend({ season: seasonParam });
export type SeasonListQuery = z.infer<typeof seasonListQuerySchema>;

export const seasonQuerySchema = z.object({ season: seasonParam });
