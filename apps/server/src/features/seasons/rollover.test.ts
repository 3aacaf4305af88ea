import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_ID, SEASON_MSG } from '@superliga/league';
import { auditEntries, players, seasons, squadActions, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, profitsOf } from '../../../test/factories';

let t: TestApp;
let admin: string;
let manager: Awaited<ReturnType<typeof createManager>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  manager = await createManager(t.db);
  ids.blocked = (await createPlayer(t.db, { teamId: manager.team.id, status: 'bloqueado', age: 20 })).id;
  ids.registered = (await createPlayer(t.db, { teamId: manager.team.id, status: 'registrado', age: 29 })).id;
  ids.restricted = (await createPlayer(t.db, { teamId: manager.team.id, status: 'restringido', age: 33 })).id;
  await t.db
    .insert(squadActions)
    .values({ seasonId: DEFAULT_SEASON_ID, teamId: manager.team.id, playerId: ids.blocked, kind: 'block', previousStatus: 'registrado' });
  await t.db.insert(tournaments).values({ name: 'Liga Vieja', startDate: '2026-08-01', endDate: '2027-05-30', seasonId: DEFAULT_SEASON_ID, type: 'PD' });
});
afterAll(() => t.close());

const body = { name: 'Temporada 58', start_date: '2027-08-01T12:00:00-03:00' };

describe('rolling a season over', () => {
  it('previews what it does: counters, players, tournaments, fixtures', async () => {
    const res = await t.request('GET', `/api/seasons/${DEFAULT_SEASON_ID}/rollover`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual([]);
    expect(res.body.counters.find((c: { counter: string }) => c.counter === 'blocks')).toMatchObject({ current: 1, after: 0 });
    expect(res.body.unblocked).toBeGreaterThanOrEqual(1);
    expect(res.body.tournaments).toEqual([{ name: 'Liga Vieja', type: 'PD', closed: false }]);
  });

  it('starts the next season once: rules and tournaments copied, players a year older and unblocked, budgets and squads kept, old season read-only', async () => {
    await t.request('PUT', `/api/seasons/${DEFAULT_SEASON_ID}/rules`, { token: admin, body: { blocks_per_team: 7 } });
    const budget = await profitsOf(t.db, manager.user.id);
    const results = await Promise.all([1, 2].map(() => t.request('POST', `/api/seasons/${DEFAULT_SEASON_ID}/rollover`, { token: admin, body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const created = results.find((r) => r.status === 201)!.body;
    expect(created.message).toBe(SEASON_MSG.seasonRolled('Temporada 58'));
    const next = created.season.id as number;

    const list = await t.request('GET', '/api/season', { token: admin });
    expect(list.body.data.find((s: { current: boolean }) => s.current).id).toBe(next);
    expect(list.body.data.find((s: { id: number }) => s.id === DEFAULT_SEASON_ID)).toMatchObject({ closed: true, active: false });

    const byId = new Map((await t.db.select().from(players)).map((p) => [p.id, p]));
    expect(byId.get(ids.blocked)).toMatchObject({ age: 21, status: 'registrado', teamId: manager.team.id });
    expect(byId.get(ids.registered)).toMatchObject({ age: 30, status: 'registrado' });
    expect(byId.get(ids.restricted)).toMatchObject({ age: 34, status: 'restringido' });
    expect(await profitsOf(t.db, manager.user.id)).toBe(budget);

    expect((await t.request('GET', `/api/seasons/${next}/rules`, { token: admin })).body.blocks_per_team).toBe(7);
    expect(await t.db.select().from(tournaments).where(eq(tournaments.seasonId, next))).toEqual([
      expect.objectContaining({ name: 'Liga Vieja', type: 'PD', startDate: '2027-08-01', endDate: '2028-05-29' }),
    ]);
    // Counters restart: the block of the old season is not the new season's.
    const squad = await t.request('GET', `/api/plantel/acciones?id_team=${manager.team.id}`, { token: admin });
    expect(squad.body).toMatchObject({ id_season: next, blocks_used: 0 });
    const preview = await t.request('GET', `/api/seasons/${next}/rollover`, { token: admin });
    expect(preview.body.counters.map((c: { current: number }) => c.current)).toEqual([0, 0, 0]);

    // The old season stays readable and read-only.
    expect((await t.request('GET', `/api/tournaments?season=${DEFAULT_SEASON_ID}`, { token: admin })).body.data).toHaveLength(1);
    const write = await t.request('POST', '/api/tournaments', {
      token: admin,
      body: { name: 'Tarde', start_date: '2026-09-01', end_date: '2026-10-01', season_id: DEFAULT_SEASON_ID, type: 'UCL' },
    });
    expect(write.status).toBe(409);
    expect(write.body.message).toBe(SEASON_MSG.seasonClosed);
    const edit = await t.request('PUT', `/api/season/${DEFAULT_SEASON_ID}`, {
      token: admin,
      body: { name: 'Otra', start_date: '2026-01-01T00:00:00Z', active: true },
    });
    expect(edit.status).toBe(409);

    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'season.rolled_over'))).toHaveLength(1);
    expect(await t.db.select().from(seasons).where(eq(seasons.previousSeasonId, DEFAULT_SEASON_ID))).toHaveLength(1);
  });

  it('refuses a second rollover of the same season with a Spanish 409', async () => {
    const res = await t.request('POST', `/api/seasons/${DEFAULT_SEASON_ID}/rollover`, { token: admin, body });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SEASON_MSG.seasonAlreadyRolled);
  });

  it('refuses a bad body with 422 and a manager with 403', async () => {
    const bad = await t.request('POST', `/api/seasons/${DEFAULT_SEASON_ID}/rollover`, { token: admin, body: { name: '', start_date: 'mañana' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.start_date).toContain(SEASON_MSG.rolloverStartRequired);
    expect((await t.request('POST', `/api/seasons/${DEFAULT_SEASON_ID}/rollover`, { token: manager.token, body })).status).toBe(403);
  });
});
