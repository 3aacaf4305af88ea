import { z } from 'zod';

/**
 * What an audit entry records (docs/decisions/022-audit-log.md): staff actions and the server's
 * own decisions. A new audited action adds its kind here and its label in `AUDIT_KIND_LABELS`.
 */
export const AUDIT_KINDS = [
  'budget.changed',
  'player.edited',
  'team.edited',
  'user.role_changed',
  'user.edited',
  'offer.confirmed_by_staff',
  'offer.closed_by_staff',
  'bet.confirmed',
  'bet.settled',
  'auction.closed_by_staff',
  'auction.settled',
  'operation.reversed',
  'match.corrected',
  'match.confirmed_by_silence',
  'season_rules.changed',
  'settings.changed',
  'import.legacy',
  'import.fm',
  'backup.restored',
  'clause_round.resolved',
  'transfer.approved',
  'transfer.vetoed',
  'transfer.objected',
  'transfer.consented',
  'job.run_now',
  'round.windows_set',
  'match.dispute_ruled',
  'match.walkover',
  'match.unplayed',
  'tournament.closed',
  'season.rolled_over',
  'season.objectives_changed',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindSchema = z.enum(AUDIT_KINDS);

/** The server's scheduled jobs that decide on their own, named in the log instead of a person. */
export const AUDIT_JOBS = ['clause-rounds', 'auctions', 'results', 'bets', 'backups', 'season', 'transfers'] as const;
export type AuditJob = (typeof AUDIT_JOBS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string(), job: z.string().nullable() }),
  kind: z.string(),
  user_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  season_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
