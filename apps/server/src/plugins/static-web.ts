import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@superliga/league';

/**
 * Serves the built web app: files as they are, index.html for every other non-API path so the
 * client router can take over. Unknown /api paths stay JSON 404s.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDist?: string }) => {
  const dist = opts.webDist;
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz next to each text file (apps/web/vite.config.ts): sent as
      // they are, for the browsers that accept them, with no compression work per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send({ message: MSG.routeNotFound });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
