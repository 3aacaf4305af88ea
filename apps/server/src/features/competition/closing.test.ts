import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASON_MSG } from '@superliga/league';
import { auditEntries, ledgerEntries, matches, prizes, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createSeason, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

let t: TestApp;
let admin: string;
let organizer: string;
let seasonId: number;
let leagueId: number;
let teamsBy: Awaited<ReturnType<typeof createManager>>[];

async function match(tournamentId: number, home: number, away: number, sh: number, sa: number, stage: number, status = 'completed') {
  const [row] = await t.db
    .insert(matches)
    .values({ tournamentId, teamHomeId: home, teamAwayId: away, scoreHome: sh, scoreAway: sa, stage, status })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  teamsBy = [await createManager(t.db), await createManager(t.db), await createManager(t.db)];
  seasonId = (await createSeason(t.db, { startDate: new Date('2099-01-01T00:00:00Z') })).id;
  const [league] = await t.db
    .insert(tournaments)
    .values({ name: 'Liga Cierre', startDate: '2099-01-01', endDate: '2099-06-01', seasonId, type: 'PD' })
    .returning();
  leagueId = league!.id;
  const [a, b, c] = teamsBy.map((x) => x.team.id) as [number, number, number];
  // b wins both, a beats c: b 1st, a 2nd, c 3rd.
  await match(leagueId, b, a, 2, 0, 1);
  await match(leagueId, b, c, 1, 0, 2);
  await match(leagueId, a, c, 3, 1, 3, 'pending');
});
afterAll(() => t.close());

describe('closing a tournament', () => {
  it('refuses to close while a match is not final, and shows why in the preview', async () => {
    const preview = await t.request('GET', `/api/tournaments/${leagueId}/closing`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.finished).toBe(false);
    expect(preview.body.problems).toEqual([SEASON_MSG.tournamentNotFinished]);
    const res = await t.request('POST', `/api/tournaments/${leagueId}/close`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SEASON_MSG.tournamentNotFinished);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'tournament.closed'))).toHaveLength(0);
  });

  it('previews the prize table and the objectives, then pays them once through the ledger; a second close is refused', async () => {
    await t.db.update(matches).set({ status: 'completed' }).where(eq(matches.tournamentId, leagueId));
    const [a, b, c] = teamsBy;
    // Objectives: a was asked to be 3rd (finished 2nd: +1 step), c to be 1st (finished 3rd: -2 steps).
    const set = await t.request('PUT', `/api/seasons/${seasonId}/objectives`, {
      token: admin,
      body: {
        objectives: [
          { team_id: a!.team.id, objective: 3 },
          { team_id: c!.team.id, objective: 1 },
        ],
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.find((o: { team: { id: number } }) => o.team.id === c!.team.id).objective).toBe(1);
    const before = await Promise.all(teamsBy.map((x) => profitsOf(t.db, x.user.id)));
    const preview = await t.request('GET', `/api/tournaments/${leagueId}/closing`, { token: admin });
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.lines).toEqual([
      expect.objectContaining({ team: expect.objectContaining({ id: b!.team.id }), position: 1, prize: 150_000_000, objective_amount: 0, total: 150_000_000 }),
      expect.objectContaining({
        team: expect.objectContaining({ id: a!.team.id }),
        position: 2,
        prize: 120_000_000,
        objective: 3,
        objective_amount: 10_000_000,
      }),
      expect.objectContaining({ team: expect.objectContaining({ id: c!.team.id }), position: 3, prize: 0, objective: 1, objective_amount: -20_000_000 }),
    ]);
    expect(preview.body.total).toBe(260_000_000);

    const results = await Promise.all([1, 2, 3].map(() => t.request('POST', `/api/tournaments/${leagueId}/close`, { token: admin })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(SEASON_MSG.tournamentAlreadyClosed);
    expect(results.find((r) => r.status === 200)!.body.closed).not.toBeNull();

    const after = await Promise.all(teamsBy.map((x) => profitsOf(t.db, x.user.id)));
    expect(after[0]! - before[0]!).toBe(130_000_000);
    expect(after[1]! - before[1]!).toBe(150_000_000);
    expect(after[2]! - before[2]!).toBe(-20_000_000);
    expect(await t.db.select().from(prizes).where(eq(prizes.tournamentId, leagueId))).toHaveLength(2);
    const objectives = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'objective'));
    expect(objectives.map((l) => l.amount).sort()).toEqual([-20_000_000, 10_000_000]);
    expect(
      await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.kind, 'tournament.closed'), eq(auditEntries.reference, `tournament:${leagueId}`))),
    ).toHaveLength(1);
    await expectLedgersBalanced(t.db);

    const again = await t.request('POST', `/api/tournaments/${leagueId}/close`, { token: admin });
    expect(again.status).toBe(409);
    expect((await t.request('GET', `/api/tournaments/${leagueId}/closing`, { token: admin })).body.problems).toEqual([SEASON_MSG.tournamentAlreadyClosed]);
  });

  it('refuses more prizes than the season allows in one closing', async () => {
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Tope', startDate: '2099-01-01', endDate: '2099-06-01', seasonId, type: 'UCL' })
      .returning();
    await t.request('PUT', `/api/seasons/${seasonId}/rules`, { token: admin, body: { prizes_per_batch: 1, prize_table: { UCL: [50_000_000, 20_000_000] } } });
    await match(cup!.id, teamsBy[0]!.team.id, teamsBy[1]!.team.id, 1, 0, 6);
    const res = await t.request('POST', `/api/tournaments/${cup!.id}/close`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No puedes agregar más de 1 premios.');
    expect(await t.db.select().from(prizes).where(eq(prizes.tournamentId, cup!.id))).toHaveLength(0);
  });

  it('the palmarés shows the closed tournament’s champion and runner-up, per team and per manager, and the records', async () => {
    const [a, b] = teamsBy;
    const res = await t.request('GET', '/api/palmares/honours', { token: organizer });
    expect(res.status).toBe(200);
    const team = (id: number) => res.body.teams.find((x: { team: { id: number } }) => x.team.id === id);
    expect(team(b!.team.id)).toMatchObject({
      titles: [{ tournament: { id: leagueId, name: 'Liga Cierre' }, season: { id: seasonId } }],
      runner_ups: [],
      total: 1,
    });
    expect(team(a!.team.id)).toMatchObject({ titles: [], runner_ups: [{ tournament: { id: leagueId } }] });
    const manager = res.body.managers.find((x: { manager: { id: number } }) => x.manager.id === b!.user.id);
    expect(manager).toMatchObject({ manager: { name: b!.user.name }, titles: [{ tournament: { id: leagueId } }] });
    expect(res.body.records.biggest_win).toMatchObject({ winner: { id: a!.team.id }, score: '3-1', margin: 2 });
    expect(res.body.records.longest_unbeaten_run).toMatchObject({ team: { id: b!.team.id }, length: 2 });
    expect(res.body.records.most_expensive_signing).toBeNull();
  });

  it('is for Admins: Organizador gets 403', async () => {
    expect((await t.request('GET', `/api/tournaments/${leagueId}/closing`, { token: organizer })).status).toBe(403);
    expect((await t.request('POST', `/api/tournaments/${leagueId}/close`, { token: organizer })).status).toBe(403);
  });
});
