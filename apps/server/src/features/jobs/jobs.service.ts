import { hostname } from 'node:os';
import {
  formatLeagueTime,
  isLate,
  isRoundStuck,
  JOB_LABELS,
  JOBS_MSG,
  jobSlot,
  lagSeconds,
  nextSlot,
  type JobName,
  type JobOutcome,
  type JobStatus,
} from '@superliga/league';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { dueRounds } from '../../market/clause-rounds/queries';
import { announce } from '../notifications/discord.service';
import { notify } from '../notifications/notifications.service';
import { staffUserIds } from '../users/users.service';
import { jobNamed, JOBS, MARKET_EVERY_MS, type JobDefinition, type JobErrorSink } from './job-registry';
import * as repo from './jobs.repository';

/** This process, as 'Tareas' names who ran a job. */
const PROCESS = `${hostname()}:${process.pid}`;
/** Runs are kept this long (the page shows the last one). */
const KEEP_MS = 7 * 24 * 3_600_000;

export type RunResult = { ran: false } | { ran: true; outcome: 'ok' | 'failed'; error: string | null };

/**
 * Runs a job once for its slot (decision 023): the claim in job_runs lets one process of several
 * run it and record the start, the end, the outcome, the duration and the error. A scheduled run
 * takes the interval's slot; a manual one ("run now") its own instant, so a replay of the same
 * click is the same run.
 */
export async function runJob(deps: ServiceDeps, job: JobDefinition, options: { manual?: boolean; onError?: JobErrorSink } = {}): Promise<RunResult> {
  const startedAt = deps.clock.now();
  const manual = options.manual ?? false;
  const slot = manual ? startedAt : jobSlot(startedAt, job.intervalMs(deps));
  const id = await repo.claimRun(deps.db, { job: job.name, slot, manual, startedAt, process: PROCESS });
  if (id === null) return { ran: false };
  let error: string | null = null;
  // Wall time for the duration: the injected clock may stand still in tests.
  const t0 = performance.now();
  try {
    await job.run(deps, options.onError ?? (() => {}));
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    options.onError?.(err);
  }
  const outcome = error === null ? 'ok' : 'failed';
  await repo.finishRun(deps.db, id, { finishedAt: deps.clock.now(), outcome, durationMs: Math.round(performance.now() - t0), error });
  await repo.pruneRuns(deps.db, job.name, new Date(startedAt.getTime() - KEEP_MS));
  return { ran: true, outcome, error };
}

/**
 * The market clock's tick: each market job once per slot across processes (clause rounds at the
 * reveal, auctions at their end, unbid auctions closed 'deserted', transfers whose objection window
 * passed), then the stuck-round alert.
 */
export async function runMarketJobs(deps: ServiceDeps, onError: JobErrorSink) {
  for (const job of JOBS.filter((j) => j.market)) await runJob(deps, job, { onError });
  await alertStuckRounds(deps);
}

/**
 * A clock for scheduled work: runs `work` now (a server that was down when it came due catches up
 * on start) and then every `intervalMs` (0: never again), one run at a time (a tick while the last
 * run goes on is skipped); `stop` waits for the run under way.
 */
export function startClock(work: () => Promise<unknown>, intervalMs: number, onError: JobErrorSink) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return running;
    busy = true;
    running = work()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const first = tick();
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return {
    first,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/**
 * The market clock (decision 023), reading time from the injected clock. Every process runs it;
 * each job still runs once per slot across processes, and each round and auction is decided once
 * (conditional updates).
 */
export function startMarketScheduler(deps: ServiceDeps, options: { intervalMs: number; onError?: JobErrorSink }) {
  const onError = options.onError ?? (() => {});
  return startClock(() => runMarketJobs(deps, onError), options.intervalMs, onError);
}

/**
 * The outbox's sweep for 'Tareas' (decision 023): the worker delivers on events as soon as a notice
 * is written, but its turns are not runs of the job; this clock runs the job once per slot across
 * processes, so 'Tareas' shows when notices were last delivered and whether that went well, not
 * "Nunca" on a server that delivers all day. With `repeat` false, only the first run.
 */
export function startOutboxSweep(deps: ServiceDeps, options: { repeat: boolean; onError?: JobErrorSink }) {
  const onError = options.onError ?? (() => {});
  const job = jobNamed('outbox');
  return startClock(() => runJob(deps, job, { onError }), options.repeat ? job.intervalMs(deps) : 0, onError);
}

/** `GET /jobs` (Admin): per job its last run, next run, whether it is late and its backlog. */
export async function listJobs(deps: ServiceDeps): Promise<{ data: JobStatus[] }> {
  const now = deps.clock.now();
  const last = await repo.lastRuns(deps.db);
  const data = await Promise.all(
    JOBS.map(async (job) => {
      const run = last.find((r) => r.job === job.name);
      const interval = job.intervalMs(deps);
      const next = nextSlot(await repo.lastScheduledStart(deps.db, job.name), now, interval);
      return {
        name: job.name,
        label: JOB_LABELS[job.name],
        last_run: run
          ? {
              started_at: new Date(run.started_at).toISOString(),
              finished_at: run.finished_at ? new Date(run.finished_at).toISOString() : null,
              outcome: run.outcome as JobOutcome,
              duration_ms: run.duration_ms,
              error: run.error,
              process: run.process,
              manual: run.manual,
            }
          : null,
        next_run: next.toISOString(),
        // Late: a whole interval past its next slot and no process ran it.
        late: isLate(next, now, interval),
        backlog: await job.backlog(deps),
      };
    }),
  );
  return { data };
}

/** `POST /jobs/{name}/run` (Admin): runs the job now, audited; a failure is answered with its error. */
export async function runJobNow(ctx: ServiceContext, name: JobName) {
  const job = jobNamed(name);
  const result = await runJob(ctx, job, { manual: true });
  if (!result.ran) throw refuse('job.already_running');
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    kind: 'job.run_now',
    at: ctx.clock.now(),
    reference: `job:${name}`,
    after: { outcome: result.outcome, error: result.error },
  });
  return { message: result.outcome === 'ok' ? JOBS_MSG.ran(JOB_LABELS[name]) : JOBS_MSG.failedRun(JOB_LABELS[name], result.error ?? '') };
}

/** `/api/health`: how late the market clock is (0 on time) and the notifications waiting in the outbox. */
export async function schedulerHealth(deps: ServiceDeps) {
  const now = deps.clock.now();
  const last = await repo.lastScheduledStart(deps.db, 'clause-rounds');
  const next = last ? nextSlot(last, now, MARKET_EVERY_MS) : null;
  return {
    scheduler: { lag_seconds: lagSeconds(next, now), last_run_at: last ? last.toISOString() : null },
    outbox_backlog: await repo.outboxBacklog(deps.db, now),
  };
}

/**
 * A due clause round still unresolved some minutes after it came due (STUCK_ROUND_MINUTES) tells
 * the Admins once (the bell) and the league's Discord (via the outbox), whichever process sees it first.
 */
export async function alertStuckRounds(deps: ServiceDeps) {
  const now = deps.clock.now();
  for (const round of await dueRounds(deps)) {
    const dueAt = round.extendedUntil ?? round.revealAt;
    if (!isRoundStuck(dueAt, now)) continue;
    await deps.db.transaction(async (tx) => {
      if (!(await repo.raiseOnce(tx, `clause-round:${round.playerId}@${round.revealKey}`, now))) return;
      const player = await playerName(tx, round.playerId);
      const body = JOBS_MSG.stuckRound(player, formatLeagueTime(dueAt, deps.config.LEAGUE_TZ));
      const admins = await staffUserIds(tx, ['Admin']);
      await notify(
        tx,
        deps,
        admins.map((userId) => ({
          userId,
          text: { kind: 'clause_round.ended' as const, title: JOBS_MSG.stuckRoundTitle, body, link: JOBS_MSG.stuckRoundLink },
        })),
      );
      await announce(tx, deps, 'job.stuck', body);
    });
  }
}

const playerName = async (tx: Parameters<typeof repo.raiseOnce>[0], id: number) => (await repo.playerName(tx, id)) ?? `#${id}`;
