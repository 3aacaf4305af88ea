import { z } from 'zod';
import { RECEIPT_MSG } from './receipt.messages';

/**
 * What the round log's check reads (decision 023): the receipt a manager kept or pasted, a SHA-256
 * as 64 hexadecimal digits. Surrounding spaces and the case do not count, as in `receiptMatches`.
 * No request carries it: the browser recomputes the hash itself.
 */
export const receiptCheckSchema = z.object({
  receipt: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, RECEIPT_MSG.notAReceipt),
});
