import { z } from 'zod';
import { LEGACY_MSG } from './legacy.messages';
import { LEGACY_TITLE_COLUMNS } from './legacy.rules';

/** How an old user or team is mapped to ours (docs/decisions/018-legacy-import.md). */
export const LEGACY_MAPPING_HOW = ['imported', 'mapped', 'matched', 'new', 'free_agents'] as const;

export const legacyReviewRowSchema = z.object({
  legacy_id: z.number().int(),
  legacy_name: z.string(),
  /** The old email of a user, the old division of a team. */
  detail: z.string(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
  how: z.enum(LEGACY_MAPPING_HOW),
});

export const legacyReportSchema = z.object({
  tables: z.array(
    z.object({
      table: z.string(),
      found: z.number().int(),
      create: z.number().int(),
      linked: z.number().int(),
      already: z.number().int(),
      skipped: z.number().int(),
    }),
  ),
  problems: z.array(z.object({ table: z.string(), legacy_id: z.number().int().nullable(), reason: z.string() })),
  review: z.object({ users: z.array(legacyReviewRowSchema), teams: z.array(legacyReviewRowSchema) }),
  money: z.object({
    /** Σ of the old budgets (users.profits, null as 0). */
    old_budgets: z.number(),
    /** Σ of the opening entries this run writes plus those written before. */
    openings: z.number(),
    differences: z.array(z.object({ legacy_user_id: z.number().int(), name: z.string(), budget: z.number(), ledger_balance: z.number() })),
  }),
  missing: z.array(z.string()),
});
export type LegacyReport = z.infer<typeof legacyReportSchema>;
export type LegacyReviewRow = z.infer<typeof legacyReviewRowSchema>;

/** POST /legacy-import/mappings: which of our users/teams an old one maps to (null: create it anew). */
export const legacyMappingBodySchema = z.object({
  kind: z.enum(['user', 'team']),
  legacy_id: z.number().int().positive(),
  target_id: z.number().int().positive().nullable(),
});
export type LegacyMappingBody = z.infer<typeof legacyMappingBodySchema>;

/** The largest .sql dump the Admin screen uploads (the route's body limit follows it). */
export const LEGACY_DUMP_MAX_BYTES = 64 * 1024 * 1024;

/** POST /legacy-import/dry-run and /apply: the uploaded dump as text. */
export const legacyDumpBodySchema = z.object({
  file_name: z
    .string()
    .trim()
    .regex(/\.sql$/i, LEGACY_MSG.notSqlDump),
  dump: z.string().min(1, LEGACY_MSG.notSqlDump),
});
export type LegacyDumpBody = z.infer<typeof legacyDumpBodySchema>;

/** GET /palmares: the teams' title counters brought from the old app (decision 018). */
export const palmaresResponseSchema = z.object({
  data: z.array(
    z.object({
      team: z.object({ id: z.number().int(), name: z.string() }),
      titles: z.array(z.object({ key: z.enum(LEGACY_TITLE_COLUMNS), count: z.number().int() })),
      total: z.number().int(),
    }),
  ),
});
export type Palmares = z.infer<typeof palmaresResponseSchema>;

export const legacyRunResponseSchema = z.object({ applied: z.boolean(), report: legacyReportSchema });
