import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows, type Permission } from '@superliga/league';
import { authenticateToken } from '../features/accounts/accounts.service';
import type { Actor, ServiceDeps } from '../lib/context';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Who may call a route: an entry of PERMISSIONS (packages/league, the one table of who may do
 * what). Every /api route must declare one: registration fails otherwise, so a route can never be
 * open by omission. Ownership rules (own team, own offer) live in services.
 */
export type Access = Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, as registered (the authorization matrix reads it). */
    routeAccess: { method: string; url: string; access: Access }[];
  }
}

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The API description is for Admin only (docs/decisions/006-hardening-for-many-processes.md). The Swagger UI
 * page and its scripts are the library's own files and say nothing about this API, so they load
 * for anybody; the document (`/api/docs/json`, `/yaml`) needs an Admin token, which the page's
 * script sends from the web app's session (app.ts, requestInterceptor).
 */
function apiDocsAccess(url: string): Access {
  return url === `${API_DOCS_PREFIX}/json` || url === `${API_DOCS_PREFIX}/yaml` ? { roles: ['Admin'] } : 'public';
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  // Only the header: the events stream is read with fetch, so a token never sits in a URL
  // (URLs end up in logs, history and proxies).
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The authenticated actor of a route declared 'user' or with roles (set by the access hook). */
/** The request's actor: lives in lib/http.ts (lib never imports plugins); named here for the routes that read it with the token. */
export { actorOf } from '../lib/http';

export const accessPlugin = fp(async (app: FastifyInstance, opts: { deps: ServiceDeps }) => {
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...(route.config ?? {}), access: apiDocsAccess(route.url) };
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    // The contract (spec DECISIONS, 'The API contract'; decision 017): every answer is serialised through a schema from packages/league,
    // which also documents it at /api/docs. A route without one never registers.
    if (!route.schema?.response) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access: route.config.access });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(req);
    if (access === 'public') {
      // Public routes still know who is asking when a valid token comes along.
      if (token) req.actor = (await authenticateToken(opts.deps, token)) ?? undefined;
      return;
    }
    const actor = token ? await authenticateToken(opts.deps, token) : null;
    if (!actor) throw unauthorized();
    req.actor = actor;
    if (!allows(access, actor.rol)) throw forbidden();
  });
});
