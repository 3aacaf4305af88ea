import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_ID, SEASON_MSG } from '@superliga/league';
import { calendarTokens, matches, releaseClauses, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer } from '../../../test/factories';

let t: TestApp;
let me: Awaited<ReturnType<typeof createManager>>;
let other: Awaited<ReturnType<typeof createManager>>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  me = await createManager(t.db, 'Primera', { name: 'Yo' });
  other = await createManager(t.db, 'Primera', { name: 'Rival' });
  const [league] = await t.db
    .insert(tournaments)
    .values({ name: 'Liga, Primera', startDate: '2026-08-01', endDate: '2027-05-30', seasonId: DEFAULT_SEASON_ID, type: 'PD' })
    .returning();
  await t.db
    .insert(matches)
    .values({ tournamentId: league!.id, teamHomeId: me.team.id, teamAwayId: other.team.id, stage: 3, matchDate: new Date('2026-11-28T22:00:00Z') });
  const target = await createPlayer(t.db, { teamId: other.team.id, name: 'Pérez; el 9' });
  await t.db.insert(releaseClauses).values({
    playerId: target.id,
    name: target.name,
    teamId: other.team.id,
    createdBy: me.user.id,
    value: 10_000_000,
    totalValue: 12_000_000,
    seasonId: DEFAULT_SEASON_ID,
    revealAt: new Date('2026-11-23T21:00:00Z'),
  });
});
afterAll(() => t.close());

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url });

describe('the personal calendar', () => {
  it('creates a secret link whose feed is valid ICS with the user’s clause reveals, matches and the market gate', async () => {
    expect((await t.request('GET', '/api/calendar/token', { token: me.token })).body).toEqual({ active: false, created_at: null });
    const created = await t.request('POST', '/api/calendar/token', { token: me.token });
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/^\/api\/calendar\/[\w-]+\.ics$/);
    // Only a hash is stored: the secret in the URL is not in the table.
    const secret = created.body.url.slice('/api/calendar/'.length, -4);
    const stored = await t.db.select().from(calendarTokens);
    expect(stored.some((r) => r.secretHash === secret)).toBe(false);

    const res = await fetchFeed(created.body.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const bySummary = new Map(events.map((e) => [e.summary, e]));
    expect(bySummary.get('Revelación de tu oferta por Pérez; el 9')!.startDate.toJSDate().toISOString()).toBe('2026-11-23T21:00:00.000Z');
    const match = events.find((e) => e.summary.startsWith(`${me.team.name} vs`))!;
    expect(match.summary).toBe(`${me.team.name} vs ${other.team.name} (Liga, Primera, Fecha 3)`);
    expect(match.startDate.toJSDate().toISOString()).toBe('2026-11-28T22:00:00.000Z');
    expect(events.some((e) => e.summary.startsWith('Abre el mercado'))).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('is private: another user’s feed shows nothing of mine, a wrong secret is 404, a revoked or replaced link is 404', async () => {
    const mine = (await t.request('POST', '/api/calendar/token', { token: me.token })).body.url as string;
    const theirs = (await t.request('POST', '/api/calendar/token', { token: other.token })).body.url as string;
    const theirFeed = await fetchFeed(theirs);
    expect(theirFeed.statusCode).toBe(200);
    expect(theirFeed.body).not.toContain('Revelación de tu oferta');

    const wrong = await fetchFeed('/api/calendar/no-existe.ics');
    expect(wrong.statusCode).toBe(404);
    expect(JSON.parse(wrong.body).message).toBe(SEASON_MSG.calendarNotFound);

    const replaced = (await t.request('POST', '/api/calendar/token', { token: me.token })).body.url as string;
    expect((await fetchFeed(mine)).statusCode).toBe(404);
    expect((await fetchFeed(replaced)).statusCode).toBe(200);

    const revoked = await t.request('DELETE', '/api/calendar/token', { token: me.token });
    expect(revoked.body).toMatchObject({ active: false, message: SEASON_MSG.calendarRevoked });
    expect((await fetchFeed(replaced)).statusCode).toBe(404);
  });
});
