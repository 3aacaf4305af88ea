import { z } from 'zod';
import { idSchema, listOf, listQuerySchema, namedRefSchema, optionalParam } from '../common/common.schema';
import { AUDIT_MSG } from './audit.messages';

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
  'clause_round.offer_closed',
  'auction.cancelled_by_staff',
  'user.created',
  'user.deleted',
  'team.created',
  'player.created',
  'player.deleted',
  'match.statistics_changed',
  'season.changed',
  'team.handed_over',
  'team.invitation_created',
  'team.invitation_revoked',
  'signal.reviewed',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindSchema = z.enum(AUDIT_KINDS, { message: AUDIT_MSG.kindInvalid });

/** The server's scheduled jobs that decide on their own, named in the log instead of a person. */
export const AUDIT_JOBS = ['clause-rounds', 'auctions', 'results', 'bets', 'backups', 'season', 'transfers', 'console'] as const;
export type AuditJob = (typeof AUDIT_JOBS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string(), job: z.string().nullable() }),
  kind: z.string(),
  user_id: z.number().int().nullable(),
  user: namedRefSchema.nullable(),
  team_id: z.number().int().nullable(),
  team: namedRefSchema.nullable(),
  season_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A staff money action's reason (docs/decisions/022-audit-log.md): said in words, at most 500 characters. */
export const AUDIT_REASON_MAX = 500;
export const auditReasonField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(AUDIT_REASON_MAX, AUDIT_MSG.reasonTooLong).optional(),
);

/**
 * `GET /audit`: the Admin's filters. `actor` is a person's id or one of the server's jobs;
 * `user` the user an entry touches; `season` its season.
 */
export const auditActorFilterSchema = z.union([z.enum(AUDIT_JOBS), idSchema()]);
export const auditListQuerySchema = listQuerySchema.extend({
  actor: optionalParam(auditActorFilterSchema),
  kind: optionalParam(auditKindSchema),
  user: optionalParam(idSchema()),
  season: optionalParam(idSchema()),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export const auditListResponseSchema = listOf(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** `GET /audit/mine`: the entries that touch the reader's team or money, paged. */
export const myAuditQuerySchema = listQuerySchema.extend({ season: optionalParam(idSchema()) });
export type MyAuditQuery = z.infer<typeof myAuditQuerySchema>;

/** `GET /audit/actors`: the people and jobs that appear in the log (the screen's filter). */
export const auditActorsResponseSchema = z.object({
  data: z.array(z.object({ value: z.string(), name: z.string() })),
});

/** `GET /audit.csv`: the filtered log as a spreadsheet file. */
export const auditCsvSchema = z.string();
export const AUDIT_CSV_FILE = 'auditoria.csv';
