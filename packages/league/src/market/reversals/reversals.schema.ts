import { z } from 'zod';
import { idSchema, listOf, messageSchema, namedRefSchema } from '../../common/common.schema';
import { REVERSAL_MSG } from './reversals.messages';
import { REVERSAL_KINDS, REVERSAL_REASON_MAX } from './reversals.rules';
import { seasonListQuerySchema } from '../market.requests';

const kind = z.enum(REVERSAL_KINDS, { message: REVERSAL_MSG.kindInvalid });

/** `POST /reversals`: which operation, and why (required text both managers read). */
export const reversalBodySchema = z.object({
  kind,
  id: idSchema(),
  reason: z.string({ message: REVERSAL_MSG.reasonRequired }).trim().min(1, REVERSAL_MSG.reasonRequired).max(REVERSAL_REASON_MAX, REVERSAL_MSG.reasonTooLong),
});
export type ReversalBody = z.infer<typeof reversalBodySchema>;

/** `GET /reversals/plan?kind=&id=`: what a reversal would do, before the Admin confirms it. */
export const reversalPlanQuerySchema = z.object({ kind, id: idSchema() });
export type ReversalPlanQuery = z.infer<typeof reversalPlanQuerySchema>;

/** `GET /reversals?season=`: a season's reversals, newest first. */
export const reversalListQuerySchema = seasonListQuerySchema;

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
