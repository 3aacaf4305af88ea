import { DEFAULT_FREE_AGENT_TEAM_ID, SQUAD_ACTIONS_MSG as M } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { players, seasonRules } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

/** No money pump (decision 013): a released player does not come back to his team in the season, and a release pays at most his price. */
const HOUR = 3_600_000;
const M1 = 1_000_000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(5 * HOUR); // past the market gate
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(seasonRules);
});

const release = (token: string, id: number) => t.request('POST', `/api/plantel/${id}/liberar`, { token });
const rules = (body: Record<string, unknown>) => t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body });
const playerRow = async (id: number) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;

/** A manager who releases a player of value 10 M (credited 6 M), now a free agent. */
async function released() {
  const manager = await createManager(t.db, 'Primera');
  const p = await createPlayer(t.db, { teamId: manager.team.id, value: 10 * M1 });
  expect(await release(manager.token, p.id)).toMatchObject({ status: 200, body: { amount: 6 * M1 } });
  return { manager, p };
}

describe('a released player cannot return to the team that released him in the season', () => {
  it('by auction: neither opening one nor bidding on a rival’s; another team can', async () => {
    const { manager, p } = await released();
    const refusal = { status: 409, body: { message: M.releasedCannotReturn(p.name) } };
    expect(await t.request('POST', '/api/auctions', { token: manager.token, body: { id_player: p.id, amount: 5 * M1 } })).toMatchObject(refusal);
    const rival = await createManager(t.db, 'Primera');
    const opened = await t.request('POST', '/api/auctions', { token: rival.token, body: { id_player: p.id, amount: 5 * M1 } });
    expect(opened.status).toBe(201);
    expect(await t.request('POST', `/api/auctions/${opened.body.id}/bids`, { token: manager.token, body: { amount: 7 * M1 } })).toMatchObject(refusal);
    // Staff bidding in his name are refused alike.
    const byStaff = { amount: 7 * M1, auctioned_by: manager.user.id };
    expect(await t.request('POST', `/api/auctions/${opened.body.id}/bids`, { token: admin.token, body: byStaff })).toMatchObject(refusal);
    expect(await profitsOf(t.db, manager.user.id)).toBe(106 * M1);
  });

  it('by transfer, by clause and by a staff move; with the setting off, each is allowed again', async () => {
    const { manager, p } = await released();
    const refusal = { status: 409, body: { message: M.releasedCannotReturn(p.name) } };
    // He got to a rival's squad (as an auction would put him), registered there.
    const rival = await createManager(t.db, 'Segunda');
    await t.db.update(players).set({ teamId: rival.team.id, status: 'registrado' }).where(eq(players.id, p.id));
    const data = {
      transferred_players: [p.id],
      id_team_from: rival.team.id,
      id_team_to: manager.team.id,
      budget: 1,
      buy_by: manager.user.id,
      sold_by: rival.user.id,
    };
    for (const token of [manager.token, rival.token]) expect(await t.request('POST', '/api/transfer', { token, body: { data } })).toMatchObject(refusal);
    const clause = { id_player: p.id, id_team: rival.team.id, total_value: 10 * M1 };
    expect(await t.request('POST', '/api/clausula_rescision', { token: manager.token, body: clause })).toMatchObject(refusal);
    const move = { name: p.name, id_team: manager.team.id, status: '', value: p.value, ca: p.ca, pa: p.pa, age: p.age };
    expect(await t.request('PUT', `/api/players/${p.id}`, { token: admin.token, body: move })).toMatchObject(refusal);
    expect(await playerRow(p.id)).toMatchObject({ teamId: rival.team.id, status: 'registrado' });

    expect((await rules({ release_no_return: false })).body).toMatchObject({ release_no_return: false, release_capped_by_price: true });
    const proposed = await t.request('POST', '/api/transfer', { token: manager.token, body: { data } });
    expect(proposed.status).toBe(201);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${proposed.body.id}`, { token: manager.token })).status).toBe(200);
    expect(await t.request('POST', '/api/clausula_rescision', { token: manager.token, body: clause })).toMatchObject({ status: 201 });
  });
});

describe('a release pays at most what the team paid for him this season', () => {
  it('bought back at auction for 5 M, released again for 5 M (not 6 M): the cycle gains nothing', async () => {
    const { manager, p } = await released();
    await rules({ release_no_return: false });
    const opened = await t.request('POST', '/api/auctions', { token: manager.token, body: { id_player: p.id, amount: 5 * M1 } });
    expect(opened.status).toBe(201);
    t.clock.advance(13 * HOUR);
    expect((await t.request('POST', `/api/auction/confirm/${opened.body.id}`, { token: admin.token, body: {} })).status).toBe(200);
    expect(await playerRow(p.id)).toMatchObject({ teamId: manager.team.id });
    expect(await profitsOf(t.db, manager.user.id)).toBe(101 * M1);

    const options = await t.request('GET', '/api/plantel/acciones', { token: manager.token });
    expect(options.body.players.find((x: { id_player: number }) => x.id_player === p.id).release).toEqual({ allowed: true, reason: null, amount: 5 * M1 });
    expect(await release(manager.token, p.id)).toMatchObject({ status: 200, body: { amount: 5 * M1 } });
    expect(await profitsOf(t.db, manager.user.id)).toBe(106 * M1); // what one release paid: the pump is closed
    expect(await playerRow(p.id)).toMatchObject({ teamId: DEFAULT_FREE_AGENT_TEAM_ID, status: 'liberado' });
    await expectLedgersBalanced(t.db);
  });

  it('a transfer of two players caps each at half its price; with the setting off the full share of value is paid', async () => {
    const seller = await createManager(t.db, 'Segunda');
    const buyer = await createManager(t.db, 'Primera');
    const [a, b] = [await createPlayer(t.db, { teamId: seller.team.id, value: 10 * M1 }), await createPlayer(t.db, { teamId: seller.team.id, value: 10 * M1 })];
    const data = {
      transferred_players: [a.id, b.id],
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      budget: 8 * M1,
      buy_by: buyer.user.id,
      sold_by: seller.user.id,
    };
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: { data } });
    expect((await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token })).status).toBe(200);
    expect(await release(buyer.token, a.id)).toMatchObject({ status: 200, body: { amount: 4 * M1 } });
    await rules({ release_capped_by_price: false });
    expect(await release(buyer.token, b.id)).toMatchObject({ status: 200, body: { amount: 6 * M1 } });
    await expectLedgersBalanced(t.db);
  });
});
