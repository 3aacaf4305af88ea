import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, paths } from '@superliga/league';

/**
 * The web build's two pages (Vite's multi-page build, docs/decisions/036-the-standard-build.md):
 * login.html, the login screen alone, at /login; index.html, the app and its router, at every
 * other path. Read once: like the assets, which @fastify/static lists at start, the build is the
 * one the server started with. A build without login.html serves the app at /login too.
 */
function pages(dist: string) {
  const app = readFileSync(join(dist, 'index.html'), 'utf8');
  const loginFile = join(dist, 'login.html');
  const login = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : app;
  return (pathname: string) => (pathname === paths.login ? login : app);
}

export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDist?: string }) => {
  const dist = opts.webDist;
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  const page = hasWeb ? pages(dist) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz next to each text file (apps/web/build/precompress.ts): sent as
      // they are, for the browsers that accept them, with no compression work per request.
      preCompressed: true,
      // Hashed assets never change; the pages must always be fresh.
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0]!;
    // A file that is not there (an asset of an older build, a mistyped icon) is a 404, not the
    // page: a browser given HTML for a script reports a MIME error instead of the missing file.
    if (pathname.startsWith('/api') || !hasWeb || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send({ code: 'notFound', message: MSG.routeNotFound });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(page!(pathname));
  });
});
