import type { JobName } from '@superliga/league';
import type { ServiceDeps } from '../../lib/context';
import { closeUnbidAuctions } from '../../market/auctions/commands/close-unbid-auctions';
import { settleEndedAuctions } from '../../market/auctions/commands/settle-auction';
import { dueDeserted, dueSettlements } from '../../market/auctions/queries';
import { runScheduledBackup, scheduledBackupDue } from '../backups/backups.service';
import { resolveDueRounds } from '../../market/clause-rounds/commands/resolve-clause-round';
import { dueRounds } from '../../market/clause-rounds/queries';
import { confirmDueReports, dueReports } from '../competition/results.service';
import { deliverDueNotices } from '../notifications/notifications.service';
import { dueReminders, sendDueReminders } from '../reminders/reminders.service';
import { consentDueTransfers } from '../../market/transfers/commands/consent-due-transfers';
import { countDueConsents } from '../../market/transfers/queries';
import { outboxBacklog } from './jobs.repository';

/** How often the market clock ticks (main.ts) and so the slot of each market job. */
export const MARKET_EVERY_MS = 30_000;
/** How often processes look whether the scheduled backup is due (backup-scheduler.ts). */
const BACKUP_CHECK_EVERY_MS = 10 * 60_000;
/** The outbox worker delivers on events and polls; the sweep (startOutboxSweep) records a run by the minute for 'Tareas'. */
const OUTBOX_EVERY_MS = 60_000;

export type JobErrorSink = (err: unknown) => void;

/**
 * One scheduled job (decision 023): its name and Spanish label (JOB_LABELS), its interval (its
 * slot, and when it runs next), its backlog (due and not done) and the work. A new job (results
 * auto-confirmation, reminders) is one entry here plus its name in JOB_NAMES.
 */
export interface JobDefinition {
  name: JobName;
  intervalMs: (deps: ServiceDeps) => number;
  backlog: (deps: ServiceDeps) => Promise<number>;
  /** The work; errors of single items go to `onError` (the run still counts as ok), a thrown error fails the run. */
  run: (deps: ServiceDeps, onError: JobErrorSink) => Promise<unknown>;
  /** Run by the market clock's tick (the others have schedulers of their own). */
  market?: boolean;
}

const backupHours = (deps: ServiceDeps) => deps.config.BACKUP_EVERY_HOURS ?? 24;

export const JOBS: readonly JobDefinition[] = [
  {
    name: 'clause-rounds',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: async (deps) => (await dueRounds(deps)).length,
    run: (deps, onError) => resolveDueRounds(deps, onError),
  },
  {
    name: 'auction-ends',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: async (deps) => (await dueSettlements(deps)).length,
    run: (deps, onError) => settleEndedAuctions(deps, onError),
  },
  {
    name: 'deserted-auctions',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: async (deps) => (await dueDeserted(deps)).length,
    run: (deps, onError) => closeUnbidAuctions(deps, onError),
  },
  {
    name: 'transfer-consents',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: (deps) => countDueConsents(deps),
    run: (deps, onError) => consentDueTransfers(deps, onError),
  },
  {
    name: 'result-confirmations',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: async (deps) => (await dueReports(deps)).length,
    run: (deps, onError) => confirmDueReports(deps, onError),
  },
  {
    name: 'deadline-reminders',
    market: true,
    intervalMs: () => MARKET_EVERY_MS,
    backlog: async (deps) => (await dueReminders(deps)).length,
    run: (deps, onError) => sendDueReminders(deps, onError),
  },
  {
    name: 'backups',
    intervalMs: (deps) => Math.min(BACKUP_CHECK_EVERY_MS, backupHours(deps) * 3_600_000),
    backlog: async (deps) => ((await scheduledBackupDue(deps.db, deps.clock.now(), backupHours(deps))) ? 1 : 0),
    run: (deps) => runScheduledBackup(deps, backupHours(deps)),
  },
  {
    name: 'outbox',
    intervalMs: () => OUTBOX_EVERY_MS,
    backlog: (deps) => outboxBacklog(deps.db, deps.clock.now()),
    run: (deps) => deliverDueNotices(deps),
  },
];

export const jobNamed = (name: JobName) => JOBS.find((j) => j.name === name)!;
