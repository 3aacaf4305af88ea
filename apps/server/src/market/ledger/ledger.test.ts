import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  t.clock.set('2026-11-20T17:00:00Z');
});
afterAll(() => t.close());

describe('movements and the season summary', () => {
  it('lists own movements with the running balance; the Admin sees anyone; others get 403', async () => {
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Segunda');
    const p = await createPlayer(t.db, { teamId: seller.team.id });
    const { body } = await t.request('POST', '/api/transfer', {
      token: seller.token,
      body: {
        data: {
          transferred_players: [p.id],
          id_team_from: seller.team.id,
          id_team_to: buyer.team.id,
          budget: 7_500_000,
          buy_by: buyer.user.id,
          sold_by: seller.user.id,
        },
      },
    });
    expect((await t.request('POST', `/api/transferencia_confirmada/${body.id}`, { token: buyer.token })).status).toBe(200);

    const own = await t.request('GET', `/api/users/${buyer.user.id}/movimientos`, { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({ amount: -7_500_000, balance_after: 92_500_000, kind: 'transfer', id_season: 57, actor: { id: buyer.user.id } });
    expect(own.body.summary).toEqual({ profits: 92_500_000, committed: 0, available: 92_500_000, hidden_offers: 0 });
    expect(own.body.series.map((s: { balance: number }) => s.balance)).toEqual([100_000_000, 92_500_000]);
    expect((await t.request('GET', `/api/users/${buyer.user.id}/movimientos`, { token: seller.token })).status).toBe(403);
    const admin = await createUser(t.db, { rol: 'Admin' });
    expect((await t.request('GET', `/api/users/${seller.user.id}/movimientos`, { token: admin.token })).body.data[0]).toMatchObject({ amount: 7_500_000 });
    expect((await t.request('GET', '/api/users/999999/movimientos', { token: admin.token })).status).toBe(404);

    const summary = await t.request('GET', '/api/ledger/summary', { token: buyer.token, query: { season: '57' } });
    expect(summary.body).toEqual({ profits: 92_500_000, committed: 0, available: 92_500_000, hidden_offers: 0, spent: 7_500_000, id_season: 57 });
    expect((await t.request('GET', '/api/ledger/summary', { token: seller.token })).body.spent).toBe(0);
  });

  it('answers the season start, the market gate and the server time', async () => {
    const { token } = await createUser(t.db);
    const res = await t.request('GET', '/api/seasons/start', { token });
    expect(res.body).toEqual({
      id: 57,
      name: 'Temporada 57',
      start_date: '2026-11-20T12:00:00.000Z',
      market_opens_at: '2026-11-20T16:00:00.000Z',
      now: '2026-11-20T17:00:00.000Z',
    });
  });
});
