import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createPlayer, createTeam, createUser } from '../../test/factories';
import { players } from '../db/schema';

/** Ids are decimal digits only (decision 015): `DELETE /api/players/0x10` deleted player 16. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  const team = await createTeam(t.db);
  await createPlayer(t.db, { id: 10, teamId: team.id });
  await createPlayer(t.db, { id: 16, teamId: team.id });
});
afterAll(() => t.close());

const exists = async (id: number) => (await t.db.select({ id: players.id }).from(players).where(eq(players.id, id))).length === 1;

describe('ids read strictly', () => {
  it.each(['0x10', '1e1', '00016', '%2016', '16%20', '16.0', '%2B16', '+16', '0o20', '0b10000', '16abc'])(
    'DELETE /api/players/%s is refused and deletes nothing',
    async (form) => {
      const res = await t.request('DELETE', `/api/players/${form}`, { token: admin });
      expect([404, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
      expect(await exists(16)).toBe(true);
      expect(await exists(10)).toBe(true);
    },
  );

  it.each(['0x10', '1e1', ' 16', '16.0', '+16'])('GET /api/players?id_team=%s is a 422', async (form) => {
    const res = await t.request('GET', '/api/players', { token: admin, query: { id_team: form } });
    expect(res.status).toBe(422);
    expect(res.body.errors.id_team).toEqual(['Debe ser un número entero.']);
  });

  it.each(['0x2', '1e1', '02', '2.0'])('GET /api/players?page=%s is a 422', async (form) => {
    const res = await t.request('GET', '/api/players', { token: admin, query: { page: form } });
    expect(res.status).toBe(422);
    expect(res.body.errors.page).toEqual(['Debe ser un número entero.']);
  });

  it('a plain decimal id still works', async () => {
    expect((await t.request('GET', '/api/players/16', { token: admin })).status).toBe(200);
    expect((await t.request('DELETE', '/api/players/16', { token: admin })).status).toBe(200);
    expect(await exists(16)).toBe(false);
  });
});
