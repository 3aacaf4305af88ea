import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TEXTS, IDEMPOTENCY_TTL_MS } from '@superliga/league';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { fieldError } from '../lib/errors';
import { runUnitOfWork, type Answer, type UnitOutcome } from '../market/unit-of-work';
import { purgeExpiredKeys, type KeyClaim, type StoredAnswer } from './idempotency.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something or moves money: it honours the Idempotency-Key header (decision 007). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: HeldKey;
  }
  interface FastifyInstance {
    /** 'METHOD /url' of every route declared idempotent (the tests check the list is complete). */
    idempotentRoutes: string[];
  }
}

/** A key this request holds: its unit of work waits for the answer, then stores it and commits. */
interface HeldKey {
  settle(answer: Answer | null): void;
  finished: Promise<UnitOutcome>;
  settled: boolean;
}

const HEADER = 'idempotency-key';
/** Expired keys are swept at most this often per process, by the first keyed request after. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** JSON with object keys sorted, so a retry that orders its fields differently is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Same route, parameters and body: the request a key was first used for. */
function fingerprintOf(req: FastifyRequest): string {
  return createHash('sha256')
    .update(canonicalJson([req.method, req.routeOptions.url, req.params ?? null, req.body ?? null]))
    .digest('hex');
}

function replay(reply: FastifyReply, stored: StoredAnswer) {
  reply.status(stored.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(stored.body);
}

/**
 * Idempotency-Key for routes declared `config: { idempotent: true }` (decision 007). A request
 * with a key runs as one unit of work (market/unit-of-work.ts, docs/decisions/043-the-unit-of-work.md):
 * its transaction first inserts the key row (user, key); the handler gets that transaction through
 * its service context (`req.unit`, read by `contextOf`), and the answer is written to the row
 * before the commit. So the effect and the answer commit together or not at all, and a repeat —
 * at the same moment, on another process, or a day later — finds the row and gets the same status
 * and body without running again. Answers of 5xx are not kept (rolled back: a retry runs afresh).
 * Requests without the header work exactly as before.
 *
 * The unit spans hooks because the answer to store is the serialized body, which exists only once
 * Fastify has serialized the handler's reply (onSend): the preHandler opens the unit, whose command
 * is "let the handler run, then wait for what onSend hands over"; onSend settles it and awaits the
 * commit before the answer leaves.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { database: Database; clock: Clock }) => {
  let lastPurge = 0;
  const idempotentRoutes: string[] = [];
  app.decorate('idempotentRoutes', idempotentRoutes);
  // The hooks go on the idempotent routes only (first among their own hooks, where app-wide
  // hooks would run): the reads, nearly every request, do not pay three hook calls for nothing.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    for (const method of [route.method].flat()) idempotentRoutes.push(`${method} ${route.url}`);
    route.preHandler = [claimKeyHook, ...[route.preHandler ?? []].flat()] as typeof route.preHandler;
    route.onSend = [settleHook, ...[route.onSend ?? []].flat()] as typeof route.onSend;
    route.onResponse = [abandonedHook, ...[route.onResponse ?? []].flat()] as typeof route.onResponse;
  });

  function claimKeyHook(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (!req.actor) return done();
    const header = req.headers[HEADER];
    if (header === undefined) return done();
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) return done(fieldError('Idempotency-Key', IDEMPOTENCY_TEXTS.invalidKey));

    const now = opts.clock.now();
    const claim: KeyClaim = {
      userId: req.actor.id,
      key: header,
      fingerprint: fingerprintOf(req),
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    };
    let settle!: (answer: Answer | null) => void;
    const answer = new Promise<Answer | null>((resolve) => (settle = resolve));
    const held: HeldKey = { settle, finished: undefined as never, settled: false };

    held.finished = (async () => {
      if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await purgeExpiredKeys(opts.database.db, now);
      }
      return runUnitOfWork(opts.database, claim, (unit) => {
        // The rest of the request (route hooks, handler, services) runs with this unit.
        req.unit = unit;
        req.idempotency = held;
        done();
        return answer;
      });
    })();

    held.finished.then(
      (outcome) => {
        if (outcome.kind !== 'replay') return; // the onSend hook answered for the unit it ran
        if (outcome.stored.fingerprint !== claim.fingerprint) return done(fieldError('Idempotency-Key', IDEMPOTENCY_TEXTS.keyReused));
        replay(reply, outcome.stored);
      },
      (err: unknown) => {
        if (req.idempotency) return; // the onSend hook awaits `finished` and answers for it
        done(err as Error);
      },
    );
  }

  async function settleHook(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = req.idempotency;
    if (!held || held.settled) return payload;
    held.settled = true;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : undefined;
    const keep = reply.statusCode < 500 && body !== undefined;
    held.settle(keep ? { status: reply.statusCode, body: body! } : null);
    try {
      await held.finished;
    } catch (err) {
      // The answer could not be committed with the effect, so the effect did not happen either:
      // the error handler answers for it instead of the (now untrue) answer.
      if (keep) throw err;
      req.log.error({ err }, 'idempotency rollback failed');
    }
    // A success that cannot be stored (a stream) was rolled back: it must not be reported as done.
    if (!keep && reply.statusCode < 500) throw new Error('an idempotent route answered with a body that cannot be stored');
    return payload;
  }

  // A request that ends without sending (client gone) must not leave its transaction open.
  async function abandonedHook(req: FastifyRequest) {
    const held = req.idempotency;
    if (held && !held.settled) {
      held.settled = true;
      held.settle(null);
      await held.finished.catch(() => undefined);
    }
  }
});
