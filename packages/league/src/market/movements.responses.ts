import { z } from 'zod';
import { listMetaSchema, namedRefSchema } from '../common/common.schema';

/** Money movements (the ledger) as the routes answer them. */
export const ledgerMovementSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  balance_after: z.number(),
  kind: z.string(),
  reference: z.string().nullable(),
  description: z.string(),
  actor: namedRefSchema.nullable(),
  id_season: z.number().int().nullable(),
  created_at: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** committed/available count the owner's hidden offers only for the owner; others get their number (decision 013). */
const budgetSummarySchema = z.object({ profits: z.number(), committed: z.number(), available: z.number(), hidden_offers: z.number().int() });

/** `GET /users/{id}/movimientos`: a page of movements, the budget summary and the balance series. */
export const movementsResponseSchema = z.object({
  data: z.array(ledgerMovementSchema),
  meta: listMetaSchema,
  summary: budgetSummarySchema,
  series: z.array(z.object({ at: z.string(), balance: z.number() })),
});
export type Movements = z.infer<typeof movementsResponseSchema>;

/** `GET /ledger/summary?season=`. */
export const ledgerSummaryResponseSchema = budgetSummarySchema.extend({ spent: z.number(), id_season: z.number().int() });
export type LedgerSummary = z.infer<typeof ledgerSummaryResponseSchema>;
