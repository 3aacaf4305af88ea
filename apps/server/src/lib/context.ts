import type { AuditJob, Role } from '@superliga/league';
import type { Config } from '../config';
import type { Database, Db, Tx } from '../db/client';
import type { Clock } from './clock';
import type { LiveEvent } from './events';
import type { ReadCache } from './read-cache';

export interface Actor {
  id: number;
  name: string;
  rol: Role;
  tokenId: number;
}

/**
 * A keyed request's unit of work (market/unit-of-work.ts, docs/decisions/043-the-unit-of-work.md):
 * the one transaction its command runs in, and the events the command announces, kept until that
 * transaction commits.
 */
export interface UnitOfWork {
  readonly tx: Tx;
  /** Keeps the event for after the commit (published then, dropped on a rollback). */
  record(event: LiveEvent): void;
}

/** What every service gets: the database, the clock, the league's settings. */
export interface ServiceDeps {
  /** The database, or inside a unit of work its transaction (`unit.tx`): the handle to run on. */
  db: Db | Tx;
  /** Present while the service runs inside a unit of work: `publish` records into it. */
  unit?: UnitOfWork;
  database: Database;
  clock: Clock;
  /** Hot reads kept until their tables change (lib/read-cache.ts). */
  cache: ReadCache;
  config: Pick<
    Config,
    | 'LEAGUE_TZ'
    | 'LLM_BASE_URL'
    | 'LLM_API_KEY'
    | 'LLM_MODEL'
    | 'SESSION_IDLE_DAYS'
    | 'SESSION_MAX_DAYS'
    | 'BACKUP_DIR'
    | 'BACKUP_KEEP_DAYS'
    | 'LEGACY_MYSQL_URL'
  > &
    Partial<Pick<Config, 'OUTGOING_ALLOW_LOOPBACK' | 'PG_BIN_DIR' | 'BACKUP_EVERY_HOURS'>>;
}

export interface ServiceContext extends ServiceDeps {
  actor: Actor;
}

/**
 * The server itself acting on a schedule (clause rounds at the reveal, auctions settled at their
 * end, transfers made final): a named job, never a user nor a role. What it decides is recorded
 * as decided by no user, and audit entries name the job (docs/decisions/031-coded-errors-and-the-market-module.md).
 */
export interface SystemActor {
  kind: 'system';
  job: AuditJob;
  name: string;
}

/** Who runs a use case that both staff and a scheduled job may run (a confirmation, a closing). */
export type Acting = Actor | SystemActor;

/** The context of such a use case. */
export interface ActingContext extends ServiceDeps {
  actor: Acting;
}

export const systemActor = (job: AuditJob): SystemActor => ({ kind: 'system', job, name: 'Servidor' });
export const isSystemActor = (actor: Acting): actor is SystemActor => 'kind' in actor && actor.kind === 'system';
/** The user who acted; null for a scheduled job. */
export const actingUserId = (actor: Acting) => (isSystemActor(actor) ? null : actor.id);
