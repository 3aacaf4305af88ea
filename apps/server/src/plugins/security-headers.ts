import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers' settings: helmet's defaults with the web app's content security policy. */
export const SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
    },
  },
};

/**
 * The headers helmet sets with `options`, computed once. With static directives (no nonce
 * functions) they depend on nothing of the request, so every answer can carry the same set.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options as HelmetOptions)({} as IncomingMessage, res as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

/**
 * Helmet's security headers on every answer (API, web files, 404s). @fastify/helmet builds
 * helmet's middleware again on every request (re-parsing the policy): about 45 µs of CPU per
 * request, more than everything else our stack adds to a read (bench/results/profile.md,
 * docs/decisions/010). The headers are the same each time, so they are computed once at start and
 * copied onto each reply; a route may still set its own (the API docs page sets its own policy).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { options?: Readonly<HelmetOptions> } = {}) => {
  const headers = Object.entries(helmetHeaders(opts.options ?? SECURITY_HEADERS));
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
});
