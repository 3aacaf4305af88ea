import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { ServiceDeps } from './context';
import { AppError } from './errors';

/**
 * Rate limits counted in the database (table rate_limits), so that every server process counts
 * together and a restart forgets nothing: in memory, two processes allowed twice the login
 * attempts and a restart reset them (decision 006). A fixed window per key: the first hit
 * opens it, the hits until it closes are counted. docs/decisions/006-hardening-for-many-processes.md says
 * why this is a hook of our own and not a store for @fastify/rate-limit.
 */
export interface RateLimit {
  /** Names the limit in its keys: limits never share counts. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted (an address, an email, a user id). */
  key: (req: FastifyRequest) => string;
  /** The Spanish text of the 429. */
  message: string;
}

/** One in this many hits also deletes the windows that closed (keeps the table small). */
const SWEEP_EVERY = 500;

/**
 * Counts one hit on `key` and answers the count in the current window. One statement: the
 * upsert locks the row, so hits racing from any process each count once.
 */
async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE LEAST(${rateLimits.count} + 1, 2147483647) END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (Math.random() * SWEEP_EVERY < 1) await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${now}`);
  return row!;
}

const keyOf = (limit: RateLimit, req: FastifyRequest) => `${limit.name}:${limit.key(req)}`;

/** A preHandler that answers 429 (with Retry-After) once `limit.max` hits of one key are spent. */
export function rateLimitHook(deps: Pick<ServiceDeps, 'db' | 'clock'>, limit: RateLimit) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const now = deps.clock.now();
    const { count, resetAt } = await countHit(deps.db, keyOf(limit, req), limit.windowMs, now);
    if (count <= limit.max) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))));
    throw new AppError('tooManyRequests', limit.message);
  };
}

/**
 * Forgets the hits this request's key spent: a limit that counts the attempts until one succeeds
 * (a login from one address on one account) starts again after the success.
 */
export async function forgetHits(db: Db, limit: RateLimit, req: FastifyRequest) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(limit, req)}`);
}
