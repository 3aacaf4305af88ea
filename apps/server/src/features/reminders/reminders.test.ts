import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_ID, paths, REMINDER_MSG } from '@superliga/league';
import { auctionBids, auctions, deadlineReminders, matches, matchReports, outbox, releaseClauses, roundWindows, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer } from '../../../test/factories';
import { deliverDueNotices } from '../notifications/notifications.service';
import { sendDueReminders } from './reminders.service';

/** The season starts at T0 (bootstrap), so the market opens at 16:00 (the 4 h gate). */
const T0 = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
let me: Awaited<ReturnType<typeof createManager>>;
let rival: Awaited<ReturnType<typeof createManager>>;
let targetId: number;
let windowMatchId: number;
let reportedMatchId: number;

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  me = await createManager(t.db, 'Primera', { name: 'Yo' });
  rival = await createManager(t.db, 'Primera', { name: 'Rival' });
  const [league] = await t.db
    .insert(tournaments)
    .values({ name: 'Liga, Primera', startDate: '2026-08-01', endDate: '2027-05-30', seasonId: DEFAULT_SEASON_ID, type: 'PD' })
    .returning();
  // Round 3 is still to play, with its window; round 4 was reported by the rival and waits for me.
  const [toPlay, reported] = await t.db
    .insert(matches)
    .values([
      { tournamentId: league!.id, teamHomeId: me.team.id, teamAwayId: rival.team.id, stage: 3, matchDate: new Date('2026-11-23T22:00:00Z') },
      { tournamentId: league!.id, teamHomeId: rival.team.id, teamAwayId: me.team.id, stage: 4, resultState: 'reported' },
    ])
    .returning();
  windowMatchId = toPlay!.id;
  reportedMatchId = reported!.id;
  await t.db.insert(roundWindows).values({
    tournamentId: league!.id,
    stage: 3,
    startsAt: new Date('2026-11-22T12:00:00Z'),
    deadlineAt: new Date('2026-11-24T12:00:00Z'),
  });
  await t.db.insert(matchReports).values({
    matchId: reportedMatchId,
    teamId: rival.team.id,
    reportedBy: rival.user.id,
    scoreHome: 2,
    scoreAway: 1,
    confirmBy: new Date('2026-11-21T10:00:00Z'),
  });
  // My sealed offer for the rival's player: only I may hear of its reveal.
  const target = await createPlayer(t.db, { teamId: rival.team.id, name: 'Pérez' });
  targetId = target.id;
  await t.db.insert(releaseClauses).values({
    playerId: target.id,
    name: target.name,
    teamId: rival.team.id,
    createdBy: me.user.id,
    value: 10_000_000,
    totalValue: 12_000_000,
    seasonId: DEFAULT_SEASON_ID,
    revealAt: new Date('2026-11-21T21:00:00Z'),
  });
  // An auction I bid in that ends while no process runs the job: its reminder is never sent late.
  const free = await createPlayer(t.db, { teamId: rival.team.id, name: 'Gómez' });
  const [auction] = await t.db
    .insert(auctions)
    .values({ playerId: free.id, teamId: rival.team.id, seasonId: DEFAULT_SEASON_ID, createdBy: rival.user.id, endsAt: new Date('2026-11-21T11:00:00Z') })
    .returning();
  await t.db.insert(auctionBids).values({ auctionId: auction!.id, userId: me.user.id, teamId: me.team.id, amount: 1_000_000 });
});
afterAll(() => t.close());

/** Two runs each time, as two ticks (or two processes one after the other) would. */
async function runAt(iso: string) {
  t.clock.set(new Date(iso));
  for (let i = 0; i < 2; i++) {
    await sendDueReminders(t.app.deps, (err) => {
      throw err;
    });
  }
}

async function sent(userId: number) {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'deadline.reminder'), eq(outbox.channel, 'app')));
  return rows.map((r) => r.payload as { title: string; body: string; link: string });
}
const claimedKinds = async (userId: number) =>
  (await t.db.select({ kind: deadlineReminders.kind }).from(deadlineReminders).where(eq(deadlineReminders.userId, userId))).map((r) => r.kind).sort();

describe('deadline reminders (docs/decisions/033-deadline-reminders.md)', () => {
  it('each user reads and saves only their own settings; a lead not offered is a 422', async () => {
    const defaults = await t.request('GET', '/api/notifications/reminders', { token: me.token });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({ 'clause.reveal': '1h', 'match.window_start': '24h', 'result.confirm': '3h' });

    const saved = await t.request('PUT', '/api/notifications/reminders', { token: me.token, body: { 'clause.reveal': '3h' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ 'clause.reveal': '3h', 'auction.end': '1h', message: REMINDER_MSG.saved });
    expect((await t.request('PUT', '/api/notifications/reminders', { token: rival.token, body: { 'match.window_start': 'off' } })).status).toBe(200);

    const bad = await t.request('PUT', '/api/notifications/reminders', { token: me.token, body: { 'clause.reveal': '2h' } });
    expect(bad.status).toBe(422);
    expect((await t.request('PUT', '/api/notifications/reminders', { token: me.token, body: { 'otra.cosa': '1h' } })).status).toBe(422);
    expect((await t.request('GET', '/api/notifications/reminders')).status).toBe(401);
    // The rival's choice did not touch mine.
    expect((await t.request('GET', '/api/notifications/reminders', { token: me.token })).body['match.window_start']).toBe('24h');
  });

  it('sends each reminder once when the clock passes due − lead, none when off, none for others’ deadlines, none late', async () => {
    await runAt('2026-11-20T12:00:00Z');
    expect(await sent(me.user.id)).toEqual([]);

    await runAt('2026-11-20T15:00:00Z'); // the market opens at 16:00; 1 h before
    expect(await claimedKinds(me.user.id)).toEqual(['market.gate']);
    expect(await claimedKinds(rival.user.id)).toEqual(['market.gate']);

    await runAt('2026-11-21T09:59:00Z'); // the rival's report confirms itself at 10:00 (3 h lead)
    await runAt('2026-11-21T12:00:00Z'); // the window opens in 24 h; the auction ended at 11:00 unreminded
    await runAt('2026-11-21T17:59:59Z'); // the reveal at 21:00 with my 3 h lead: not yet
    expect(await claimedKinds(me.user.id)).toEqual(['market.gate', 'match.window_start', 'result.confirm']);
    await runAt('2026-11-21T18:00:00Z');
    await runAt('2026-11-23T12:00:00Z'); // the round's deadline in 24 h, for both managers

    expect(await claimedKinds(me.user.id)).toEqual(['clause.reveal', 'market.gate', 'match.deadline', 'match.window_start', 'result.confirm']);
    // The rival switched the window start off, reported the result himself and has no offer of mine to hear of.
    expect(await claimedKinds(rival.user.id)).toEqual(['market.gate', 'match.deadline']);
    expect(await sent(me.user.id)).toHaveLength(5);
    expect(await sent(rival.user.id)).toHaveLength(2);
    expect(JSON.stringify(await sent(rival.user.id))).not.toContain('Pérez');

    await deliverDueNotices(t.app.deps);
    const bell = await t.request('GET', '/api/notifications', { token: me.token });
    const byLink = new Map(bell.body.data.map((n: { link: string }) => [n.link, n]));
    expect(byLink.get(paths.playerOffers(targetId))).toMatchObject({
      kind: 'deadline.reminder',
      title: 'Se acerca la revelación de tu oferta',
      body: 'Revelación de tu oferta por Pérez: 21-11-2026 18:00:00.',
    });
    expect(byLink.get(paths.match(reportedMatchId))).toMatchObject({ title: 'Tenés un resultado para confirmar' });
    expect(bell.body.data.filter((n: { link: string }) => n.link === paths.match(windowMatchId))).toHaveLength(2);
  });

  it('a moved deadline is reminded again; the same one never twice', async () => {
    await t.db.update(roundWindows).set({ deadlineAt: new Date('2026-11-25T12:00:00Z') });
    await runAt('2026-11-24T13:00:00Z');
    expect((await claimedKinds(rival.user.id)).filter((k) => k === 'match.deadline')).toHaveLength(2);
    await runAt('2026-11-24T14:00:00Z');
    expect((await claimedKinds(rival.user.id)).filter((k) => k === 'match.deadline')).toHaveLength(2);
  });

  it('the calendar feed shows the same deadlines the reminders come from', async () => {
    const url = (await t.request('POST', '/api/calendar/token', { token: me.token })).body.url as string;
    const feed = (await t.app.inject({ method: 'GET', url })).body.replace(/\r\n /g, '');
    for (const summary of [
      'Revelación de tu oferta por Pérez',
      'Abre la ventana de',
      'Vence el plazo para jugar y reportar',
      'Vence el plazo para confirmar o disputar',
      'Abre el mercado de',
    ])
      expect(feed).toContain(summary);
    // The auction ended and was never settled here, but it is still open: its end is in the feed too.
    expect(feed).toContain('Cierra la subasta de Gómez');
  });
});
