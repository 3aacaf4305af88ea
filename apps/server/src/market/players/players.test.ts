import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MSG, DEFAULT_FREE_AGENT_TEAM_ID, MSG, searchKey } from '@superliga/league';
import { players, releaseClauses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { SEARCH_LIMIT } from './queries';
import { createManager, createPlayer, createSeason, createTeam, createUser } from '../../../test/factories';

let t: TestApp;
let admin: string;
let organizer: string;
let manager: Awaited<ReturnType<typeof createManager>>;
let visitor: string;
let outside: Awaited<ReturnType<typeof createTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  visitor = (await createUser(t.db)).token;
  manager = await createManager(t.db, 'Primera');
  outside = await createTeam(t.db, { name: 'Equipo de afuera', division: null });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Nuevo Jugador',
  id_team: manager.team.id,
  status: 'registrado',
  value: 5_000_000,
  ca: 120,
  pa: 150,
  age: 22,
  ...over,
});

describe('GET /api/players', () => {
  it('pages in SQL by name with the team as { id, name, division }', async () => {
    const team = await createTeam(t.db, { division: 'Segunda' });
    for (const name of ['Zeta Uno', 'Alfa Dos', 'Beta Tres']) await createPlayer(t.db, { name, teamId: team.id });
    const page1 = await t.request('GET', '/api/players', { token: visitor, query: { id_team: String(team.id), per_page: '2' } });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((p: { name: string }) => p.name)).toEqual(['Alfa Dos', 'Beta Tres']);
    expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Alfa Dos',
      id_team: { id: team.id, name: team.name, division: 'Segunda' },
      status: 'registrado',
      value: 10_000_000,
      ca: 120,
      pa: 140,
      age: 24,
    });
    const page2 = await t.request('GET', '/api/players', { token: visitor, query: { id_team: String(team.id), per_page: '2', page: '2' } });
    expect(page2.body.data.map((p: { name: string }) => p.name)).toEqual(['Zeta Uno']);
  });

  it('answers every player with all=true and no meta', async () => {
    const res = await t.request('GET', '/api/players', { token: visitor, query: { all: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(res.body.data.length).toBe((await t.db.select({ id: players.id }).from(players)).length);
  });

  it('needs a login and a valid page', async () => {
    expect((await t.request('GET', '/api/players')).status).toBe(401);
    expect((await t.request('GET', '/api/players', { token: visitor, query: { page: 'x' } })).status).toBe(422);
  });

  it('a list kept in memory is still only for a logged-in caller, and follows a change at once', async () => {
    const team = await createTeam(t.db, { division: 'Segunda' });
    await createPlayer(t.db, { name: 'Guardado Uno', teamId: team.id });
    const query = { id_team: String(team.id) };
    expect((await t.request('GET', '/api/players', { token: visitor, query })).body.data.map((p: { name: string }) => p.name)).toEqual(['Guardado Uno']);
    const anonymous = await t.request('GET', '/api/players', { query });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data).toBeUndefined();
    expect((await t.request('GET', '/api/players', { token: 'x|nada', query })).status).toBe(401);
    await createPlayer(t.db, { name: 'Guardado Dos', teamId: team.id });
    const after = await t.request('GET', '/api/players', { token: visitor, query });
    expect(after.body.data.map((p: { name: string }) => p.name)).toEqual(['Guardado Dos', 'Guardado Uno']);
  });
});

describe('GET /api/players/{id}', () => {
  it('answers the player, or 404', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const res = await t.request('GET', `/api/players/${p.id}`, { token: visitor });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, id_team: { id: manager.team.id, name: manager.team.name, division: 'Primera' } });
    const missing = await t.request('GET', '/api/players/999999', { token: visitor });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CORE_MSG.playerNotFound);
  });
});

describe('GET /api/playername', () => {
  it('finds players tolerant of accents, case and small typos, best match first', async () => {
    const exact = await createPlayer(t.db, { name: 'Agustín Güemes', teamId: manager.team.id });
    const other = await createPlayer(t.db, { name: 'Agustina Guemesa', teamId: manager.team.id });
    await createPlayer(t.db, { name: 'Pedro Pérez', teamId: manager.team.id });
    const res = await t.request('GET', '/api/playername', { token: visitor, query: { name: 'AGUSTIN guemes' } });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids[0]).toBe(exact.id);
    expect(ids).toContain(other.id);
    expect(res.body.data.every((p: { name: string }) => !p.name.startsWith('Pedro'))).toBe(true);
    const fragment = await t.request('GET', '/api/playername', { token: visitor, query: { name: 'güem' } });
    expect(fragment.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([exact.id, other.id]));
    const typo = await t.request('GET', '/api/playername', { token: visitor, query: { name: 'agustin guemez' } });
    expect(typo.body.data.map((p: { id: number }) => p.id)).toContain(exact.id);
  });

  describe('best match first: exact, start, inside, then every word close (typos)', () => {
    const names = ['Lía Roca', 'Lía Rocamora', 'Dalía Roca Paz', 'Roca Lía Ferro', 'Lío Rocca', 'Lía Ferro'];
    const search = async (name: string) => {
      const res = await t.request('GET', '/api/playername', { token: visitor, query: { name } });
      expect(res.status).toBe(200);
      return res.body.data.map((p: { name: string }) => p.name) as string[];
    };
    beforeAll(async () => {
      const team = await createTeam(t.db, { division: 'Segunda' });
      for (const name of names) await createPlayer(t.db, { name, teamId: team.id });
    });

    it.each([
      [
        'the exact name, one starting with it, one containing it, both words apart, a near spelling',
        'LIA roca',
        ['Lía Roca', 'Lía Rocamora', 'Dalía Roca Paz', 'Roca Lía Ferro', 'Lío Rocca'],
      ],
      ['a rare fragment', 'ocamor', ['Lía Rocamora']],
      ['a typo and no fragment', 'dalya roca', ['Dalía Roca Paz']],
      [
        'a typo of a surname that is also a name: the fragment first, then the near spellings, most similar first',
        'rocca',
        ['Lío Rocca', 'Lía Roca', 'Dalía Roca Paz', 'Roca Lía Ferro', 'Lía Rocamora'],
      ],
      ['a miss', 'xqzvwj', []],
    ])('%s: %s', async (_case, name, expected) => {
      expect(await search(name)).toEqual(expected);
    });

    it('with one or two letters, names starting with them first, then names containing them', async () => {
      const found = await search('rO');
      expect(found.length).toBeGreaterThan(0);
      const starts = found.map((n) => searchKey(n).startsWith('ro'));
      expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
      expect(found.every((n) => searchKey(n).includes('ro'))).toBe(true);
      expect(found).toEqual(expect.arrayContaining(['Roca Lía Ferro', 'Lía Roca', 'Lío Rocca']));
    });

    it('answers at most SEARCH_LIMIT names when a fragment is common, the exact one first', async () => {
      const team = await createTeam(t.db, { division: null });
      await t.db.insert(players).values(
        ['Nube', ...Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) => `${i % 2 ? 'Nube' : 'Lanube'} Ñandú ${i}`)].map((name) => ({
          name,
          searchName: searchKey(name),
          teamId: team.id,
          ca: 100,
          pa: 100,
          age: 20,
        })),
      );
      const found = await search('nube');
      expect(found).toHaveLength(SEARCH_LIMIT);
      expect(found[0]).toBe('Nube');
      const starts = found.map((n) => searchKey(n).startsWith('nube'));
      expect(starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
    });

    it('knows the words of a renamed player (a typo of its new surname finds it)', async () => {
      const p = await createPlayer(t.db, { name: 'Tomás Ibarra', teamId: manager.team.id });
      expect(await search('zubizareta')).toEqual([]);
      const res = await t.request('PUT', `/api/players/${p.id}`, { token: admin, body: body({ name: 'Tomás Zubizarreta' }) });
      expect(res.status).toBe(200);
      expect(await search('zubizareta')).toEqual(['Tomás Zubizarreta']);
    });
  });

  it('treats % and _ literally and refuses an empty search', async () => {
    const res = await t.request('GET', '/api/playername', { token: visitor, query: { name: '%' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    // Only separators: no word to correct a typo of, an empty answer (not a 500).
    for (const name of ['---', "' . -", '...']) {
      const only = await t.request('GET', '/api/playername', { token: visitor, query: { name } });
      expect(only.status, name).toBe(200);
      expect(only.body.data, name).toEqual([]);
    }
    const empty = await t.request('GET', '/api/playername', { token: visitor, query: { name: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toContain(CORE_MSG.searchTooShort);
  });
});

describe('GET /api/players/filter-by-division', () => {
  it('answers only players of outside teams and the free agents; pages when asked', async () => {
    const out = await createPlayer(t.db, { name: 'Aaa Afuera', teamId: outside.id });
    const free = await createPlayer(t.db, { name: 'Aaa Libre', teamId: DEFAULT_FREE_AGENT_TEAM_ID, status: 'liberado' });
    const inside = await createPlayer(t.db, { name: 'Aaa Adentro', teamId: manager.team.id });
    const res = await t.request('GET', '/api/players/filter-by-division', { token: visitor });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([out.id, free.id]));
    expect(ids).not.toContain(inside.id);
    // Outside teams' division reads '' (000 §3).
    expect(res.body.data.every((p: { id_team: { division: string } }) => p.id_team.division === '')).toBe(true);
    const paged = await t.request('GET', '/api/players/filter-by-division', { token: visitor, query: { page: '1', per_page: '1' } });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta).toMatchObject({ current_page: 1, per_page: 1, total: ids.length });
  });
});

describe('POST /api/players', () => {
  it('Admin and Organizador create a player (201), a new one without team joins the free agents', async () => {
    const res = await t.request('POST', '/api/players', { token: admin, body: body({ name: 'Creado Por Admin' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Creado Por Admin',
      id_team: { id: manager.team.id },
      status: 'registrado',
      value: 5_000_000,
      ca: 120,
      pa: 150,
      age: 22,
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, res.body.id));
    expect(row!.searchName).toBe('creado por admin');
    const org = await t.request('POST', '/api/players', { token: organizer, body: body({ id_team: undefined, status: '' }) });
    expect(org.status).toBe(201);
    expect(org.body.id_team.id).toBe(DEFAULT_FREE_AGENT_TEAM_ID);
  });

  it.each([
    [{ age: 13 }, 'age', CORE_MSG.ageRange],
    [{ age: 51 }, 'age', CORE_MSG.ageRange],
    [{ age: '' }, 'age', CORE_MSG.ageRange],
    [{ ca: 0 }, 'ca', CORE_MSG.caRange],
    [{ ca: 201, pa: 201 }, 'ca', CORE_MSG.caRange],
    [{ pa: 0 }, 'pa', CORE_MSG.paRange],
    [{ ca: 150, pa: 149 }, 'pa', CORE_MSG.paBelowCa],
    [{ value: -1 }, 'value', CORE_MSG.valueInvalid],
    [{ value: 1.5 }, 'value', CORE_MSG.valueInvalid],
    [{ name: '' }, 'name', MSG.nameRequired],
    [{ status: 'vendido' }, 'status', CORE_MSG.statusInvalid],
    [{ id_team: 999999 }, 'id_team', CORE_MSG.teamMissing],
  ])('refuses %o with 422 on %s and writes nothing', async (over, field, message) => {
    const before = (await t.db.select({ id: players.id }).from(players)).length;
    const res = await t.request('POST', '/api/players', { token: admin, body: body(over) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect((await t.db.select({ id: players.id }).from(players)).length).toBe(before);
  });

  it('refuses managers and visitors (403)', async () => {
    expect((await t.request('POST', '/api/players', { token: manager.token, body: body() })).status).toBe(403);
    expect((await t.request('POST', '/api/players', { token: visitor, body: body() })).status).toBe(403);
  });
});

describe('PUT /api/players/{id}', () => {
  it('staff edits every field; an empty status keeps the status', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id, status: 'bloqueado' });
    const res = await t.request('PUT', `/api/players/${p.id}`, {
      token: organizer,
      body: body({ name: 'Renombrado', id_team: outside.id, status: '', ca: 130, pa: 130, age: 30, value: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renombrado', id_team: { id: outside.id, division: '' }, status: 'bloqueado', ca: 130, pa: 130, age: 30, value: 0 });
  });

  it('saving status liberado moves the player to the free-agent team', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const res = await t.request('PUT', `/api/players/${p.id}`, { token: admin, body: body({ status: 'liberado' }) });
    expect(res.status).toBe(200);
    expect(res.body.id_team.id).toBe(DEFAULT_FREE_AGENT_TEAM_ID);
    const [row] = await t.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ teamId: DEFAULT_FREE_AGENT_TEAM_ID, status: 'liberado' });
  });

  it("a manager cannot change a player's team, not even their own player's (403, nothing changes)", async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const res = await t.request('PUT', `/api/players/${p.id}`, { token: manager.token, body: body({ id_team: outside.id }) });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(players).where(eq(players.id, p.id));
    expect(row!.teamId).toBe(manager.team.id);
  });

  it('answers 404 for an unknown player and 422 for bad input', async () => {
    expect((await t.request('PUT', '/api/players/999999', { token: admin, body: body() })).status).toBe(404);
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const res = await t.request('PUT', `/api/players/${p.id}`, { token: admin, body: body({ pa: 100, ca: 101 }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.pa).toEqual([CORE_MSG.paBelowCa]);
  });
});

describe('DELETE /api/players/{id}', () => {
  it('Admin deletes a player without history', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const res = await t.request('DELETE', `/api/players/${p.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.playerDeleted);
    expect(await t.db.select().from(players).where(eq(players.id, p.id))).toHaveLength(0);
  });

  it('refuses (409) a player with history and keeps it', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    const season = await createSeason(t.db);
    await t.db.insert(releaseClauses).values({
      playerId: p.id,
      name: p.name,
      teamId: manager.team.id,
      createdBy: manager.user.id,
      value: 1,
      totalValue: 1,
      seasonId: season.id,
      revealAt: new Date(),
    });
    const res = await t.request('DELETE', `/api/players/${p.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CORE_MSG.playerHasHistory);
    expect(await t.db.select().from(players).where(eq(players.id, p.id))).toHaveLength(1);
  });

  it('refuses Organizador and managers (403) and answers 404 for an unknown player', async () => {
    const p = await createPlayer(t.db, { teamId: manager.team.id });
    expect((await t.request('DELETE', `/api/players/${p.id}`, { token: organizer })).status).toBe(403);
    expect((await t.request('DELETE', `/api/players/${p.id}`, { token: manager.token })).status).toBe(403);
    expect((await t.request('DELETE', '/api/players/999999', { token: admin })).status).toBe(404);
  });
});
