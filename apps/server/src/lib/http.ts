import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/access';
import type { ServiceContext, ServiceDeps } from './context';
import type { AnnouncedTable } from './read-cache';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface FeatureOptions {
  deps: ServiceDeps;
}

/** The service context of a request: the deps plus the authenticated actor. */
export const contextOf = (deps: ServiceDeps, req: FastifyRequest): ServiceContext => ({ ...deps, actor: actorOf(req) });

/**
 * Answers a GET whose body depends only on its route, parameters, query and the given tables
 * (never on who asks). The body is kept in memory already serialized until one of those tables
 * changes (lib/read-cache.ts): a hit costs no query and no JSON encoding. It is serialized by the
 * route's response schema (`reply.serialize`), like any other answer: a string is sent as it is.
 */
export async function sendCached(deps: ServiceDeps, req: FastifyRequest, reply: FastifyReply, tables: readonly AnnouncedTable[], load: () => Promise<unknown>) {
  const key = `${req.routeOptions.url} ${JSON.stringify(req.params)} ${JSON.stringify(req.query)}`;
  const json = await deps.cache.read(key, tables, async () => reply.serialize(await load()) as string);
  // A string with a JSON content type is sent as it is.
  return reply.type('application/json; charset=utf-8').send(json);
}
