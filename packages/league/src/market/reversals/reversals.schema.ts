import { z } from 'zod';
import { idSchema } from '../../common/common.schema';
import { REVERSAL_MSG } from './reversals.messages';
import { REVERSAL_KINDS, REVERSAL_REASON_MAX } from './reversals.rules';

const kind = z.enum(REVERSAL_KINDS, { message: REVERSAL_MSG.kindInvalid });

/** `POST /reversals`: which operation, and why (required text both managers read). */
export const reversalBodySchema = z.object({
  kind,
  id: idSchema(),
  reason: z.string({ message: REVERSAL_MSG.reasonRequired }).trim().min(1, REVERSAL_MSG.reasonRequired).max(REVERSAL_REASON_MAX, REVERSAL_MSG.reasonTooLong),
});
export type ReversalBody = z.infer<typeof reversalBodySchema>;
