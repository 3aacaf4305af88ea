import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/access';
import type { ServiceContext, ServiceDeps } from './context';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface FeatureOptions {
  deps: ServiceDeps;
}

/** The service context of a request: the deps plus the authenticated actor. */
export const contextOf = (deps: ServiceDeps, req: FastifyRequest): ServiceContext => ({ ...deps, actor: actorOf(req) });
