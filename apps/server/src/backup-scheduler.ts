import { jobNamed } from './features/jobs/job-registry';
import { runJob, startClock } from './features/jobs/jobs.service';
import type { ServiceDeps } from './lib/context';

/** How often a process looks whether the scheduled backup is due (taking it is claimed in the database). */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * The scheduled backup every `everyHours` (decision 020): every process checks now and then
 * every ten minutes; the claim in the database lets exactly one of them take each period's
 * backup, and a server that was down when it came due takes it when it starts.
 */
export function startBackupScheduler(deps: ServiceDeps, options: { everyHours: number; repeat: boolean; onError?: (err: unknown) => void }) {
  const onError = options.onError ?? (() => {});
  if (options.everyHours <= 0) return { first: Promise.resolve(), stop: async () => {} };
  // A job of the registry (decision 023): each check is recorded once for 'Tareas', the backup itself claimed per period.
  const check = () => runJob({ ...deps, config: { ...deps.config, BACKUP_EVERY_HOURS: options.everyHours } }, jobNamed('backups'), { onError });
  return startClock(check, options.repeat ? Math.min(CHECK_EVERY_MS, options.everyHours * 3_600_000) : 0, onError);
}
