import { WATCH_MSG } from '@superliga/league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';

/** The market filters and sorts of GET /players (docs/decisions/035-market-filters-and-watchlist.md). */
let t: TestApp;
let viewer: Awaited<ReturnType<typeof createManager>>;
let team: Awaited<ReturnType<typeof createTeam>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T09:00:00Z') });
  viewer = await createManager(t.db, 'Primera');
  team = await createTeam(t.db, { division: 'Segunda' });
  const rows = [
    { name: 'Ana', value: 1_000_000, ca: 100, pa: 150, age: 18 },
    { name: 'Beto', value: 5_000_000, ca: 140, pa: 145, age: 25 },
    { name: 'Ciro', value: 9_000_000, ca: 160, pa: 170, age: 31 },
    { name: 'Dario', value: 5_000_000, ca: 120, pa: 180, age: 21, status: 'bloqueado' as const },
  ];
  for (const r of rows) ids[r.name] = (await createPlayer(t.db, { teamId: team.id, ...r })).id;
});
afterAll(() => t.close());

const names = async (query: Record<string, string>, token = viewer.token) => {
  const res = await t.request('GET', '/api/players', { token, query: { id_team: String(team.id), ...query } });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { name: string }) => p.name);
};

describe('GET /api/players filters', () => {
  it.each([
    [{ value_min: '5000000' }, ['Beto', 'Ciro', 'Dario']],
    [{ value_max: '5000000' }, ['Ana', 'Beto', 'Dario']],
    [{ ca_min: '130', ca_max: '150' }, ['Beto']],
    [{ pa_min: '170' }, ['Ciro', 'Dario']],
    [{ pa_max: '150' }, ['Ana', 'Beto']],
    [{ age_min: '21', age_max: '25' }, ['Beto', 'Dario']],
    [{ age_max: '18', value_max: '' }, ['Ana']],
  ])('%o keeps %o', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('team filters like id_team; both must hold', async () => {
    const other = await createTeam(t.db, { division: 'Primera' });
    await createPlayer(t.db, { teamId: other.id, name: 'Otro' });
    const res = await t.request('GET', '/api/players', { token: viewer.token, query: { team: String(other.id) } });
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Otro']);
    expect(await names({ team: String(other.id) })).toEqual([]);
  });

  it.each([
    [{ sort: 'value', order: 'desc' }, ['Ciro', 'Dario', 'Beto', 'Ana']],
    [{ sort: 'value' }, ['Ana', 'Beto', 'Dario', 'Ciro']],
    [{ sort: 'ca', order: 'desc' }, ['Ciro', 'Beto', 'Dario', 'Ana']],
    [{ sort: 'pa' }, ['Beto', 'Ana', 'Ciro', 'Dario']],
    [{ sort: 'age', order: 'desc' }, ['Ciro', 'Beto', 'Dario', 'Ana']],
    [{ sort: 'name', order: 'desc' }, ['Dario', 'Ciro', 'Beto', 'Ana']],
    [{ sort: '', order: '' }, ['Ana', 'Beto', 'Ciro', 'Dario']],
  ])('sorts by %o', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('pages a sorted list with the same meta as before', async () => {
    const res = await t.request('GET', '/api/players', {
      token: viewer.token,
      query: { id_team: String(team.id), sort: 'value', order: 'desc', per_page: '2', page: '2' },
    });
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Beto', 'Ana']);
    expect(res.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
  });

  it.each([
    [{ value_min: 'abc' }, 'value_min', WATCH_MSG.filterNumber],
    [{ ca_min: '-1' }, 'ca_min', WATCH_MSG.filterNumber],
    [{ age_max: '1.5' }, 'age_max', WATCH_MSG.filterNumber],
    [{ pa_min: '180', pa_max: '170' }, 'pa_max', WATCH_MSG.filterRange],
    [{ sort: 'salary' }, 'sort', WATCH_MSG.filterSort],
    [{ order: 'up' }, 'order', WATCH_MSG.filterOrder],
    [{ clausulable: 'maybe' }, 'clausulable', WATCH_MSG.filterFlag],
    [{ per_page: '1000' }, 'per_page', undefined],
  ])('refuses %o with a 422 on its field', async (query, field, text) => {
    const res = await t.request('GET', '/api/players', { token: viewer.token, query });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation');
    expect(Object.keys(res.body.errors)).toEqual([field]);
    if (text) expect(res.body.errors[field]).toEqual([text]);
  });
});

describe('libres para cláusula', () => {
  it('keeps only players the caller may claim now: not his own, not protected, not outside the divisions, not already offered by him', async () => {
    const mine = await createPlayer(t.db, { teamId: viewer.team.id, name: 'Propio' });
    const outside = await createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, name: 'Afuera' });
    const restricted = await createPlayer(t.db, { teamId: team.id, name: 'Eliseo', status: 'restringido' });
    const all = async (token: string) => {
      const res = await t.request('GET', '/api/players', { token, query: { clausulable: 'true', all: 'true' } });
      expect(res.status).toBe(200);
      return res.body.data.map((p: { id: number }) => p.id) as number[];
    };
    const free = await all(viewer.token);
    expect(free).toEqual(expect.arrayContaining([ids.Ana, ids.Beto, ids.Ciro]));
    for (const id of [mine.id, outside.id, restricted.id, ids.Dario!]) expect(free).not.toContain(id);

    // His own open offer takes Beto out of his list, not out of another manager's.
    t.clock.set(new Date('2026-11-23T14:00:00Z'));
    const sent = await t.request('POST', '/api/clausula_rescision', {
      token: viewer.token,
      body: { id_player: ids.Beto, id_team: team.id, value: 5_000_000, extra_value: 0 },
    });
    expect(sent.status).toBe(201);
    expect(await all(viewer.token)).not.toContain(ids.Beto);
    const rival = await createManager(t.db, 'Primera');
    expect(await all(rival.token)).toContain(ids.Beto);
    // Nobody without a team may execute a clause.
    expect(await all((await createUser(t.db)).token)).toEqual([]);
    // Not cached across callers: the same query, asked again by the viewer, still leaves Beto out.
    expect(await all(viewer.token)).not.toContain(ids.Beto);
  });
});
