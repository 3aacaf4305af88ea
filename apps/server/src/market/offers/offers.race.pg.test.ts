import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, releaseClauses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

/**
 * Racing offers (decision 009) on PostgreSQL (PGlite has one connection, so nothing races there): two offers
 * on one player confirmed at once used to deadlock (17 of 40 answers were 500s).
 */
let t: TestApp;
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: MORNING });
});
afterAll(() => t.close());

describe('two offers on one player confirmed at once', () => {
  it('40 concurrent confirmations: no 5xx, exactly one confirmed, the money moved once', async () => {
    const staff = await createUser(t.db, { rol: 'Organizador' });
    const seller = await createManager(t.db, 'Segunda');
    const buyers = [await createManager(t.db, 'Primera'), await createManager(t.db, 'Primera')];
    const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
    const ids: number[] = [];
    for (const [i, b] of buyers.entries()) {
      const res = await t.request('POST', '/api/clausula_rescision', {
        token: b.token,
        body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: (i + 1) * 1_000_000 },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    t.clock.set(REVEAL);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: ids[i % 2] } } })),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);

    const rows = await t.db.select().from(releaseClauses).where(eq(releaseClauses.playerId, target.id));
    const won = rows.filter((r) => r.confirmed === 'yes');
    expect(won).toHaveLength(1);
    expect(rows.filter((r) => r.active === 'yes')).toEqual([]);
    const winner = buyers.find((b) => b.user.id === won[0]!.createdBy)!;
    const loser = buyers.find((b) => b !== winner)!;
    expect(await profitsOf(t.db, winner.user.id)).toBe(100_000_000 - won[0]!.totalValue);
    expect(await profitsOf(t.db, loser.user.id)).toBe(100_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(100_000_000 + won[0]!.totalValue);
    const [moved] = await t.db.select().from(players).where(eq(players.id, target.id));
    expect(moved).toMatchObject({ teamId: winner.team.id, status: 'bloqueado' });
    await expectLedgersBalanced(t.db);
  });
});
