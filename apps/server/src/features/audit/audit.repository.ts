import type { AuditJob, AuditKind } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { SERVER_ACTOR, type Actor } from '../../lib/context';

/** Who did it: a person (the request's actor) or one of the server's scheduled jobs. */
export type AuditActor = Actor | { job: AuditJob; name: string };

/**
 * The actor of a change a staff member or one of the server's jobs may make through the same
 * service (a clause round confirms as staff would): the job is named when the server acted.
 */
export const auditActorOf = (actor: Actor, job: AuditJob): AuditActor => (actor.id === SERVER_ACTOR.id ? { job, name: actor.name } : actor);

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
