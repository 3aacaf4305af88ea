import type { Role } from '@superliga/league';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from './clock';
import type { ReadCache } from './read-cache';

export interface Actor {
  id: number;
  name: string;
  rol: Role;
  tokenId: number;
}

/** What every service gets: the database, the clock, the league's settings. */
export interface ServiceDeps {
  db: Db;
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
 * end): id 0, recorded as decided by no user.
 */
export const SERVER_ACTOR: Actor = { id: 0, name: 'Servidor', rol: 'Admin', tokenId: 0 };
export const actingUserId = (actor: Actor) => (actor.id > 0 ? actor.id : null);
