import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { bootstrap } from '../../db/seed/bootstrap';
import { publish } from '../../lib/events';
import { TestClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createTeam, createPlayer, createUser } from '../../../test/factories';

type Server = Awaited<ReturnType<typeof buildApp>>;

async function listen(app: Server) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens the SSE stream like the web app does (fetch + bearer header) and collects its text. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  /** Resolves once the stream's text contains `needle` (the test's own timeout bounds it). */
  const waitFor = async (needle: string) => {
    while (!text.includes(needle)) await new Promise((r) => setTimeout(r, 20));
    return text;
  };
  return { res, waitFor, text: () => text, ended: pump, close: async () => (controller.abort(), pump) };
}

describe('GET /api/events in one process', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('needs a token, answers a non-stream request at once, and streams published events', async () => {
    expect((await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    const { token } = await createUser(t.db);
    const plain = await t.request('GET', '/api/events', { token });
    expect(plain.status).toBe(406);
    expect(plain.body.message).toBe('Este recurso se sirve solo como text/event-stream.');

    const stream = await openStream(base, token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.waitFor(': conectado');
    await publish(t.app.deps, { type: 'auction.bid', payload: { auction_id: 42, id_player: 1, bid_id: 1 } });
    const text = await stream.waitFor('event: auction.bid');
    expect(text).toContain('data: {"type":"auction.bid","payload":{"auction_id":42,"id_player":1,"bid_id":1}}');
    await stream.close();
  });
});

/**
 * Two server processes on one PostgreSQL: an event published by one reaches an SSE subscriber
 * of the other through LISTEN/NOTIFY. It creates its own database on the PostgreSQL server of
 * TEST_DATABASE_URL (or the local default), so it runs the same under PGlite and PostgreSQL suites.
 */
describe('GET /api/events across two servers on one PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `superliga_events_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let one: { db: Database; app: Server; base: string };
  let two: { db: Database; app: Server; base: string };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const clock = new TestClock(new Date(Date.now() - 10 * 3_600_000));
    const start = async () => {
      const db = await openPostgres(url.toString(), 4);
      const app = await buildApp({ database: db, clock });
      return { db, app, base: await listen(app) };
    };
    one = await start();
    await one.db.migrate();
    await bootstrap(one.db.db, { demo: false, now: clock.now() });
    clock.advance(5 * 3_600_000); // past the market gate of the season that bootstrap opened
    two = await start();
  });
  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
    await one?.db.close();
    await two?.db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a bid placed on server one appears on a stream of server two', async () => {
    const watcher = await createUser(one.db.db);
    const bidder = await createManager(one.db.db);
    const outside = await createTeam(one.db.db, { division: null });
    const player = await createPlayer(one.db.db, { teamId: outside.id, value: 10_000_000 });

    const stream = await openStream(two.base, watcher.token);
    await stream.waitFor(': conectado');
    const res = await fetch(`${one.base}/api/auctions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bidder.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id_player: player.id, amount: 5_000_000 }),
    });
    const auction = (await res.json()) as { id: number };
    expect(res.status, JSON.stringify(auction)).toBe(201);
    const text = await stream.waitFor('event: auction.bid');
    const data = JSON.parse(text.split('event: auction.bid\ndata: ')[1]!.split('\n')[0]!);
    expect(data).toMatchObject({ type: 'auction.bid', payload: { auction_id: auction.id, id_player: player.id } });
    // Ids only: the amount never travels in an event.
    expect(JSON.stringify(data)).not.toContain('5000000');
    await stream.close();
  });

  it('a logout on server one ends the stream of that session on server two (decision 015)', async () => {
    const { token } = await createUser(one.db.db);
    const stream = await openStream(two.base, token);
    await stream.waitFor(': conectado');
    const out = await fetch(`${one.base}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    await stream.ended;
  });
});

describe('GET /api/events token handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a token in the query string (tokens never go in URLs)', async () => {
    const { token } = await createUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/events?token=${encodeURIComponent(token)}`, headers: { accept: 'text/event-stream' } });
    expect(res.statusCode).toBe(401);
  });
});
