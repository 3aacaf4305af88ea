import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, players, reversals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

/**
 * On PostgreSQL (PGlite has one connection, so nothing races there): many reversals of one
 * operation at once, each with its own key, reverse it once — the players' lock makes them take
 * turns and the unique (kind, operation_id) is the last word.
 */
let t: TestApp;
const MORNING = new Date('2026-11-23T14:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: MORNING });
  t.clock.advance(5 * 3_600_000); // past the market gate (season start + 4 h)
});
afterAll(() => t.close());

describe('two reversals of one operation at once', () => {
  it('20 concurrent reversals of a transfer: no 5xx, one 201, the money returned once', async () => {
    const admin = await createUser(t.db, { rol: 'Admin' });
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Segunda');
    const p1 = await createPlayer(t.db, { teamId: seller.team.id });
    const p2 = await createPlayer(t.db, { teamId: seller.team.id, status: 'restringido' });
    const data = {
      transferred_players: [p1.id, p2.id],
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      budget: 30_000_000,
      status: 'bloqueado',
      buy_by: buyer.user.id,
      sold_by: seller.user.id,
    };
    const created = await t.request('POST', '/api/transfer', { token: seller.token, body: { data } });
    expect(created.status).toBe(201);
    expect((await t.request('POST', `/api/transferencia_confirmada/${created.body.id}`, { token: buyer.token })).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('POST', '/api/reversals', { token: admin.token, body: { kind: 'transfer', id: created.body.id, reason: `Intento ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);

    expect(
      await t.db
        .select()
        .from(reversals)
        .where(and(eq(reversals.kind, 'transfer'), eq(reversals.operationId, created.body.id))),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'reversal'), eq(ledgerEntries.reference, `transfer:${created.body.id}`))),
    ).toHaveLength(2);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(100_000_000);
    const back = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [p1.id, p2.id]))
      .orderBy(players.id);
    expect(back.map((p) => [p.teamId, p.status])).toEqual([
      [seller.team.id, 'registrado'],
      [seller.team.id, 'restringido'],
    ]);
    await expectLedgersBalanced(t.db);
  });
});
