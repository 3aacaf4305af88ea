import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FREE_AGENT_TEAM_ID, DEFAULT_SEASON_ID } from '@superliga/league';
import { openPglite } from '../client';
import { matchEvidence, matches, matchReports, players, roundWindows, seasons, teams, tournaments, users } from '../schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectLedgersBalanced, ledgerSum } from '../../../test/factories';
import { bootstrap } from './bootstrap';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { DEMO_CURRENT_ROUND } from './demo-results';

describe('demo league', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('has 14 + 14 managed teams, outside teams, the free-agent team and season 57 as current', async () => {
    const rows = await t.db.select().from(teams);
    expect(rows.filter((r) => r.division === 'Primera' && r.userId)).toHaveLength(14);
    expect(rows.filter((r) => r.division === 'Segunda' && r.userId)).toHaveLength(14);
    expect(rows.filter((r) => r.division === null).length).toBeGreaterThanOrEqual(20);
    expect(rows.find((r) => r.id === DEFAULT_FREE_AGENT_TEAM_ID)?.name).toBe('Agentes libres');
    const [current] = await t.db.select().from(seasons).where(eq(seasons.active, true));
    expect(current!.id).toBe(DEFAULT_SEASON_ID);
    expect(current!.startDate.getTime()).toBeLessThan(Date.now() - 4 * 3_600_000);
  });

  it('has about 1,200 believable players', async () => {
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(players)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(1100);
    const bad = await t.db
      .select({ id: players.id })
      .from(players)
      .where(sql`${players.pa} < ${players.ca} or ${players.age} < 14 or ${players.value} <= 0`);
    expect(bad).toHaveLength(0);
    const free = await t.db.select({ status: players.status }).from(players).where(eq(players.teamId, DEFAULT_FREE_AGENT_TEAM_ID));
    expect(free.every((p) => p.status === 'liberado')).toBe(true);
  });

  it('has one account per role, each able to log in, and budgets that match the ledger', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.request('POST', '/api/login', { body: { email: a.email, password: DEMO_PASSWORD } });
      expect(res.status, a.email).toBe(200);
      expect(res.body.user.rol).toBe(a.rol);
      expect(await ledgerSum(t.db, res.body.user.id)).toBe(res.body.user.profits);
    }
    const me = await t.request('POST', '/api/login', { body: { email: 'manager1@superliga.local', password: DEMO_PASSWORD } });
    expect(me.body.user.team).toMatchObject({ name: 'Real Madrid', division: 'Primera' });
  });

  it('has a lived-in market: history, a pending transfer, hidden open offers, every ledger balanced', async () => {
    await expectLedgersBalanced(t.db);
    const login = await t.request('POST', '/api/login', { body: { email: 'manager26@superliga.local', password: DEMO_PASSWORD } });
    const pending = await t.request('GET', '/api/transferencia_pendiente', { token: login.body.token });
    // A bare array, as the documents' client reads it (decision 017).
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]).toMatchObject({ budget: 12_000_000, can_confirm: true });
    // The season's transfers, pending and confirmed (docs/decisions/017); confirmed=yes the history alone.
    const history = await t.request('GET', '/api/traspasos', { token: login.body.token, query: { season: '57' } });
    expect(history.body.meta.total).toBe(2);
    const confirmed = await t.request('GET', '/api/traspasos', { token: login.body.token, query: { season: '57', confirmed: 'yes' } });
    expect(confirmed.body.meta.total).toBe(1);
    const offers = await t.request('GET', '/api/clausula_rescision', { token: login.body.token, query: { all: 'true' } });
    // all=true lists every offer with its flags (decision 017): the open ones are hidden from this reader, the decided ones are not.
    const open = offers.body.data.filter((o: { confirmed: string; active: string }) => o.confirmed === 'no' && o.active === 'yes');
    expect(open.length).toBeGreaterThan(0);
    for (const o of open) expect(o).toMatchObject({ hidden: true, total_value: null, created_by: { id: null, name: 'Oculto' } });
    expect(offers.body.data.some((o: { confirmed: string; hidden: boolean }) => o.confirmed === 'yes' && !o.hidden)).toBe(true);
  });

  it('shows a season in progress: every round has a window, rounds 1–3 confirmed, one report waiting and one disputed (decision 024)', async () => {
    const league = await t.db
      .select({ id: tournaments.id, type: tournaments.type })
      .from(tournaments)
      .where(and(eq(tournaments.seasonId, DEFAULT_SEASON_ID), inArray(tournaments.type, ['PD', 'SD'])));
    expect(league.map((x) => x.type).sort()).toEqual(['PD', 'SD']);
    const now = Date.now();
    for (const tournament of league) {
      const windows = await t.db.select().from(roundWindows).where(eq(roundWindows.tournamentId, tournament.id)).orderBy(asc(roundWindows.stage));
      expect(windows.map((w) => w.stage)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
      for (let i = 1; i < windows.length; i++) expect(windows[i]!.startsAt.getTime()).toBeGreaterThan(windows[i - 1]!.startsAt.getTime());
      // Rounds 1–3 are over, round 4 is open now, round 5 has not started.
      expect(windows[2]!.deadlineAt.getTime()).toBeLessThan(now);
      expect(windows[DEMO_CURRENT_ROUND - 1]!.startsAt.getTime()).toBeLessThan(now);
      expect(windows[DEMO_CURRENT_ROUND - 1]!.deadlineAt.getTime()).toBeGreaterThan(now);
      expect(windows[DEMO_CURRENT_ROUND]!.startsAt.getTime()).toBeGreaterThan(now);
      const played = await t.db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
      const completed = played.filter((m) => m.status === 'completed');
      expect(completed.length).toBeGreaterThan(0);
      expect(completed.every((m) => m.resultState === 'confirmed' && m.confirmedAt !== null && m.stage < DEMO_CURRENT_ROUND)).toBe(true);
    }
    const reports = await t.db.select().from(matchReports).orderBy(asc(matchReports.id));
    expect(reports.map((r) => r.state)).toEqual(['pending', 'disputed']);
    for (const r of reports) {
      const [m] = await t.db.select().from(matches).where(eq(matches.id, r.matchId));
      expect(m).toMatchObject({ status: 'pending', stage: DEMO_CURRENT_ROUND, resultState: r.state === 'pending' ? 'reported' : 'disputed' });
      expect(r.confirmBy.getTime()).toBeGreaterThan(now);
      expect(await t.db.select().from(matchEvidence).where(eq(matchEvidence.reportId, r.id))).toHaveLength(1);
    }
    expect(reports[1]!.dispute).toMatchObject({ score_home: 2, score_away: 2 });
    expect(reports[1]!.disputedBy).not.toBeNull();

    // The server reads the demo as its own: the rounds' states, and both versions of the dispute for staff.
    const res = await t.request('POST', '/api/login', { body: { email: 'admin@superliga.local', password: DEMO_PASSWORD } });
    const token = res.body.token as string;
    const pd = league.find((x) => x.type === 'PD')!;
    const rounds = await t.request('GET', `/api/tournaments/${pd.id}/rounds`, { token });
    expect(rounds.status).toBe(200);
    const states = (rounds.body.rounds as { stage: number; matches: { state: string }[] }[]).map((r) => [r.stage, r.matches.map((m) => m.state).sort()]);
    expect(states.find(([stage]) => stage === 1)![1]).toContain('confirmed');
    expect(states.find(([stage]) => stage === DEMO_CURRENT_ROUND)![1]).toEqual(expect.arrayContaining(['disputed', 'reported', 'to_play']));
    const disputed = await t.request('GET', `/api/games/${reports[1]!.matchId}/report`, { token });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({
      match: { state: 'disputed' },
      report: { reported: { score_home: 2, score_away: 1 }, dispute: { score_home: 2, score_away: 2 } },
    });
    expect(disputed.body.evidence).toHaveLength(1);
    const shot = await t.request('GET', disputed.body.evidence[0].url, { token });
    expect(shot.status).toBe(200);
  });
});

describe('bootstrap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'superliga-boot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across restarts and never loads the demo twice', async () => {
    const first = await openPglite(join(dir, 'db'));
    await first.migrate();
    const r1 = await bootstrap(first.db, { demo: true, now: new Date(), adminEmail: 'jefe@liga.com', adminPassword: 'clave-admin-1' });
    expect(r1.demoLoaded).toBe(true);
    const [{ n: before }] = (await first.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    await first.close();

    const second = await openPglite(join(dir, 'db'));
    await second.migrate();
    const r2 = await bootstrap(second.db, { demo: true, now: new Date() });
    expect(r2.demoLoaded).toBe(false);
    const [{ n: after }] = (await second.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    expect(after).toBe(before);
    // The demo already has an Admin, so ADMIN_EMAIL did not add another.
    expect(await second.db.select().from(users).where(eq(users.email, 'jefe@liga.com'))).toHaveLength(0);
    await second.close();
  });

  it('an empty database without demo gets the free-agent team, a current season and the first Admin', async () => {
    const db = await openPglite(join(dir, 'empty'));
    await db.migrate();
    await bootstrap(db.db, { demo: false, now: new Date(), adminEmail: 'Jefa@Liga.com', adminPassword: 'clave-admin-1' });
    const free = await db.db.select().from(teams).where(isNull(teams.division));
    expect(free.map((f) => f.id)).toEqual([DEFAULT_FREE_AGENT_TEAM_ID]);
    expect((await db.db.select().from(seasons)).map((s) => s.id)).toEqual([DEFAULT_SEASON_ID]);
    const [admin] = await db.db.select().from(users).where(eq(users.email, 'jefa@liga.com'));
    expect(admin!.rol).toBe('Admin');
    // A second team gets the next id, not a clash with 61.
    const [next] = await db.db.insert(teams).values({ name: 'Nuevo', division: 'Primera' }).returning();
    expect(next!.id).toBeGreaterThan(DEFAULT_FREE_AGENT_TEAM_ID);
    // The Admin exists: ADMIN_PASSWORD sets nothing, so an old short one does not stop a restart.
    await bootstrap(db.db, { demo: false, now: new Date(), adminEmail: 'jefa@liga.com', adminPassword: 'superliga' });
    await db.close();
  });

  it.each([['superliga'], ['1234567890']])('the first Admin is not created with ADMIN_PASSWORD=%s (the password rule)', async (password) => {
    const db = await openPglite(join(dir, `weak-${password}`));
    await db.migrate();
    await expect(bootstrap(db.db, { demo: false, now: new Date(), adminEmail: 'jefa@liga.com', adminPassword: password })).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await db.db.select().from(users).where(eq(users.rol, 'Admin'))).toHaveLength(0);
    await db.close();
  });
});
