import type { AuditJob, AuditKind } from '@superliga/league';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditEntries, ledgerEntries, teams, users } from '../../db/schema';
import { isSystemActor, type Acting, type Actor } from '../../lib/context';

/** Who did it: a person (the request's actor) or one of the server's scheduled jobs. */
export type AuditActor = Actor | { job: AuditJob; name: string };

/**
 * The actor of a change a staff member or one of the server's jobs may make through the same
 * service (a clause round confirms as staff would): the job is named when the server acted.
 */
export const auditActorOf = (actor: Acting): AuditActor => (isSystemActor(actor) ? { job: actor.job, name: actor.name } : actor);

export interface AuditRecord {
  actor: AuditActor;
  kind: AuditKind;
  at: Date;
  userId?: number | null;
  teamId?: number | null;
  seasonId?: number | null;
  reference?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one audit entry with the caller's transaction, so a rolled-back change leaves none
 * (docs/decisions/022-audit-log.md). The only writer of `audit_entries`.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditRecord) {
  const person = 'job' in entry.actor ? null : entry.actor;
  await tx.insert(auditEntries).values({
    at: entry.at,
    actorId: person && person.id > 0 ? person.id : null,
    actorName: entry.actor.name,
    actorJob: 'job' in entry.actor ? entry.actor.job : null,
    kind: entry.kind,
    userId: entry.userId ?? null,
    teamId: entry.teamId ?? null,
    seasonId: entry.seasonId ?? null,
    reference: entry.reference ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export interface AuditFilter {
  actor?: number | AuditJob;
  kind?: AuditKind;
  user?: number;
  season?: number;
  /** The reader's own entries: those naming him, his team, or an operation that moved his money. */
  touching?: number;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const touching =
    filter.touching === undefined
      ? undefined
      : or(
          eq(auditEntries.userId, filter.touching),
          inArray(auditEntries.teamId, sql`(select ${teams.id} from ${teams} where ${teams.userId} = ${filter.touching})`),
          inArray(
            auditEntries.reference,
            sql`(select ${ledgerEntries.reference} from ${ledgerEntries} where ${ledgerEntries.userId} = ${filter.touching} and ${ledgerEntries.reference} is not null)`,
          ),
        );
  return and(
    filter.actor === undefined
      ? undefined
      : typeof filter.actor === 'number'
        ? eq(auditEntries.actorId, filter.actor)
        : eq(auditEntries.actorJob, filter.actor),
    filter.kind === undefined ? undefined : eq(auditEntries.kind, filter.kind),
    filter.user === undefined ? undefined : eq(auditEntries.userId, filter.user),
    filter.season === undefined ? undefined : eq(auditEntries.seasonId, filter.season),
    touching,
  );
}

const affectedUsers = alias(users, 'affected_user');

/** The entries a filter keeps, newest first, with the names of the user and team they touch. */
export function listAuditEntries(db: DbOrTx, filter: AuditFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select({ entry: auditEntries, userName: affectedUsers.name, teamName: teams.name })
    .from(auditEntries)
    .leftJoin(affectedUsers, eq(affectedUsers.id, auditEntries.userId))
    .leftJoin(teams, eq(teams.id, auditEntries.teamId))
    .where(whereOf(filter))
    .orderBy(desc(auditEntries.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter) {
  const [row] = await db.select({ n: count() }).from(auditEntries).where(whereOf(filter));
  return row?.n ?? 0;
}

/** The people and jobs that appear as actors, for the screen's filter. */
export function auditActors(db: DbOrTx) {
  return db
    .selectDistinct({ id: auditEntries.actorId, job: auditEntries.actorJob, name: auditEntries.actorName })
    .from(auditEntries)
    .orderBy(asc(auditEntries.actorName));
}
