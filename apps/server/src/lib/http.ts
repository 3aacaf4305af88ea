import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor, ServiceContext, ServiceDeps, UnitOfWork } from './context';
import { unauthorized } from './errors';
import type { AnnouncedTable } from './read-cache';

/** The authenticated actor of a request (set by the access plugin); 401 without one. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface FeatureOptions {
  deps: ServiceDeps;
  /** How often an open event stream is pinged and its session checked (features/events). */
  liveEvents?: { heartbeatMs?: number };
  /** false: the outbox is delivered only when a test asks (features/notifications). */
  outboxWorker?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The unit of work a keyed request runs in (set by plugins/idempotency.ts, market/unit-of-work.ts). */
    unit?: UnitOfWork;
  }
}

/**
 * The service context of a request: the deps plus the authenticated actor. In a keyed request it
 * is where the unit of work is handed over: `db` is the unit's transaction and `unit` records the
 * events for after its commit (docs/decisions/043-the-unit-of-work.md).
 */
export const contextOf = (deps: ServiceDeps, req: FastifyRequest): ServiceContext =>
  req.unit ? { ...deps, db: req.unit.tx, unit: req.unit, actor: actorOf(req) } : { ...deps, actor: actorOf(req) };

/**
 * A GET whose body depends only on its URL (route, parameters, query as sent) and the given tables,
 * never on who asks. The body is kept in memory already serialized until one of those tables
 * changes (lib/read-cache.ts), under the URL as sent: the same URL always reads the same query, and
 * one whose query is refused never reaches `send`, so never has a body kept.
 *
 * A hit is answered in `preValidation`, after the access plugin has let the caller in and before
 * the query is parsed again or the handler runs: it costs no query parsing, no database and no
 * JSON encoding (docs/decisions/003-read-cache.md; the players list's query has a dozen market
 * filters to parse). A route may still answer some requests uncached (one that depends on who
 * asks): those never call `send`, so never find a body here.
 */
export function cachedRead(deps: ServiceDeps, tables: readonly AnnouncedTable[]) {
  const keyOf = (req: FastifyRequest) => `GET ${req.url}`;
  return {
    preValidation: async (req: FastifyRequest, reply: FastifyReply) => {
      const json = deps.cache.peek(keyOf(req), tables);
      if (json !== undefined) return reply.type(JSON_TYPE).send(json);
    },
    /** Answers with the kept body, or with `load`'s, serialized by the route's declared 200 schema and kept. */
    send: async (req: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) => {
      const json = await deps.cache.read(keyOf(req), tables, async () => serializeAsDeclared(req, await load()));
      // A string with a JSON content type is sent as it is.
      return reply.type(JSON_TYPE).send(json);
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A string reply skips Fastify's serializer, so a cached body is encoded here through the route's
 * declared 200 schema, exactly as an uncached answer would be (same checks, same fields).
 */
function serializeAsDeclared(req: FastifyRequest, body: unknown): string {
  const schema = (req.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (!schema) return JSON.stringify(body);
  return serializerCompiler({ schema: schema as never, method: req.method, url: req.routeOptions.url ?? req.url, httpStatus: '200' })(body);
}
