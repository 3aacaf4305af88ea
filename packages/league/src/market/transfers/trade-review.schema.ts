import { z } from 'zod';
import { namedRefSchema } from '../../common/common.schema';
import { transferSchema } from './transfers.responses';
import { TRADE_REVIEW_MSG } from './trade-review.messages';

const reason = z.string({ message: TRADE_REVIEW_MSG.reasonRequired }).trim().min(1, TRADE_REVIEW_MSG.reasonRequired).max(500, TRADE_REVIEW_MSG.reasonTooLong);

/** `POST /transfers/{id}/review` (staff): approve or veto a transfer in review, always with a reason (decision 023). */
export const transferReviewBodySchema = z.object({ decision: z.enum(['approve', 'veto']), reason });
export type TransferReviewBody = z.infer<typeof transferReviewBodySchema>;

/** `POST /transfers/{id}/objections`: another manager's objection during the window; its reason reaches staff only. */
export const transferObjectionBodySchema = z.object({ reason });
export type TransferObjectionBody = z.infer<typeof transferObjectionBodySchema>;

/** One transfer of the staff's review queue (`GET /transfers/review`): the transfer, when it was accepted, every objection. */
export const reviewedTransferSchema = transferSchema.extend({
  accepted_at: z.string().nullable(),
  objections: z.array(z.object({ user: namedRefSchema, reason: z.string(), created_at: z.string() })),
});
export type ReviewedTransfer = z.infer<typeof reviewedTransferSchema>;
export const transferReviewQueueSchema = z.object({ data: z.array(reviewedTransferSchema) });
