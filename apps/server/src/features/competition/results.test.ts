import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, RESULTS_MSG, RESULTS_NOTICE } from '@superliga/league';
import { auditEntries, fixtures, matches, matchEvidence, matchReports, matchStatistics, outbox, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { PNG, statLine as line } from '../../../test/results';
import { createManager, createPlayer, createSeason, createUser } from '../../../test/factories';
import { runMarketJobs } from '../jobs/jobs.service';

/** Results reported by one manager and confirmed by the other (docs/decisions/024-results-reported-and-confirmed.md). */

const M = RESULTS_MSG;
const HOUR = 3_600_000;
// Near the real time: the factories' sessions are dated by the database's clock.
const START = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64');
// A page that would run in the browser if its declared or guessed type were trusted.
const HTML = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
/** The titles of a user's match notices in his notification list (the outbox's 'app' channel; 'push' copies it). */
const noticeTitles = async (userId: number) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'match.result'), eq(outbox.channel, 'app')))
  ).map((n) => (n.payload as { title?: string }).title);

let t: TestApp;
let admin: string;
let adminId: number;
let visitor: string;
let tournamentId: number;
let seasonId: number;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let third: Awaited<ReturnType<typeof createManager>>;
const homePlayers: number[] = [];
const awayPlayers: number[] = [];

async function newMatch(stage: number, h = home, a = away) {
  const [row] = await t.db
    .insert(matches)
    .values({ tournamentId, teamHomeId: h.team.id, teamAwayId: a.team.id, stage, status: 'pending', matchDate: START })
    .returning();
  return row!.id;
}
const matchRow = async (id: number) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0]!;
const report = (token: string, id: number, body: object) => t.request('POST', `/api/games/${id}/report`, { token, body });
const validReport = (goalsHome = 2, goalsAway = 1) => ({
  score_home: goalsHome,
  score_away: goalsAway,
  statistics: [line(homePlayers[0]!, goalsHome, { yellow_cards: 1 })],
  evidence: [{ data: PNG }],
});

beforeAll(async () => {
  t = await createTestApp({ now: new Date(START.getTime() - 48 * HOUR) });
  const staff = await createUser(t.db, { rol: 'Admin' });
  [admin, adminId] = [staff.token, staff.user.id];
  visitor = (await createUser(t.db)).token;
  [home, away, third] = [await createManager(t.db), await createManager(t.db), await createManager(t.db)];
  for (let i = 0; i < 2; i++) {
    homePlayers.push((await createPlayer(t.db, { teamId: home.team.id })).id);
    awayPlayers.push((await createPlayer(t.db, { teamId: away.team.id })).id);
  }
  seasonId = (await createSeason(t.db, { startDate: new Date('2030-01-01T00:00:00Z') })).id;
  const [league] = await t.db
    .insert(tournaments)
    .values({ name: 'Liga Reportes', startDate: '2030-01-01', endDate: '2030-12-01', seasonId, type: 'PD' })
    .returning();
  tournamentId = league!.id;
  const windows = [1, 2, 3, 4, 5].map((stage) => ({
    stage,
    starts_at: new Date(START.getTime() + (stage - 1) * 7 * 24 * HOUR).toISOString(),
    deadline_at: new Date(START.getTime() + ((stage - 1) * 7 + 3) * 24 * HOUR).toISOString(),
  }));
  const saved = await t.request('PUT', `/api/tournaments/${tournamentId}/rounds`, { token: admin, body: { rounds: windows } });
  expect(saved.status).toBe(200);
  expect(saved.body.message).toBe(M.windowsSaved);
});
afterAll(() => t.close());

describe('round windows', () => {
  it('lists each round with its window, its matches with state, and is refused to managers and for bad windows', async () => {
    const id = await newMatch(9);
    const res = await t.request('GET', `/api/tournaments/${tournamentId}/rounds`, { token: visitor });
    expect(res.status).toBe(200);
    const round1 = res.body.rounds.find((r: { stage: number }) => r.stage === 1);
    expect(round1).toMatchObject({ name: 'Fecha 1', starts_at: START.toISOString() });
    const round9 = res.body.rounds.find((r: { stage: number }) => r.stage === 9);
    expect(round9.starts_at).toBeNull();
    expect(round9.matches).toEqual([expect.objectContaining({ id, state: 'to_play', state_label: 'Por jugar', score_home: null })]);

    const forbidden = await t.request('PUT', `/api/tournaments/${tournamentId}/rounds`, {
      token: home.token,
      body: { rounds: [{ stage: 1, starts_at: START.toISOString(), deadline_at: new Date(START.getTime() + HOUR).toISOString() }] },
    });
    expect(forbidden.status).toBe(403);
    const backwards = await t.request('PUT', `/api/tournaments/${tournamentId}/rounds`, {
      token: admin,
      body: { rounds: [{ stage: 1, starts_at: START.toISOString(), deadline_at: new Date(START.getTime() - HOUR).toISOString() }] },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.rounds).toEqual([M.windowOrder]);
    const unknownStage = await t.request('PUT', `/api/tournaments/${tournamentId}/rounds`, {
      token: admin,
      body: { rounds: [{ stage: 40, starts_at: START.toISOString(), deadline_at: new Date(START.getTime() + HOUR).toISOString() }] },
    });
    expect(unknownStage.status).toBe(422);
    expect(unknownStage.body.errors.rounds).toEqual([M.stageUnknown(40)]);
  });

  it('a window on a league round makes the match of each fixture pairing, and the spread helper sets windows evenly', async () => {
    const [f] = await t.db
      .insert(fixtures)
      .values({ seasonId, division: 'Primera', round: 8, teamHomeId: third.team.id, teamAwayId: home.team.id })
      .returning();
    const spread = await t.request('POST', `/api/tournaments/${tournamentId}/rounds/spread`, {
      token: admin,
      body: { first_start: '2031-06-01T15:00:00Z', days_between: 7, window_days: 3, stages: [8, 10] },
    });
    expect(spread.status).toBe(200);
    const made = await t.db.select().from(matches).where(eq(matches.fixtureId, f!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ stage: 8, status: 'pending', resultState: 'to_play', teamHomeId: third.team.id });
    expect((await t.db.select().from(fixtures).where(eq(fixtures.id, f!.id)))[0]!.matchId).toBe(made[0]!.id);
    const rounds = (await t.request('GET', `/api/tournaments/${tournamentId}/rounds`, { token: admin })).body.rounds;
    expect(rounds.find((r: { stage: number }) => r.stage === 10)).toMatchObject({
      starts_at: '2031-06-08T15:00:00.000Z',
      deadline_at: '2031-06-11T15:00:00.000Z',
    });
    const bad = await t.request('POST', `/api/tournaments/${tournamentId}/rounds/spread`, {
      token: admin,
      body: { first_start: 'mañana', days_between: 0, window_days: 3 },
    });
    expect(bad.status).toBe(422);
    const audits = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'round.windows_set'));
    expect(audits).toHaveLength(2);
  });
});

describe('reporting a result', () => {
  it('is refused before the window, to others than the two managers, and for bad input, writing nothing', async () => {
    const id = await newMatch(1);
    t.clock.set(new Date(START.getTime() - HOUR));
    const early = await report(home.token, id, validReport());
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.notStarted);
    t.clock.set(new Date(START.getTime() + HOUR));
    for (const token of [third.token, visitor, admin]) {
      const res = await report(token, id, validReport());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.notYourMatchToReport);
    }
    const noEvidence = await report(home.token, id, { ...validReport(), evidence: [] });
    expect(noEvidence.status).toBe(422);
    expect(noEvidence.body.errors.evidence).toEqual([M.evidenceRequired]);
    const gif = await report(home.token, id, { ...validReport(), evidence: [{ data: GIF }] });
    expect(gif.status).toBe(422);
    expect(gif.body.message).toBe(M.evidenceType);
    const html = await report(home.token, id, { ...validReport(), evidence: [{ data: PNG }, { data: HTML }] });
    expect(html.status).toBe(422);
    expect(html.body.message).toBe(M.evidenceType);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(EVIDENCE_MAX_BYTES)]).toString('base64');
    const tooLarge = await report(home.token, id, { ...validReport(), evidence: [{ data: big }] });
    expect(tooLarge.status).toBe(422);
    const notOwn = await report(home.token, id, { ...validReport(), statistics: [line(awayPlayers[0]!, 1)] });
    expect(notOwn.status).toBe(422);
    expect(notOwn.body.message).toBe(M.statsNotOwnTeam);
    const score = await report(home.token, id, { ...validReport(), score_home: 31 });
    expect(score.status).toBe(422);
    expect(await t.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(0);
    expect(await t.db.select().from(matchEvidence).where(eq(matchEvidence.matchId, id))).toHaveLength(0);
    expect((await matchRow(id)).resultState).toBe('to_play');
  });

  it('a report confirmed by silence at its deadline makes the result final once, with standings and statistics', async () => {
    const id = await newMatch(1, away, home);
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    const body = { score_home: 0, score_away: 3, statistics: [line(awayPlayers[0]!, 0, { red_cards: 1 })], evidence: [{ data: PNG }, { data: PNG }] };
    const res = await report(away.token, id, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.reportSaved);
    expect(res.body.confirm_by).toBe(new Date(START.getTime() + 26 * HOUR).toISOString());
    expect((await matchRow(id)).resultState).toBe('reported');
    const again = await report(home.token, id, validReport());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyReported);
    // The opponent is told.
    const notices = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, home.user.id), eq(outbox.kind, 'match.result')));
    expect(notices.length).toBeGreaterThan(0);

    // Before the deadline nothing happens; at it the job confirms once.
    t.clock.set(new Date(START.getTime() + 25 * HOUR));
    await runMarketJobs(t.app.deps, () => {});
    expect((await matchRow(id)).status).toBe('pending');
    t.clock.set(new Date(START.getTime() + 26 * HOUR));
    await runMarketJobs(t.app.deps, () => {});
    t.clock.advance(60_000);
    await runMarketJobs(t.app.deps, () => {});
    const done = await matchRow(id);
    expect(done).toMatchObject({ status: 'completed', resultState: 'confirmed', scoreHome: 0, scoreAway: 3 });
    expect(await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id))).toHaveLength(1);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.confirmed_by_silence'))).toHaveLength(1);
    const silenceTitle = RESULTS_NOTICE.confirmedBySilence({ home: '', away: '', score: '' }).title;
    for (const userId of [home.user.id, away.user.id]) expect((await noticeTitles(userId)).filter((x) => x === silenceTitle)).toHaveLength(1);
    const standings = await t.request('GET', '/api/standings', { token: visitor, query: { tournament_id: String(tournamentId) } });
    expect(standings.status).toBe(200);
    // The away side won 0–3: its row counts the match, and the other side's the loss.
    const rowOf = (teamId: number) => standings.body.data.find((r: { team: { id: number } }) => r.team.id === teamId);
    expect(rowOf(home.team.id)).toMatchObject({ played: 1, won: 1, goals_for: 3, goals_against: 0, points: 3 });
    expect(rowOf(away.team.id)).toMatchObject({ played: 1, lost: 1, goals_for: 0, goals_against: 3, points: 0 });

    // The red card suspends the player for the next round: the rounds list shows it.
    const next = await newMatch(2, away, home);
    const rounds = (await t.request('GET', `/api/tournaments/${tournamentId}/rounds`, { token: visitor })).body.rounds;
    const m = rounds.find((r: { stage: number }) => r.stage === 2).matches.find((x: { id: number }) => x.id === next);
    expect(m.suspended.home.map((s: { player_id: number }) => s.player_id)).toEqual([awayPlayers[0]]);

    // The report and its screenshots: the parties and staff, nobody else.
    const own = await t.request('GET', `/api/games/${id}/report`, { token: home.token });
    expect(own.status).toBe(200);
    expect(own.body.report).toMatchObject({ state: 'confirmed', decided_by: 'Servidor', reported: { score_home: 0, score_away: 3 } });
    expect(own.body.evidence).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: own.body.evidence[0].url, headers: { authorization: `Bearer ${admin}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    for (const token of [third.token, visitor]) {
      expect((await t.request('GET', `/api/games/${id}/report`, { token })).status).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: own.body.evidence[0].url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    }
  });

  it('the opponent confirms (adding his own statistics); the reporter cannot confirm his own report', async () => {
    const id = await newMatch(3);
    t.clock.set(new Date(START.getTime() + 14 * 24 * HOUR + HOUR));
    expect((await report(home.token, id, validReport(2, 1))).status).toBe(201);
    const self = await t.request('POST', `/api/games/${id}/report/confirm`, { token: home.token, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(M.reportOwnNotOpponent);
    const stranger = await t.request('POST', `/api/games/${id}/report/confirm`, { token: third.token, body: {} });
    expect(stranger.status).toBe(403);
    const wrongPlayers = await t.request('POST', `/api/games/${id}/report/confirm`, { token: away.token, body: { statistics: [line(homePlayers[1]!, 1)] } });
    expect(wrongPlayers.status).toBe(422);
    const ok = await t.request('POST', `/api/games/${id}/report/confirm`, { token: away.token, body: { statistics: [line(awayPlayers[1]!, 1)] } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(M.reportConfirmed);
    expect(await matchRow(id)).toMatchObject({ status: 'completed', resultState: 'confirmed', scoreHome: 2, scoreAway: 1 });
    const stats = await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id));
    expect(stats.map((s) => s.playerId).sort()).toEqual([homePlayers[0], awayPlayers[1]].sort());
    const twice = await t.request('POST', `/api/games/${id}/report/confirm`, { token: away.token, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.noOpenReport);
  });

  it('a dispute goes to staff, who see both versions and rule; the ruling is audited', async () => {
    const id = await newMatch(4);
    t.clock.set(new Date(START.getTime() + 21 * 24 * HOUR + HOUR));
    expect((await report(home.token, id, validReport(1, 0))).status).toBe(201);
    const noComment = await t.request('POST', `/api/games/${id}/report/dispute`, { token: away.token, body: { score_home: 1, score_away: 1 } });
    expect(noComment.status).toBe(422);
    const disputed = await t.request('POST', `/api/games/${id}/report/dispute`, {
      token: away.token,
      body: { score_home: 1, score_away: 1, statistics: [line(awayPlayers[0]!, 1)], comment: 'Empatamos en el 90, está en la captura.' },
    });
    expect(disputed.status).toBe(200);
    expect((await matchRow(id)).resultState).toBe('disputed');
    // Staff and both parties are told of the dispute.
    const disputedTitle = RESULTS_NOTICE.disputed({ home: '', away: '' }).title;
    for (const userId of [adminId, home.user.id, away.user.id]) expect(await noticeTitles(userId)).toContain(disputedTitle);
    // Silence no longer confirms a disputed report.
    t.clock.advance(48 * HOUR);
    await runMarketJobs(t.app.deps, () => {});
    expect((await matchRow(id)).status).toBe('pending');
    const view = await t.request('GET', `/api/games/${id}/report`, { token: admin });
    expect(view.body.report.dispute).toMatchObject({ score_home: 1, score_away: 1, comment: 'Empatamos en el 90, está en la captura.' });
    expect((await t.request('POST', `/api/games/${id}/report/rule`, { token: home.token, body: { version: 'report' } })).status).toBe(403);
    const ruled = await t.request('POST', `/api/games/${id}/report/rule`, { token: admin, body: { version: 'dispute', comment: 'La captura muestra 1-1.' } });
    expect(ruled.status).toBe(200);
    expect(ruled.body.message).toBe(M.disputeRuled);
    expect(await matchRow(id)).toMatchObject({ status: 'completed', resultState: 'confirmed', scoreHome: 1, scoreAway: 1 });
    // Both teams' lines stand: the dispute's, then the report's for the players it does not name.
    const stats = await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, id));
    expect(stats.map((s) => s.playerId).sort()).toEqual([homePlayers[0], awayPlayers[0]].sort());
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.dispute_ruled'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('La captura muestra 1-1.');
    expect((await t.request('POST', `/api/games/${id}/report/rule`, { token: admin, body: { version: 'report' } })).status).toBe(409);
  });

  it('a match nobody reported gets a walkover or is marked unplayed by staff, only after the deadline', async () => {
    const wo = await newMatch(5);
    const unplayed = await newMatch(5, third, away);
    t.clock.set(new Date(START.getTime() + 28 * 24 * HOUR + HOUR));
    const early = await t.request('POST', `/api/games/${wo}/walkover`, { token: admin, body: { outcome: 'home' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.walkoverTooEarly);
    t.clock.set(new Date(START.getTime() + 31 * 24 * HOUR + HOUR));
    expect((await t.request('POST', `/api/games/${wo}/walkover`, { token: home.token, body: { outcome: 'home' } })).status).toBe(403);
    const given = await t.request('POST', `/api/games/${wo}/walkover`, { token: admin, body: { outcome: 'away', reason: 'No se presentó.' } });
    expect(given.status).toBe(200);
    expect(given.body.message).toBe(M.walkoverGiven);
    expect(await matchRow(wo)).toMatchObject({ status: 'completed', resultState: 'walkover', scoreHome: 0, scoreAway: 3 });
    const marked = await t.request('POST', `/api/games/${unplayed}/walkover`, { token: admin, body: { outcome: 'unplayed' } });
    expect(marked.status).toBe(200);
    expect(await matchRow(unplayed)).toMatchObject({ status: 'pending', resultState: 'unplayed' });
    const late = await report(third.token, unplayed, validReport());
    expect(late.status).toBe(409);
    expect((await t.request('POST', `/api/games/${wo}/walkover`, { token: admin, body: { outcome: 'home' } })).status).toBe(409);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.walkover'))).toHaveLength(1);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'match.unplayed'))).toHaveLength(1);
  });

  it('a round with a window is not loaded directly by a manager; staff still can', async () => {
    const id = await newMatch(2);
    const stats = { statistics: [{ ...line(homePlayers[0]!, 1), tournament_id: tournamentId, match_id: id }] };
    const manager = await t.request('POST', '/api/match-statistics', { token: home.token, body: stats });
    expect(manager.status).toBe(409);
    expect(manager.body.message).toBe(M.directEntryClosed);
    const staff = await t.request('POST', '/api/match-statistics', { token: admin, body: stats });
    expect(staff.status).toBe(200);
    expect(await matchRow(id)).toMatchObject({ status: 'completed', resultState: 'confirmed' });
  });
});

describe('the matches list', () => {
  it("says which stored score is a match's result: not a round's placeholder nor a reported score waiting in its report", async () => {
    const waiting = await newMatch(3, away, third);
    const typed = await newMatch(11, away, third);
    await t.db.update(matches).set({ scoreHome: 2, scoreAway: 1 }).where(eq(matches.id, typed));
    const reported = await newMatch(4, away, third);
    await t.db.update(matches).set({ resultState: 'reported' }).where(eq(matches.id, reported));
    const confirmed = await newMatch(5, away, third);
    await t.db.update(matches).set({ scoreHome: 1, scoreAway: 0, status: 'completed', resultState: 'confirmed' }).where(eq(matches.id, confirmed));

    const res = await t.request('GET', `/api/matches?tournament_id=${tournamentId}`, { token: visitor });
    expect(res.status).toBe(200);
    const listed = (id: number) => res.body.data.find((m: { id: number }) => m.id === id);
    expect(listed(waiting)).toMatchObject({ score_home: 0, score_away: 0, status: 'pending', state: 'to_play', state_label: 'Por jugar', has_result: false });
    expect(listed(typed)).toMatchObject({ score_home: 2, score_away: 1, status: 'pending', state: 'to_play', has_result: true });
    expect(listed(reported)).toMatchObject({ status: 'pending', state: 'reported', state_label: 'Reportado', has_result: false });
    expect(listed(confirmed)).toMatchObject({ score_home: 1, score_away: 0, status: 'completed', state: 'confirmed', has_result: true });
    // A season's matches only: a phone skips past seasons.
    const pastSeason = (await createSeason(t.db, { startDate: new Date('2029-01-01T00:00:00Z') })).id;
    const [past] = await t.db
      .insert(tournaments)
      .values({ name: 'Liga Pasada', startDate: '2029-01-01', endDate: '2029-12-01', seasonId: pastSeason, type: 'PD' })
      .returning();
    const [old] = await t.db
      .insert(matches)
      .values({ tournamentId: past!.id, teamHomeId: home.team.id, teamAwayId: away.team.id, stage: 1, status: 'completed', matchDate: START })
      .returning();
    const ids = async (query: string) => ((await t.request('GET', `/api/matches?${query}`, { token: visitor })).body.data as { id: number }[]).map((m) => m.id);
    expect(await ids(`season_id=${seasonId}`)).toEqual(expect.arrayContaining([waiting, typed, reported, confirmed]));
    expect(await ids(`season_id=${seasonId}`)).not.toContain(old!.id);
    expect(await ids(`season_id=${pastSeason}`)).toEqual([old!.id]);
    expect(await ids('')).toEqual(expect.arrayContaining([waiting, old!.id]));
    expect((await t.request('GET', '/api/matches?season_id=temporada', { token: visitor })).status).toBe(422);
    // One match read alone says the same.
    const one = await t.request('GET', `/api/games/${waiting}`, { token: visitor });
    expect(one.body.data).toMatchObject({ state: 'to_play', has_result: false });
  });
});
