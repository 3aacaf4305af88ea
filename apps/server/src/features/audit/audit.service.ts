import { AUDIT_CSV_COLUMNS, AUDIT_KIND_LABELS, pageMeta, type AuditEntry, type AuditKind, type AuditListQuery, type MyAuditQuery } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { csvField } from '../../lib/csv';
import * as repo from './audit.repository';

/** Other features write their entries through here, with their own transaction (docs/decisions/022-audit-log.md). */
export { auditActorOf, recordAudit, type AuditActor } from './audit.repository';

/**
 * The fields that differ between two states of a thing, before and after (compared as JSON, so a
 * list or a date compares by value); undefined when nothing changed, and then no entry is written.
 */
export function changedFields<T extends Record<string, unknown>>(was: T, now: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = (Object.keys(now) as (keyof T)[]).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
  if (!keys.length) return undefined;
  const pick = (state: T) => Object.fromEntries(keys.map((k) => [k, state[k]])) as Partial<T>;
  return { before: pick(was), after: pick(now) };
}

function present(row: repo.AuditEntryRow): AuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor: { id: e.actorId, name: e.actorName, job: e.actorJob },
    kind: e.kind,
    user_id: e.userId,
    user: e.userId !== null && row.userName !== null ? { id: e.userId, name: row.userName } : null,
    team_id: e.teamId,
    team: e.teamId !== null && row.teamName !== null ? { id: e.teamId, name: row.teamName } : null,
    season_id: e.seasonId,
    reference: e.reference,
    before: e.before ?? null,
    after: e.after ?? null,
    reason: e.reason,
  };
}

async function page(ctx: ServiceContext, filter: repo.AuditFilter, query: { page: number; per_page: number; all: boolean }) {
  if (query.all) return { data: (await repo.listAuditEntries(ctx.db, filter)).map(present) };
  const [rows, total] = await Promise.all([
    repo.listAuditEntries(ctx.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countAuditEntries(ctx.db, filter),
  ]);
  return { data: rows.map(present), meta: pageMeta(total, query.page, query.per_page) };
}

const filterOf = (query: AuditListQuery): repo.AuditFilter => ({ actor: query.actor, kind: query.kind, user: query.user, season: query.season });

/** `GET /audit` (Admin): the whole log, filtered, newest first (docs/decisions/022-audit-log.md). */
export const listAudit = (ctx: ServiceContext, query: AuditListQuery) => page(ctx, filterOf(query), query);

/**
 * `GET /audit/mine`: the entries that touch the reader — naming him, his team, or an operation
 * that moved his money. Nobody reads another manager's entries through it: the reader is the token's user.
 */
export const myAudit = (ctx: ServiceContext, query: MyAuditQuery) => page(ctx, { touching: ctx.actor.id, season: query.season }, query);

/** `GET /audit/actors` (Admin): who appears in the log, as the screen's filter offers them. */
export async function auditActors(ctx: ServiceContext) {
  const rows = await repo.auditActors(ctx.db);
  const seen = new Map<string, string>();
  for (const r of rows) {
    const value = r.job ?? (r.id !== null ? String(r.id) : null);
    if (value && !seen.has(value)) seen.set(value, r.job ? `${r.name} (${r.job})` : r.name);
  }
  return { data: [...seen].map(([value, name]) => ({ value, name })) };
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** `GET /audit.csv` (Admin): the filtered log as CSV, with the compliance report's guard against formulas (decision 015). */
export async function auditCsv(ctx: ServiceContext, query: AuditListQuery) {
  const rows = (await repo.listAuditEntries(ctx.db, filterOf(query))).map(present);
  const lines = rows.map((e) => [
    e.at,
    e.actor.job ? `${e.actor.name} (${e.actor.job})` : e.actor.name,
    AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind,
    e.user?.name ?? '',
    e.team?.name ?? '',
    e.season_id,
    e.reference,
    json(e.before),
    json(e.after),
    e.reason,
  ]);
  return '\uFEFF' + [AUDIT_CSV_COLUMNS, ...lines].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
