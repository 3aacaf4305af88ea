import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer travels in one packet anyway; compressing it only costs CPU. */
const MIN_BYTES = 1024;
/** The answers written whole by the server: the API's JSON and the two pages (static files come precompressed). */
const COMPRESSIBLE = /^(application\/json|text\/html)/;

/** The encoding the request accepts, brotli first; none when it names neither (or refuses both with q=0). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function compress(body: string | Buffer, encoding: 'br' | 'gzip') {
  // Brotli at quality 4: about gzip's speed with smaller output; the top qualities cost tens of
  // milliseconds on a list and are for files compressed once at build time.
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compresses the API's JSON answers and the web pages for browsers that accept it
 * (docs/decisions/044-every-screen-fast.md): over a phone's slow 4G a screen's first answers are
 * on its critical path (the squad's two answers are 97 KB and 122 KB of JSON). The built files are
 * precompressed at build time and streamed by @fastify/static, so they pass untouched, as does
 * the live event stream (written by hand, never through onSend).
 */
export const compressAnswersPlugin = fp(async (app: FastifyInstance) => {
  // Last among each route's own onSend hooks, which run after the app-wide ones: a hook that keeps
  // the answer (the Idempotency-Key's stored answer, plugins/idempotency.ts) must see it as JSON,
  // not as this request's compressed bytes, or a repeat would be sent bytes it cannot read.
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), compressAnswer] as typeof route.onSend;
  });
  // The pages are answered by the not-found handler (plugins/static-web.ts), which has no route.
  app.addHook('onSend', async (req, reply, payload) => (req.routeOptions.url === undefined ? compressAnswer(req, reply, payload) : payload));
});

async function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  // The same URL answers differently by Accept-Encoding: a cache in between must keep both.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  const body = await compress(payload, encoding);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}
