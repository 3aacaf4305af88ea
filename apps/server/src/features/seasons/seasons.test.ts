import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MSG, DEFAULT_SEASON_ID } from '@superliga/league';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSeason, createUser } from '../../../test/factories';

let t: TestApp;
let admin: string;
let organizer: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  manager = (await createUser(t.db, { rol: 'Manager Primera' })).token;
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Temporada 58',
  start_date: '2030-01-10T12:00:00-03:00',
  end_date: '2030-06-10T12:00:00-03:00',
  active: true,
  ...over,
});

describe('GET /api/season', () => {
  it('lists seasons newest first and marks the newest active one as current', async () => {
    const old = await createSeason(t.db, { name: 'Vieja', startDate: new Date('2020-01-01T00:00:00Z'), active: true });
    const inactive = await createSeason(t.db, { name: 'Futura inactiva', startDate: new Date('2099-01-01T00:00:00Z'), active: false });
    const res = await t.request('GET', '/api/season', { token: manager });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: number }) => s.id);
    expect(ids.indexOf(inactive.id)).toBeLessThan(ids.indexOf(DEFAULT_SEASON_ID));
    expect(ids.indexOf(DEFAULT_SEASON_ID)).toBeLessThan(ids.indexOf(old.id));
    const current = res.body.data.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ id: DEFAULT_SEASON_ID, name: `Temporada ${DEFAULT_SEASON_ID}`, active: true, end_date: null });
    expect(res.body.data.find((s: { id: number }) => s.id === inactive.id)).toMatchObject({ active: false, current: false });
  });

  it('needs a login', async () => {
    expect((await t.request('GET', '/api/season')).status).toBe(401);
  });
});

describe('POST /api/season and PUT /api/season/{id}', () => {
  it('Admin creates a season that becomes current when it is the newest active one, and edits it', async () => {
    const res = await t.request('POST', '/api/season', { token: admin, body: body() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Temporada 58',
      start_date: '2030-01-10T15:00:00.000Z',
      end_date: '2030-06-10T15:00:00.000Z',
      active: true,
      current: true,
    });
    const upd = await t.request('PUT', `/api/season/${res.body.id}`, { token: admin, body: body({ name: 'Temporada 58 bis', active: false, end_date: '' }) });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ name: 'Temporada 58 bis', active: false, current: false, end_date: null });
    const list = await t.request('GET', '/api/season', { token: admin });
    expect(list.body.data.find((s: { current: boolean }) => s.current).id).toBe(DEFAULT_SEASON_ID);
  });

  it.each([
    [{ name: '' }, 'name', CORE_MSG.seasonNameRequired],
    [{ start_date: 'ayer' }, 'start_date', CORE_MSG.startDateInvalid],
    [{ start_date: '' }, 'start_date', CORE_MSG.startDateInvalid],
    [{ end_date: 'mañana' }, 'end_date', CORE_MSG.endDateInvalid],
    [{ end_date: '2029-01-01T00:00:00Z' }, 'end_date', CORE_MSG.endBeforeStart],
  ])('refuses %o with 422 on %s', async (over, field, message) => {
    const res = await t.request('POST', '/api/season', { token: admin, body: body(over) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses Organizador and managers (403) and answers 404 for an unknown season', async () => {
    expect((await t.request('POST', '/api/season', { token: organizer, body: body() })).status).toBe(403);
    expect((await t.request('POST', '/api/season', { token: manager, body: body() })).status).toBe(403);
    expect((await t.request('PUT', `/api/season/${DEFAULT_SEASON_ID}`, { token: manager, body: body() })).status).toBe(403);
    const missing = await t.request('PUT', '/api/season/999999', { token: admin, body: body() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CORE_MSG.seasonNotFound);
  });
});
