import type { ServerResponse } from 'node:http';
import { apiErrorText, ERROR_STATUS, errorSchema, PERMISSIONS } from '@superliga/league';
import { z } from 'zod';
import { closeEvents, subscribe, type LiveEvent } from '../../lib/events';
import type { App, FeatureOptions } from '../../lib/http';
import { refuse } from '../../lib/errors';
import { actorOf, bearerToken } from '../../plugins/access';
import { authenticateToken, SESSION_ENDED_EVENT } from '../accounts/accounts.service';

/** The stream is written by hand (text/event-stream frames); the schema only documents it. */
const eventStreamSchema = z.string().describe('text/event-stream: frames `event: <type>` with `data: {type, payload}`');

/** A comment line every so often keeps proxies and browsers from dropping a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Open streams one user may hold in one server process (decision 015): a tab holds one, so this
 * is a few tabs or devices. One more is refused 429 rather than closing the oldest: the web app
 * retries a dropped stream every few seconds, so closing the oldest would make the tabs close
 * each other in turn, each reconnect refetching its screen; a refused tab retries quietly and
 * gets in when another closes.
 */
export const MAX_STREAMS_PER_USER = 5;
/** Seconds a refused stream is told to wait (Retry-After). */
const STREAM_RETRY_AFTER_S = 30;

const frame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, payload: event.payload ?? null })}\n\n`;

/**
 * GET /api/events: server-sent events for the logged-in user. The web app reads it with fetch and
 * the bearer header (the token never goes in a URL). A request that does not accept
 * text/event-stream is answered at once, so API clients and tests cannot hang on it.
 *
 * A stream lives as long as its session (decision 015): when told a session of its user ended
 * (logout, a password or role change, a deactivation) it asks the database whether its own token
 * still stands, and with every heartbeat it checks the token as any request would (which also
 * ends it past the idle or the absolute lifetime). Its session gone, it ends.
 */
export default async function eventsRoutes(app: App, { deps, liveEvents }: FeatureOptions) {
  const heartbeatMs = liveEvents?.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<ServerResponse>();
  const openByUser = new Map<number, Set<ServerResponse>>();
  // Streams never end on their own: close them so the server can shut down.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
    openByUser.clear();
  });
  app.addHook('onClose', async () => closeEvents(deps.database));

  app.get(
    '/events',
    {
      config: { access: PERMISSIONS.read },
      schema: {
        tags: ['sistema'],
        hide: false,
        response: { 200: eventStreamSchema, [ERROR_STATUS.notAcceptable]: errorSchema, [ERROR_STATUS.tooManyRequests]: errorSchema },
      },
    },
    async (req, reply) => {
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        return reply.status(ERROR_STATUS.notAcceptable).send({ code: 'events.needs_stream', message: apiErrorText('events.needs_stream') });
      }
      const actor = actorOf(req);
      const token = bearerToken(req)!;
      const res = reply.raw;
      // Counted before the first await, so streams opened together cannot all pass the check.
      const mine = openByUser.get(actor.id) ?? new Set<ServerResponse>();
      if (mine.size >= MAX_STREAMS_PER_USER) {
        reply.header('retry-after', String(STREAM_RETRY_AFTER_S));
        return reply.status(ERROR_STATUS.tooManyRequests).send({ code: 'events.too_many_streams', message: apiErrorText('events.too_many_streams') });
      }
      mine.add(res);
      openByUser.set(actor.id, mine);

      let unsubscribe: (() => void) | undefined;
      // Set once the stream is open; a cleanup may come earlier (the subscription failed).
      const timer: { heartbeat?: NodeJS.Timeout } = {};
      const cleanup = () => {
        unsubscribe?.();
        unsubscribe = undefined;
        clearInterval(timer.heartbeat);
        open.delete(res);
        mine.delete(res);
        if (mine.size === 0 && openByUser.get(actor.id) === mine) openByUser.delete(actor.id);
      };
      const state = { streaming: false, sessionGone: false };
      const endUnlessSessionStands = async (fresh: boolean) => {
        if (res.writableEnded) return;
        try {
          if (await authenticateToken(deps, token, { fresh })) return;
        } catch {
          return; // the database is unreachable: the next heartbeat asks again
        }
        if (!state.streaming) state.sessionGone = true;
        else res.end();
        cleanup();
      };
      try {
        unsubscribe = await subscribe(deps, (event) => {
          if (event.userId !== undefined && event.userId !== actor.id) return;
          if (event.type === SESSION_ENDED_EVENT) return void endUnlessSessionStands(true);
          if (!res.writableEnded) res.write(frame(event));
        });
      } catch (err) {
        cleanup();
        throw err;
      }
      // The session ended while the subscription was being set up.
      if (state.sessionGone) throw refuse('account.session_ended');
      state.streaming = true;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      res.write(`retry: 3000\n: conectado\n\n`);
      timer.heartbeat = setInterval(() => {
        if (!res.writableEnded) res.write(': ping\n\n');
        void endUnlessSessionStands(false);
      }, heartbeatMs);
      req.raw.on('close', cleanup);
      res.on('close', cleanup);
    },
  );
}
