import type { ServerResponse } from 'node:http';
import { AUCTION_MSG, ERROR_STATUS, messageSchema, PERMISSIONS } from '@superliga/league';
import { z } from 'zod';
import { closeEvents, subscribe, type LiveEvent } from '../../lib/events';
import type { App, FeatureOptions } from '../../lib/http';

/** The stream is written by hand (text/event-stream frames); the schema only documents it. */
const eventStreamSchema = z.string().describe('text/event-stream: frames `event: <type>` with `data: {type, payload}`');

/** A comment line every so often keeps proxies and browsers from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;

const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, payload: event.payload ?? null })}\n\n`;

/**
 * GET /api/events: server-sent events for the logged-in user. The web app reads it with fetch and
 * the bearer header (the token never goes in a URL). A request that does not accept
 * text/event-stream is answered at once, so API clients and tests cannot hang on it.
 */
export default async function eventsRoutes(app: App, { deps }: FeatureOptions) {
  const open = new Set<ServerResponse>();
  // Streams never end on their own: close them so the server can shut down.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });
  app.addHook('onClose', async () => closeEvents(deps.database));

  app.get(
    '/events',
    {
      config: { access: PERMISSIONS.read },
      schema: { tags: ['sistema'], hide: false, response: { 200: eventStreamSchema, [ERROR_STATUS.notAcceptable]: messageSchema } },
    },
    async (req, reply) => {
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        return reply.status(ERROR_STATUS.notAcceptable).send({ message: AUCTION_MSG.eventsNeedStream });
      }
      const res = reply.raw;
      let unsubscribe: (() => void) | undefined;
      const cleanup = () => {
        unsubscribe?.();
        unsubscribe = undefined;
        // Set below before any close can reach this.
        clearInterval(heartbeat);
        open.delete(res);
      };
      const actorId = req.actor?.id;
      unsubscribe = await subscribe(deps, (event) => {
        if (event.userId !== undefined && event.userId !== actorId) return;
        if (!res.writableEnded) res.write(frame(event));
      });
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      res.write(`retry: 3000\n: conectado\n\n`);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      req.raw.on('close', cleanup);
      res.on('close', cleanup);
    },
  );
}
