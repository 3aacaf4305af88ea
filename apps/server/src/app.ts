import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LEAGUE_TZ } from '@superliga/league';
import { DEFAULT_LEGACY_MYSQL_URL, DEFAULT_SESSION_IDLE_DAYS } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { ServiceDeps } from './lib/context';
import type { App } from './lib/http';
import { ReadCache } from './lib/read-cache';
import { requestScopedDb } from './lib/request-tx';
import { accessPlugin, API_DOCS_PREFIX } from './plugins/access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticWebPlugin } from './plugins/static-web';
import { features } from './features';

export interface BuildAppOptions {
  database: Database;
  clock?: Clock;
  config?: Partial<ServiceDeps['config']>;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; omitted in API tests. */
  webDist?: string;
  loginLimits?: { perIp: number; perEmail: number; windowMs: number };
  /** The assistant's per-user rate limit and provider timeout (defaults in chatbot.routes.ts). */
  chatbot?: { max: number; windowMs: number; timeoutMs: number };
  /** Deliver notifications in the background (default); API tests deliver when they choose. */
  outboxWorker?: boolean;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const cache = new ReadCache(options.database);
  await cache.start();
  app.addHook('onClose', () => cache.close());
  const deps: ServiceDeps = {
    // Inside a request holding an Idempotency-Key this is that request's transaction (decision 007).
    db: requestScopedDb(options.database.db),
    database: options.database,
    clock: options.clock ?? systemClock,
    cache,
    config: { LEAGUE_TZ: DEFAULT_LEAGUE_TZ, SESSION_IDLE_DAYS: DEFAULT_SESSION_IDLE_DAYS, LEGACY_MYSQL_URL: DEFAULT_LEGACY_MYSQL_URL, ...options.config },
  };
  app.decorate('deps', deps);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Superliga API', version: '0.1.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(accessPlugin, { deps });
  // After the access plugin, which gives the document's routes their rule.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    uiConfig: {
      // Runs in the browser (serialized into the page's script): the document and "Try it out"
      // calls carry the token the web app keeps for its session; only an Admin's gets the document.
      // Its text is all the browser gets: no outside names (the key is TOKEN_STORAGE_KEY's value).
      requestInterceptor: (request) => {
        const token = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('ACCESS_TOKEN');
        if (token && !request.headers.Authorization) request.headers.Authorization = `Bearer ${token}`;
        return request;
      },
    },
  });
  await app.register(idempotencyPlugin, { db: options.database.db, clock: deps.clock });

  const loginLimits = options.loginLimits ?? { perIp: 30, perEmail: 10, windowMs: 5 * 60_000 };
  await app.register(
    async (api) => {
      for (const feature of features) await api.register(feature as never, { deps, loginLimits, chatbot: options.chatbot, outboxWorker: options.outboxWorker });
    },
    { prefix: '/api' },
  );
  await app.register(staticWebPlugin, { webDist: options.webDist });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServiceDeps;
  }
}
