import { z } from 'zod';

/**
 * How a confirmed operation in a history list says it was reversed (decision 040): the Admin's
 * reason and when; null on every operation that was not. Additive, so the documented shapes keep
 * every field they had.
 */
export const reversalMarkSchema = z.object({ reason: z.string(), reversed_at: z.string() }).nullable();
export type ReversalMark = z.infer<typeof reversalMarkSchema>;
