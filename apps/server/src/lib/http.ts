import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
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
 * A GET whose answer depends only on its route, parameters, query and the given tables (never on
 * who asks): kept in memory until one of those tables changes (lib/read-cache.ts).
 */
export function cachedRead<T>(deps: ServiceDeps, req: FastifyRequest, tables: readonly AnnouncedTable[], load: () => Promise<T>): Promise<T> {
  const key = `${req.routeOptions.url} ${JSON.stringify(req.params)} ${JSON.stringify(req.query)}`;
  return deps.cache.read(key, tables, load);
}
