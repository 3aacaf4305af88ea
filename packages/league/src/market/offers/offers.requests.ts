import { z } from 'zod';
import { seasonListQuerySchema } from '../market.requests';

/** `GET /clausula_rescision`: latest open clause per player (the spec's list), mine, or received by my team. */
export const clauseListQuerySchema = seasonListQuerySchema.extend({
  scope: z.enum(['latest', 'mine', 'received']).default('latest'),
});
export type ClauseListQuery = z.infer<typeof clauseListQuerySchema>;
