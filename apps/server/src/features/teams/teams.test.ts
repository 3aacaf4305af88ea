import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MSG, MSG } from '@superliga/league';
import { teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';

let t: TestApp;
let admin: string;
let organizer: string;
let visitor: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createManager>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  visitor = await createUser(t.db);
  manager = await createManager(t.db, 'Primera', { name: 'Manuel Manager' });
});
afterAll(() => t.close());

describe('GET /api/teams', () => {
  it('pages Primera first, then Segunda, then outside teams, with the manager as { id, name }', async () => {
    await createTeam(t.db, { name: 'Segunda A', division: 'Segunda' });
    await createTeam(t.db, { name: 'Afuera A', division: null });
    const res = await t.request('GET', '/api/teams', { token: visitor.token, query: { per_page: '100' } });
    expect(res.status).toBe(200);
    const divisions = res.body.data.map((x: { division: string }) => x.division || 'z');
    expect(divisions).toEqual([...divisions].sort((a: string, b: string) => ['Primera', 'Segunda', 'z'].indexOf(a) - ['Primera', 'Segunda', 'z'].indexOf(b)));
    expect(res.body.data.find((x: { id: number }) => x.id === manager.team.id)).toEqual({
      id: manager.team.id,
      name: manager.team.name,
      division: 'Primera',
      id_user: manager.user.id,
      user: { id: manager.user.id, name: 'Manuel Manager' },
    });
    expect(res.body.data.find((x: { name: string }) => x.name === 'Afuera A')).toMatchObject({ id_user: null, user: null, division: '' });
    expect(res.body.meta).toMatchObject({ current_page: 1, total: res.body.data.length });
    const all = await t.request('GET', '/api/teams', { token: visitor.token, query: { all: 'true' } });
    expect(all.body.meta).toBeUndefined();
    expect(all.body.data).toHaveLength(res.body.data.length);
    const small = await t.request('GET', '/api/teams', { token: visitor.token, query: { per_page: '1', page: '2' } });
    expect(small.body.data).toEqual([res.body.data[1]]);
  });
});

describe('GET /api/teams/{id} and /api/plantel', () => {
  it('answers the team with its players, squad stats, CA limit and warnings', async () => {
    const { team } = await createManager(t.db, 'Segunda');
    for (let i = 0; i < 17; i++) await createPlayer(t.db, { teamId: team.id, ca: 100 + i, age: 21, status: i < 5 ? 'bloqueado' : 'registrado' });
    await createPlayer(t.db, { teamId: team.id, ca: 200, pa: 200, age: 18 });
    const res = await t.request('GET', `/api/teams/${team.id}`, { token: visitor.token });
    expect(res.status).toBe(200);
    expect(res.body.players).toHaveLength(18);
    expect(res.body.players[0].id_team).toEqual({ id: team.id, name: team.name, division: 'Segunda' });
    // Best 16 by CA: 200 and 116..102 -> (200 + 1635) / 16.
    expect(res.body.stats).toEqual({
      average_ca_best16: 114.69,
      blocked: 5,
      older_than_20: 17,
      registered: 13,
      registered_older_than_20: 12,
      youth: 1,
      total: 18,
    });
    expect(res.body.ca_limit).toBe(153);
    // Players who arrived 'bloqueado' used no block of the season: nothing over the blocks limit.
    expect(res.body.warnings).toEqual([]);
  });

  it('warns when the team used more blocks this season than the limit in force (lowered after them)', async () => {
    const manager = await createManager(t.db, 'Primera', { profits: 500_000_000 });
    for (let i = 0; i < 3; i++) {
      const p = await createPlayer(t.db, { teamId: manager.team.id });
      expect((await t.request('POST', `/api/plantel/${p.id}/bloquear`, { token: manager.token })).status).toBe(200);
    }
    const admin = (await createUser(t.db, { rol: 'Admin' })).token;
    expect((await t.request('PUT', '/api/seasons/57/rules', { token: admin, body: { blocks_per_team: 2 } })).status).toBe(200);
    try {
      const res = await t.request('GET', '/api/plantel', { token: manager.token });
      expect(res.body.warnings).toEqual(['El equipo usó 3 bloqueos esta temporada; el máximo es 2.']);
    } finally {
      await t.request('PUT', '/api/seasons/57/rules', { token: admin, body: { blocks_per_team: 4 } });
    }
  });

  it('answers 404 for an unknown team', async () => {
    const res = await t.request('GET', '/api/teams/999999', { token: visitor.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CORE_MSG.teamNotFound);
  });

  it('/plantel answers the own team, or 404 with the no-team text', async () => {
    await createPlayer(t.db, { teamId: manager.team.id, ca: 170, pa: 180 });
    const own = await t.request('GET', '/api/plantel', { token: manager.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: manager.team.id, ca_limit: 160, stats: { total: own.body.players.length } });
    const none = await t.request('GET', '/api/plantel', { token: visitor.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MSG.noTeamAssigned);
  });
});

describe('POST /api/teams', () => {
  it('Admin creates a team with a manager (201)', async () => {
    const { user } = await createUser(t.db, { rol: 'Manager Segunda' });
    const res = await t.request('POST', '/api/teams', { token: admin, body: { name: 'Nuevo Club', division: 'Segunda', id_user: user.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Nuevo Club', division: 'Segunda', id_user: user.id, user: { id: user.id } });
  });

  it('refuses a manager who already owns a team, a taken name and a bad division (422)', async () => {
    const res = await t.request('POST', '/api/teams', {
      token: admin,
      body: { name: manager.team.name.toUpperCase(), division: 'Tercera', id_user: manager.user.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.division).toEqual([CORE_MSG.divisionInvalid]);
    const dup = await t.request('POST', '/api/teams', {
      token: admin,
      body: { name: manager.team.name.toUpperCase(), division: 'Primera', id_user: manager.user.id },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual([CORE_MSG.teamNameTaken]);
    expect(dup.body.errors.id_user).toEqual([CORE_MSG.managerHasTeam(manager.team.name)]);
    const unknown = await t.request('POST', '/api/teams', { token: admin, body: { name: 'Otro', division: 'Primera', id_user: 999999 } });
    expect(unknown.body.errors.id_user).toEqual([CORE_MSG.managerMissing]);
    expect((await t.request('POST', '/api/teams', { token: admin, body: { name: '', division: 'Primera' } })).body.errors.name).toEqual([MSG.nameRequired]);
  });

  it('refuses everybody but Admin (403)', async () => {
    for (const token of [organizer, manager.token, visitor.token]) {
      expect((await t.request('POST', '/api/teams', { token, body: { name: 'Prohibido', division: 'Primera' } })).status).toBe(403);
    }
  });
});

describe('PUT /api/teams/{id}', () => {
  it('Admin renames, moves division and changes or removes the manager', async () => {
    const team = await createTeam(t.db, { name: 'Para Editar', division: 'Segunda' });
    const { user } = await createUser(t.db, { rol: 'Manager Primera', name: 'Nuevo Dueño' });
    const res = await t.request('PUT', `/api/teams/${team.id}`, { token: admin, body: { name: 'Editado', division: 'Primera', id_user: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: team.id, name: 'Editado', division: 'Primera', id_user: user.id, user: { id: user.id, name: 'Nuevo Dueño' } });
    const keep = await t.request('PUT', `/api/teams/${team.id}`, { token: admin, body: { name: 'Editado', division: 'Primera' } });
    expect(keep.body.id_user).toBe(user.id);
    const cleared = await t.request('PUT', `/api/teams/${team.id}`, { token: admin, body: { name: 'Editado', division: 'Primera', id_user: '' } });
    expect(cleared.body).toMatchObject({ id_user: null, user: null });
  });

  it('keeps the same manager on the same team, refuses one who owns another team', async () => {
    const same = await t.request('PUT', `/api/teams/${manager.team.id}`, {
      token: admin,
      body: { name: manager.team.name, division: 'Primera', id_user: manager.user.id },
    });
    expect(same.status).toBe(200);
    const other = await createTeam(t.db, { division: 'Primera' });
    const res = await t.request('PUT', `/api/teams/${other.id}`, { token: admin, body: { name: other.name, division: 'Primera', id_user: manager.user.id } });
    expect(res.status).toBe(422);
    expect(res.body.errors.id_user).toEqual([CORE_MSG.managerHasTeam(manager.team.name)]);
  });

  it('a manager cannot edit even their own team (403) and nothing changes; 404 for unknown', async () => {
    const res = await t.request('PUT', `/api/teams/${manager.team.id}`, {
      token: manager.token,
      body: { name: 'Hackeado', division: 'Segunda', id_user: null },
    });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(teams).where(eq(teams.id, manager.team.id));
    expect(row).toMatchObject({ name: manager.team.name, division: 'Primera', userId: manager.user.id });
    expect((await t.request('PUT', '/api/teams/999999', { token: admin, body: { name: 'X', division: 'Primera' } })).status).toBe(404);
  });
});
