import { z } from 'zod';
import { listOf, messageSchema, namedRefSchema } from '../../common/common.schema';
import { reversalBodySchema } from './reversals.schema';

const kind = reversalBodySchema.shape.kind;

/** A player going back: from the team the operation left him on, to the one he came from, with his previous status. */
export const reversalPlayerMoveSchema = z.object({
  player: namedRefSchema,
  from_team: namedRefSchema,
  to_team: namedRefSchema,
  status: z.string(),
});
/** One counter-entry: whose budget, the signed amount (positive gets money back). */
export const reversalMovementSchema = z.object({ user: namedRefSchema, amount: z.number() });

export const reversalPlanSchema = z.object({
  kind,
  id: z.number().int(),
  operation: z.string(),
  players: z.array(reversalPlayerMoveSchema),
  movements: z.array(reversalMovementSchema),
  /** Why it cannot be reversed now (Spanish), or null. */
  refusal: z.string().nullable(),
});
export type ReversalPlan = z.infer<typeof reversalPlanSchema>;

export const reversalSchema = z.object({
  id: z.number().int(),
  kind,
  operation_id: z.number().int(),
  operation: z.string(),
  id_season: z.number().int(),
  reason: z.string(),
  reversed_by: namedRefSchema.nullable(),
  reversed_at: z.string(),
  players: z.array(reversalPlayerMoveSchema),
  movements: z.array(reversalMovementSchema),
});
export type Reversal = z.infer<typeof reversalSchema>;

export const reversalsListResponseSchema = listOf(reversalSchema);
export const reversalCreatedSchema = messageSchema.extend(reversalSchema.shape);
