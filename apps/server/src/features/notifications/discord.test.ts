import { promises as dns } from 'node:dns';
import { createServer, type Server } from 'node:https';
import { DEFAULT_SEASON_ID, DISCORD_MSG } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matches, outbox, settings, tournaments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';
import { selfSignedCert } from '../../../test/self-signed';
import { deliverDueAnnouncements, discordBackoffMs } from './discord.sender';

const HOUR = 3_600_000;
const START = new Date('2026-11-20T12:00:00Z');
const MORNING = new Date('2026-11-23T14:00:00Z');
const WINNER_DISCORD = '123456789012345678';

/**
 * Stands in for Discord's webhook over https on loopback (let through by the test-only setting,
 * decision 014): records each message; answers the first one 429 with retry_after.
 */
let receiver: Server;
let url = '';
const received: { content: string; allowed_mentions: { parse: string[]; users: string[] } }[] = [];
let limitNext = true;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  receiver = createServer(selfSignedCert(), (req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (limitNext) {
        limitNext = false;
        res
          .writeHead(429, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 1.5, global: false }));
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `https://127.0.0.1:${(receiver.address() as { port: number }).port}/api/webhooks/1/token`;
  t = await createTestApp({ now: START, config: { OUTGOING_ALLOW_LOOPBACK: true } });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});
afterEach(() => vi.restoreAllMocks());

/** The receiver's certificate is self-signed. */
const trustLocal = { rejectUnauthorized: false };
const deliver = () => deliverDueAnnouncements(t.app.deps, trustLocal);

/** Names resolve as the test says: no DNS query leaves this machine. */
function resolveAs(addresses: Record<string, string[]>) {
  vi.spyOn(dns, 'lookup').mockImplementation((async (host: string) => {
    const found = addresses[host];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as unknown as typeof dns.lookup);
}

/** The Admin's settings go through the API (Discord's hosts only); the local receiver's URL is written directly. */
async function pointWebhookAt(webhook: string) {
  await t.db
    .insert(settings)
    .values({ key: 'discord_webhook_url', value: webhook })
    .onConflictDoUpdate({ target: settings.key, set: { value: webhook } });
}

describe('Discord settings', () => {
  it('the Admin sets an https webhook and the kinds announced; others cannot; bad input is a 422', async () => {
    resolveAs({ 'discord.com': ['162.159.128.233'] });
    const manager = await createManager(t.db);
    const body = {
      webhook_url: 'https://discord.com/api/webhooks/1/abc',
      events: ['auction.won', 'transfer.confirmed', 'prize.paid', 'result.loaded', 'clause_round.resolved'],
    };
    expect((await t.request('PUT', '/api/discord/settings', { token: manager.token, body })).status).toBe(403);
    const http = await t.request('PUT', '/api/discord/settings', {
      token: admin.token,
      body: { ...body, webhook_url: 'http://discord.com/api/webhooks/1/abc' },
    });
    expect(http.status).toBe(422);
    expect(http.body.errors.webhook_url).toEqual([DISCORD_MSG.webhookHttps]);
    expect((await t.request('PUT', '/api/discord/settings', { token: admin.token, body: { ...body, events: ['bet.placed'] } })).status).toBe(422);
    const saved = await t.request('PUT', '/api/discord/settings', { token: admin.token, body });
    expect(saved.status).toBe(200);
    // Kept in the league's order of kinds.
    expect((await t.request('GET', '/api/discord/settings', { token: admin.token })).body).toEqual({
      ...body,
      events: ['clause_round.resolved', 'auction.won', 'transfer.confirmed', 'prize.paid', 'result.loaded'],
    });
  });

  it('a user links (and unlinks) their own Discord id', async () => {
    const manager = await createManager(t.db);
    expect((await t.request('PUT', '/api/discord/link', { token: manager.token, body: { discord_id: '12' } })).status).toBe(422);
    expect((await t.request('PUT', '/api/discord/link', { token: manager.token, body: { discord_id: WINNER_DISCORD } })).body).toEqual({
      message: DISCORD_MSG.linked,
    });
    expect((await t.request('GET', '/api/discord/link', { token: manager.token })).body).toEqual({ discord_id: WINNER_DISCORD });
    await t.request('PUT', '/api/discord/link', { token: manager.token, body: { discord_id: '' } });
    expect((await t.request('GET', '/api/discord/link', { token: manager.token })).body).toEqual({ discord_id: '' });
  });
});

describe('Discord delivery', () => {
  it('each announced event reaches the webhook once, well-formed, after waiting out a 429', async () => {
    await pointWebhookAt(url);
    t.clock.set(MORNING);
    const winner = await createManager(t.db);
    await t.request('PUT', '/api/discord/link', { token: winner.token, body: { discord_id: WINNER_DISCORD } });

    // An auction won.
    const outside = await createTeam(t.db, { division: null });
    const player = await createPlayer(t.db, { teamId: outside.id, value: 10_000_000, name: 'Iker Sosa' });
    const created = await t.request('POST', '/api/auctions', { token: winner.token, body: { id_player: player.id, amount: 5_000_000 } });
    t.clock.advance(13 * HOUR);
    expect((await t.request('POST', `/api/auction/confirm/${created.body.id}`, { token: admin.token, body: {} })).status).toBe(200);

    // A transfer confirmed.
    const seller = await createManager(t.db);
    const sold = await createPlayer(t.db, { teamId: seller.team.id, name: 'Tomás Vera' });
    const transfer = await t.request('POST', '/api/transfer', {
      token: seller.token,
      body: {
        data: {
          transferred_players: [sold.id],
          id_team_from: seller.team.id,
          id_team_to: winner.team.id,
          budget: 1_000_000,
          buy_by: winner.user.id,
          sold_by: seller.user.id,
        },
      },
    });
    expect((await t.request('POST', `/api/transferencia_confirmada/${transfer.body.id}`, { token: winner.token })).status).toBe(200);

    // A prize paid and a result loaded.
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Discord', startDate: '2026-11-01', endDate: '2026-12-01', seasonId: DEFAULT_SEASON_ID, type: 'CFM' })
      .returning();
    expect(
      (
        await t.request('POST', '/api/prizes', {
          token: admin.token,
          body: { prizes: [{ tournament_id: cup!.id, team_id: winner.team.id, amount: 2_000_000, position: 1 }] },
        })
      ).status,
    ).toBe(201);
    // A match carries its score from its creation (001: POST /matches); the statistics name the scorer.
    const [match] = await t.db
      .insert(matches)
      .values({ teamHomeId: winner.team.id, teamAwayId: seller.team.id, tournamentId: cup!.id, stage: 1, scoreHome: 2, scoreAway: 0 })
      .returning();
    const scorer = await createPlayer(t.db, { teamId: winner.team.id });
    const stat = {
      match_id: match!.id,
      tournament_id: cup!.id,
      player_id: scorer.id,
      goals: 2,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: 0,
    };
    expect((await t.request('POST', '/api/match-statistics', { token: winner.token, body: { statistics: [stat] } })).status).toBe(200);

    const due = await t.db.select().from(outbox).where(eq(outbox.channel, 'discord'));
    expect(due.map((r) => r.kind).sort()).toEqual(['auction.won', 'prize.paid', 'result.loaded', 'transfer.confirmed']);

    // Discord says to wait 1.5 s: nothing is sent again before that, then everything once.
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(0);
    t.clock.advance(1_000);
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(0);
    t.clock.advance(600);
    expect(await deliver()).toBe(4);
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(1);

    const [message] = received;
    expect(message!.allowed_mentions).toEqual({ parse: [], users: [WINNER_DISCORD] });
    expect(message!.content.length).toBeLessThanOrEqual(2000);
    const lines = message!.content.split('\n');
    expect(lines).toEqual([
      `🔨 <@${WINNER_DISCORD}> ganó la subasta por **Iker Sosa**: $ 5.000.000.`,
      `🔁 Transferencia confirmada: Tomás Vera de ${seller.user.name} a <@${WINNER_DISCORD}> por $ 1.000.000.`,
      `🏆 <@${WINNER_DISCORD}> (${winner.team.name}) cobró $ 2.000.000 por la posición 1 en Copa Discord.`,
      `⚽ Copa Discord: ${winner.team.name} 2 - 0 ${seller.team.name}.`,
    ]);
    expect((await t.db.select().from(outbox).where(eq(outbox.channel, 'discord'))).every((r) => r.deliveredAt !== null)).toBe(true);
  });

  it('a dead webhook never fails the request; the announcement backs off and is retried', async () => {
    await pointWebhookAt('https://127.0.0.1:9/api/webhooks/dead');
    t.clock.set(MORNING);
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Caída', startDate: '2026-11-01', endDate: '2026-12-01', seasonId: DEFAULT_SEASON_ID, type: 'CFM' })
      .returning();
    const m = await createManager(t.db);
    const paid = await t.request('POST', '/api/prizes', {
      token: admin.token,
      body: { prizes: [{ tournament_id: cup!.id, team_id: m.team.id, amount: 1_000_000, position: 2 }] },
    });
    expect(paid.status).toBe(201);
    expect(await deliver()).toBe(0);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.kind, 'prize.paid')).orderBy(outbox.id);
    const last = (await t.db.select().from(outbox).where(eq(outbox.kind, 'prize.paid'))).at(-1)!;
    expect(row).toBeDefined();
    expect(last.deliveredAt).toBeNull();
    expect(last.attempts).toBe(1);
    expect(last.lastError).toMatch(/^red: /);
    expect(last.availableAt.getTime()).toBe(MORNING.getTime() + discordBackoffMs(1));

    // Back up: the retry after the backoff delivers it.
    await pointWebhookAt(url);
    t.clock.advance(discordBackoffMs(1));
    expect(await deliver()).toBe(1);
    expect(received.at(-1)!.content).toContain('Copa Caída');
  });

  it('kinds the Admin did not choose are not announced, nor anything with no webhook', async () => {
    resolveAs({ 'discord.com': ['162.159.128.233'] });
    await t.request('PUT', '/api/discord/settings', {
      token: admin.token,
      body: { webhook_url: 'https://discord.com/api/webhooks/1/abc', events: ['auction.won'] },
    });
    const before = (await t.db.select().from(outbox).where(eq(outbox.channel, 'discord'))).length;
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Muda', startDate: '2026-11-01', endDate: '2026-12-01', seasonId: DEFAULT_SEASON_ID, type: 'CFM' })
      .returning();
    const m = await createManager(t.db);
    expect(
      (
        await t.request('POST', '/api/prizes', {
          token: admin.token,
          body: { prizes: [{ tournament_id: cup!.id, team_id: m.team.id, amount: 1_000_000, position: 3 }] },
        })
      ).status,
    ).toBe(201);
    expect((await t.db.select().from(outbox).where(eq(outbox.channel, 'discord'))).length).toBe(before);
  });
});

describe('the webhook is only ever Discord, on a public address (decision 014)', () => {
  it('at save: another host, a port, credentials or a name resolving to a private address are refused (422)', async () => {
    resolveAs({ 'discord.com': ['162.159.128.233', '10.0.0.7'], 'discordapp.com': ['169.254.169.254'] });
    const put = (webhook_url: string) => t.request('PUT', '/api/discord/settings', { token: admin.token, body: { webhook_url, events: ['auction.won'] } });
    for (const bad of [
      'https://evil.example/api/webhooks/1/abc',
      'https://127.0.0.1/api/webhooks/1/abc',
      'https://discord.com:8443/api/webhooks/1/abc',
      'https://user:pw@discord.com/api/webhooks/1/abc',
      'https://discord.com.evil.example/api/webhooks/1/abc',
      'https://discord.com/api/users/@me',
    ]) {
      const res = await put(bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors.webhook_url, bad).toContain(DISCORD_MSG.webhookNotDiscord);
    }
    for (const resolvesPrivate of ['https://discord.com/api/webhooks/1/abc', 'https://discordapp.com/api/webhooks/1/abc']) {
      const res = await put(resolvesPrivate);
      expect(res.status, resolvesPrivate).toBe(422);
      expect(res.body.errors.webhook_url).toEqual([DISCORD_MSG.webhookRefused]);
    }
    expect((await t.request('GET', '/api/discord/settings', { token: admin.token })).body.webhook_url).not.toMatch(/evil|discordapp|8443/);
  });

  it('at send: a webhook whose name now resolves to a private address is not called, and backs off', async () => {
    t.clock.set(MORNING);
    await t.request('PUT', '/api/discord/settings', { token: admin.token, body: { webhook_url: '', events: ['prize.paid'] } });
    await pointWebhookAt('https://discord.com/api/webhooks/9/rebound');
    resolveAs({ 'discord.com': ['10.0.0.7'] });
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Rebote', startDate: '2026-11-01', endDate: '2026-12-01', seasonId: DEFAULT_SEASON_ID, type: 'CFM' })
      .returning();
    const m = await createManager(t.db);
    const paid = await t.request('POST', '/api/prizes', {
      token: admin.token,
      body: { prizes: [{ tournament_id: cup!.id, team_id: m.team.id, amount: 1_000_000, position: 4 }] },
    });
    expect(paid.status).toBe(201);
    const before = received.length;
    expect(await deliver()).toBe(0);
    expect(received).toHaveLength(before);
    const row = (await t.db.select().from(outbox).where(eq(outbox.kind, 'prize.paid'))).at(-1)!;
    expect(row.deliveredAt).toBeNull();
    expect(row.lastError).toMatch(/refused: address/);
    expect(row.attempts).toBe(1);
    // Nothing left due for the deliveries below.
    await t.db.update(outbox).set({ deliveredAt: MORNING }).where(eq(outbox.id, row.id));
  });

  it('a Discord id is linked to one account only (409), its owner can keep saving it', async () => {
    const first = await createManager(t.db);
    const second = await createManager(t.db);
    const id = '998877665544332211';
    expect((await t.request('PUT', '/api/discord/link', { token: first.token, body: { discord_id: id } })).status).toBe(200);
    expect((await t.request('PUT', '/api/discord/link', { token: first.token, body: { discord_id: id } })).status).toBe(200);
    const taken = await t.request('PUT', '/api/discord/link', { token: second.token, body: { discord_id: id } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(DISCORD_MSG.discordIdTaken);
    expect((await t.db.select().from(users).where(eq(users.discordId, id))).map((u) => u.id)).toEqual([first.user.id]);
    // Racing links: the unique index lets one through, the other is a 409 too.
    const a = await createManager(t.db);
    const b = await createManager(t.db);
    const race = await Promise.all([a, b].map((m) => t.request('PUT', '/api/discord/link', { token: m.token, body: { discord_id: '112233445566778899' } })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
