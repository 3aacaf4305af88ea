import { and, count, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobAlerts, jobRuns, outbox, players } from '../../db/schema';

/**
 * Claims a job's run for its slot (decision 023): the unique index lets one process of several
 * record (and so run) it; null when another one already did.
 */
export async function claimRun(db: DbOrTx, values: { job: string; slot: Date; manual: boolean; startedAt: Date; process: string }) {
  const [row] = await db.insert(jobRuns).values(values).onConflictDoNothing().returning({ id: jobRuns.id });
  return row?.id ?? null;
}

export async function finishRun(db: DbOrTx, id: number, values: { finishedAt: Date; outcome: 'ok' | 'failed'; durationMs: number; error: string | null }) {
  await db.update(jobRuns).set(values).where(eq(jobRuns.id, id));
}

/** The last run of each job (manual or scheduled). */
export async function lastRuns(db: DbOrTx) {
  const rows = await db.execute(sql`
    select distinct on (job) job, started_at, finished_at, outcome, duration_ms, error, process, manual
    from job_runs order by job, started_at desc, id desc`);
  return (rows as unknown as { rows: LastRunRow[] }).rows;
}
type LastRunRow = {
  job: string;
  started_at: string | Date;
  finished_at: string | Date | null;
  outcome: string;
  duration_ms: number | null;
  error: string | null;
  process: string;
  manual: boolean;
};

/** The last scheduled run of a job: when the next one is due is counted from it. */
export async function lastScheduledStart(db: DbOrTx, job: string) {
  const [row] = await db
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.manual, false)))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** Runs older than `before` are dropped: the page shows the last one, the table stays small. */
export async function pruneRuns(db: DbOrTx, job: string, before: Date) {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.startedAt, before)));
}

/** Notifications waiting for delivery (due and not delivered): the outbox job's backlog. */
export async function outboxBacklog(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), lte(outbox.availableAt, now)));
  return row?.n ?? 0;
}

/** Raises an alert once: true only for the first caller with this key, across processes. */
export async function raiseOnce(db: DbOrTx, key: string, at: Date) {
  const rows = await db.insert(jobAlerts).values({ key, createdAt: at }).onConflictDoNothing().returning({ key: jobAlerts.key });
  return rows.length > 0;
}

export async function playerName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: players.name }).from(players).where(eq(players.id, id));
  return row?.name;
}
