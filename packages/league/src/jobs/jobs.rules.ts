/**
 * Scheduling rules of the server's jobs (decision 023). A job runs once per slot: the interval's
 * multiple its run falls in, so of several processes ticking in the same interval one runs it.
 */
export function jobSlot(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/** The slot after the one a run took: when the job runs next (a process ticks in it). */
export function nextSlot(lastStartedAt: Date | null, now: Date, intervalMs: number): Date {
  if (!lastStartedAt) return jobSlot(now, intervalMs);
  return new Date(jobSlot(lastStartedAt, intervalMs).getTime() + intervalMs);
}

/** Late: its next run should have started more than `graceMs` ago (no process ran it). */
export function isLate(nextRun: Date | null, now: Date, graceMs: number): boolean {
  return nextRun !== null && now.getTime() - nextRun.getTime() > graceMs;
}

/** Whole seconds a job is overdue, 0 when on time. */
export function lagSeconds(nextRun: Date | null, now: Date): number {
  if (!nextRun) return 0;
  return Math.max(0, Math.floor((now.getTime() - nextRun.getTime()) / 1000));
}

/** A due clause round left unresolved this long is reported to the Admin (once per round). */
export const STUCK_ROUND_MINUTES = 10;
export function isRoundStuck(dueAt: Date, now: Date, minutes = STUCK_ROUND_MINUTES): boolean {
  return now.getTime() - dueAt.getTime() > minutes * 60_000;
}
