import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LEAGUE_TZ } from '@superliga/league';
import {
  DEFAULT_BACKUP_KEEP_DAYS,
  DEFAULT_LEGACY_MYSQL_URL,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_SESSION_IDLE_DAYS,
  DEFAULT_SESSION_MAX_DAYS,
} from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { ServiceDeps } from './lib/context';
import type { App } from './lib/http';
import { OneLinePerRequest } from './lib/log';
import { ReadCache } from './lib/read-cache';
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
  /** The assistant's per-user rate limit and provider timeout (defaults in assistant.routes.ts). */
  assistant?: { max: number; windowMs: number; timeoutMs: number };
  /** Deliver notifications in the background (default); API tests deliver when they choose. */
  outboxWorker?: boolean;
  /** How often an open event stream is pinged and its session checked (default 15 s). */
  liveEvents?: { heartbeatMs?: number };
  /** Milliseconds a client has to send a whole request (REQUEST_TIMEOUT_SECONDS); then 408. */
  requestTimeoutMs?: number;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions) {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request instead of Fastify's two (decision 020).
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Fastify turns Node's request timeout off: a body sent a byte at a time held its connection
    // forever. Node 20 cut such a request only with headersTimeout set to the same deadline, and
    // checks every connectionsCheckingInterval (30 s by default), so the check runs more often
    // for the deadline to mean something (decision 015). Answered 408 by Fastify.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(requestTimeout / 4))),
    },
    genReqId: () => crypto.randomUUID(),
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const cache = new ReadCache(options.database);
  await cache.start();
  app.addHook('onClose', () => cache.close());
  const deps: ServiceDeps = {
    // The database itself: a keyed request's handler gets its unit of work's transaction through
    // contextOf (docs/decisions/043-the-unit-of-work.md).
    db: options.database.db,
    database: options.database,
    clock: options.clock ?? systemClock,
    cache,
    config: {
      LEAGUE_TZ: DEFAULT_LEAGUE_TZ,
      SESSION_IDLE_DAYS: DEFAULT_SESSION_IDLE_DAYS,
      SESSION_MAX_DAYS: DEFAULT_SESSION_MAX_DAYS,
      // The server passes BACKUP_DIR from its configuration; an app built by a test writes to a temporary folder.
      BACKUP_DIR: join(tmpdir(), `superliga-backups-${process.pid}`),
      BACKUP_KEEP_DAYS: DEFAULT_BACKUP_KEEP_DAYS,
      LEGACY_MYSQL_URL: DEFAULT_LEGACY_MYSQL_URL,
      ...options.config,
    },
  };
  app.decorate('deps', deps);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register((await import('./plugins/compress-answers')).compressAnswersPlugin);
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
  await app.register(idempotencyPlugin, { database: options.database, clock: deps.clock });

  const loginLimits = options.loginLimits ?? { perIp: 30, perEmail: 10, windowMs: 5 * 60_000 };
  await app.register(
    async (api) => {
      for (const feature of features)
        await api.register(feature as never, {
          deps,
          loginLimits,
          assistant: options.assistant,
          outboxWorker: options.outboxWorker,
          liveEvents: options.liveEvents,
        });
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
