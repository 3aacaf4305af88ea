import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, expectLedgersBalanced, profitsOf } from '../../../test/factories';

/**
 * On PostgreSQL (PGlite has one connection, so nothing races there): a seller's proposals hold none
 * of the buyer's money, so the buyer's acceptances are what the money check judges (decision 013).
 */
let t: TestApp;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(5 * HOUR); // past the market gate
});
afterAll(() => t.close());

describe("a buyer accepting two sellers' proposals he can pay only one of", () => {
  it('40 concurrent acceptances: no 5xx, exactly one transfer confirmed, the money moved once', async () => {
    const buyer = await createManager(t.db, 'Primera', { profits: 30_000_000 });
    const sellers = [await createManager(t.db, 'Segunda'), await createManager(t.db, 'Segunda')];
    const ids: number[] = [];
    for (const s of sellers) {
      const p = await createPlayer(t.db, { teamId: s.team.id });
      const data = {
        transferred_players: [p.id],
        id_team_from: s.team.id,
        id_team_to: buyer.team.id,
        budget: 20_000_000,
        buy_by: buyer.user.id,
        sold_by: s.user.id,
      };
      const res = await t.request('POST', '/api/transfer', { token: s.token, body: { data } });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.request('POST', `/api/transferencia_confirmada/${ids[i % 2]}`, { token: buyer.token })),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 409, 422].includes(a.status))).toBe(true);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.message).toBe('Presupuesto insuficiente para esta operación. Disponible: $ 10.000.000.');
    }
    const rows = await t.db.select().from(transfers).where(inArray(transfers.id, ids));
    expect(rows.filter((r) => r.confirmed === 'yes')).toHaveLength(1);
    expect(rows.filter((r) => r.confirmed === 'no' && r.active === 'yes')).toHaveLength(1);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(10_000_000);
    const paid = await Promise.all(sellers.map((s) => profitsOf(t.db, s.user.id)));
    expect(paid.sort()).toEqual([100_000_000, 120_000_000]);
    await expectLedgersBalanced(t.db);
  });
});
