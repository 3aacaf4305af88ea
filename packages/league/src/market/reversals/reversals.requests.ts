import { z } from 'zod';
import { idSchema } from '../../common/common.schema';
import { seasonListQuerySchema } from '../market.requests';
import { reversalBodySchema } from './reversals.schema';

/** `GET /reversals/plan?kind=&id=`: what a reversal would do, before the Admin confirms it. */
export const reversalPlanQuerySchema = z.object({ kind: reversalBodySchema.shape.kind, id: idSchema() });
export type ReversalPlanQuery = z.infer<typeof reversalPlanQuerySchema>;

/** `GET /reversals?season=`: a season's reversals, newest first. */
export const reversalListQuerySchema = seasonListQuerySchema;
