import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVERSAL_MSG } from '@superliga/league';
import { auctions, outbox, players, reversals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { resolveDueRounds } from '../clause-rounds/commands/resolve-clause-round';
import { clauseLossesOf } from '../offers/queries';

let t: TestApp;
let admin: { token: string; user: { id: number } };
const HOUR = 3_600_000;
// 11:00 in Buenos Aires, days after the season start (market open): offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
const M = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

const reverse = (kind: string, id: number, reason = 'Error de carga', token = admin.token) =>
  t.request('POST', '/api/reversals', { token, body: { kind, id, reason } });
const ok = async (res: { status: number; body: any }, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};
const playerRows = (ids: number[]) => t.db.select().from(players).where(inArray(players.id, ids)).orderBy(players.id);
const movementsOf = async (user: { user: { id: number }; token: string }) =>
  (await ok(await t.request('GET', `/api/users/${user.user.id}/movimientos`, { token: user.token }))).data as {
    amount: number;
    kind: string;
    description: string;
    balance_after: number;
  }[];
const noticesOf = (userId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'operation.reversed'), eq(outbox.channel, 'app')));

async function confirmedTransfer(budget = 20 * M) {
  t.clock.set(MORNING);
  const seller = await createManager(t.db, 'Primera');
  const buyer = await createManager(t.db, 'Segunda');
  const p1 = await createPlayer(t.db, { teamId: seller.team.id, status: 'restringido' });
  const p2 = await createPlayer(t.db, { teamId: seller.team.id });
  const data = {
    transferred_players: [p1.id, p2.id],
    id_team_from: seller.team.id,
    id_team_to: buyer.team.id,
    budget,
    status: 'bloqueado',
    buy_by: buyer.user.id,
    sold_by: seller.user.id,
  };
  const created = await ok(await t.request('POST', '/api/transfer', { token: seller.token, body: { data } }), 201);
  await ok(await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token }));
  return { seller, buyer, p1, p2, id: created.id as number };
}

async function transferBetween(from: Awaited<ReturnType<typeof createManager>>, to: Awaited<ReturnType<typeof createManager>>, playerId: number) {
  const data = {
    transferred_players: [playerId],
    id_team_from: from.team.id,
    id_team_to: to.team.id,
    budget: 0,
    status: 'bloqueado',
    buy_by: to.user.id,
    sold_by: from.user.id,
  };
  const created = await ok(await t.request('POST', '/api/transfer', { token: from.token, body: { data } }), 201);
  return created.id as number;
}

async function confirmedClause(how: 'staff' | 'round') {
  t.clock.set(MORNING);
  const buyer = await createManager(t.db, 'Primera');
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10 * M });
  const body = { id_player: target.id, id_team: seller.team.id, value: 10 * M, extra_value: 5 * M, other_players: '[]' };
  const offer = await ok(await t.request('POST', '/api/clausula_rescision', { token: buyer.token, body }), 201);
  t.clock.set(REVEAL);
  if (how === 'staff') await ok(await t.request('POST', '/api/confirm-offer', { token: admin.token, body: { offer: { id: offer.id } } }));
  else expect((await resolveDueRounds(t.app.deps)).map((r) => r.winnerOfferId)).toContain(offer.id);
  return { buyer, seller, target, id: offer.id as number };
}

describe('POST /reversals: a reversal that returns every peso', () => {
  it('a transfer: counter-entries give both back exactly (what the seller spent since stays spent), players go back with their previous status', async () => {
    const { seller, buyer, p1, p2, id } = await confirmedTransfer();
    expect([await profitsOf(t.db, buyer.user.id), await profitsOf(t.db, seller.user.id)]).toEqual([80 * M, 120 * M]);
    // The seller spends 5,000,001 legitimately after the sale (a budget change by the Admin).
    await ok(await t.request('PUT', `/api/users/${seller.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: -5_000_001 } }));

    const plan = await ok(await t.request('GET', '/api/reversals/plan', { token: admin.token, query: { kind: 'transfer', id: String(id) } }));
    expect(plan).toMatchObject({ kind: 'transfer', id, operation: `la transferencia #${id}`, refusal: null });
    expect(plan.movements).toHaveLength(2);
    expect(plan.movements).toEqual(
      expect.arrayContaining([
        { user: { id: buyer.user.id, name: buyer.user.name }, amount: 20 * M },
        { user: { id: seller.user.id, name: seller.user.name }, amount: -20 * M },
      ]),
    );
    expect(plan.players).toEqual([
      {
        player: { id: p1.id, name: p1.name },
        from_team: { id: buyer.team.id, name: buyer.team.name },
        to_team: { id: seller.team.id, name: seller.team.name },
        status: 'restringido',
      },
      {
        player: { id: p2.id, name: p2.name },
        from_team: { id: buyer.team.id, name: buyer.team.name },
        to_team: { id: seller.team.id, name: seller.team.name },
        status: 'registrado',
      },
    ]);

    const res = await ok(await reverse('transfer', id, '  Se cargó al revés  '), 201);
    expect(res).toMatchObject({
      message: REVERSAL_MSG.reversed,
      kind: 'transfer',
      operation_id: id,
      reason: 'Se cargó al revés',
      id_season: 57,
      reversed_by: { id: admin.user.id },
    });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100 * M);
    expect(await profitsOf(t.db, seller.user.id)).toBe(100 * M - 5_000_001);
    expect((await playerRows([p1.id, p2.id])).map((p) => [p.teamId, p.status])).toEqual([
      [seller.team.id, 'restringido'],
      [seller.team.id, 'registrado'],
    ]);
    await expectLedgersBalanced(t.db);

    // Both sides see it in their movements, named as a reversal with its reason.
    const [buyerTop] = await movementsOf(buyer);
    expect(buyerTop).toMatchObject({ kind: 'reversal', amount: 20 * M, balance_after: 100 * M });
    expect(buyerTop!.description).toBe(`Reversión de la transferencia #${id} (Compra: ${p1.name}, ${p2.name}). Motivo: Se cargó al revés`);
    const [sellerTop] = await movementsOf(seller);
    expect(sellerTop).toMatchObject({ kind: 'reversal', amount: -20 * M, balance_after: 100 * M - 5_000_001 });
    expect(sellerTop!.description).toContain('Motivo: Se cargó al revés');
    // Both managers are told.
    expect((await noticesOf(buyer.user.id)).map((n) => (n.payload as { body: string }).body)).toEqual([
      `El Admin revirtió la transferencia #${id} (${p1.name} y ${p2.name}). Motivo: Se cargó al revés. Se te devolvieron $ 20.000.000.`,
    ]);
    expect((await noticesOf(seller.user.id)).map((n) => (n.payload as { body: string }).body)[0]).toContain('Se te descontaron $ 20.000.000.');

    // Twice: refused, nothing moves again.
    const again = await reverse('transfer', id);
    expect(again).toMatchObject({ status: 409, body: { message: REVERSAL_MSG.alreadyReversed(`la transferencia #${id}`) } });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100 * M);
    const replan = await ok(await t.request('GET', '/api/reversals/plan', { token: admin.token, query: { kind: 'transfer', id: String(id) } }));
    expect(replan.refusal).toBe('La transferencia #' + id + ' ya fue revertida.');

    // The list shows it for everyone, with the reason.
    const list = await ok(await t.request('GET', '/api/reversals', { token: buyer.token, query: { season: '57' } }));
    expect(list.data.find((r: { operation_id: number; kind: string }) => r.kind === 'transfer' && r.operation_id === id)).toMatchObject({
      reason: 'Se cargó al revés',
      movements: plan.movements,
      players: plan.players,
    });
  });

  it('a clause confirmed by staff: the buyer gets the total back, the seller returns it, the player goes back and the loss stops counting', async () => {
    const { buyer, seller, target, id } = await confirmedClause('staff');
    expect([await profitsOf(t.db, buyer.user.id), await profitsOf(t.db, seller.user.id)]).toEqual([85 * M, 115 * M]);
    expect(await clauseLossesOf(t.db, seller.team.id, 57)).toBe(1);
    await ok(await reverse('clause', id), 201);
    expect([await profitsOf(t.db, buyer.user.id), await profitsOf(t.db, seller.user.id)]).toEqual([100 * M, 100 * M]);
    expect((await playerRows([target.id])).map((p) => [p.teamId, p.status])).toEqual([[seller.team.id, 'registrado']]);
    expect(await clauseLossesOf(t.db, seller.team.id, 57)).toBe(0);
    const [top] = await movementsOf(seller);
    expect(top).toMatchObject({
      kind: 'reversal',
      amount: -15 * M,
      description: `Reversión de la cláusula #${id} (Cláusula recibida: ${target.name}). Motivo: Error de carga`,
    });
    expect(await noticesOf(buyer.user.id)).toHaveLength(1);
    expect(await noticesOf(seller.user.id)).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });

  it('a clause the round resolved by itself reverses alike', async () => {
    const { buyer, seller, target, id } = await confirmedClause('round');
    expect(await profitsOf(t.db, buyer.user.id)).toBe(85 * M);
    await ok(await reverse('clause', id), 201);
    expect([await profitsOf(t.db, buyer.user.id), await profitsOf(t.db, seller.user.id)]).toEqual([100 * M, 100 * M]);
    expect((await playerRows([target.id])).map((p) => [p.teamId, p.status])).toEqual([[seller.team.id, 'registrado']]);
    await expectLedgersBalanced(t.db);
  });

  it('an auction: the winner gets the price back, the player returns to the outside team as he was, the opener gets the slot back', async () => {
    t.clock.set(MORNING);
    await ok(await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { auctions_per_team: 1, auctions_over_20_per_team: 1 } }));
    try {
      const winner = await createManager(t.db, 'Primera');
      const outside = await createTeam(t.db, { division: null });
      const player = await createPlayer(t.db, { teamId: outside.id, value: 10 * M, status: 'liberado' });
      const other = await createPlayer(t.db, { teamId: outside.id, value: 10 * M });
      const auction = await ok(await t.request('POST', '/api/auctions', { token: winner.token, body: { id_player: player.id, amount: 5_000_001 } }), 201);
      t.clock.advance(12 * HOUR + 60_000);
      await ok(await t.request('POST', `/api/auction/confirm/${auction.id}`, { token: admin.token, body: {} }));
      expect(await profitsOf(t.db, winner.user.id)).toBe(100 * M - 5_000_001);
      // The one auction of the season is used.
      expect((await t.request('POST', '/api/auctions', { token: winner.token, body: { id_player: other.id, amount: 5 * M } })).status).toBe(409);

      await ok(await reverse('auction', auction.id), 201);
      expect(await profitsOf(t.db, winner.user.id)).toBe(100 * M);
      expect((await playerRows([player.id])).map((p) => [p.teamId, p.status])).toEqual([[outside.id, 'liberado']]);
      const [row] = await t.db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(row!.status).toBe('confirmed'); // the auction stays as it was; the reversal row marks it
      const [top] = await movementsOf(winner);
      expect(top).toMatchObject({
        kind: 'reversal',
        amount: 5_000_001,
        description: `Reversión de la subasta #${auction.id} (Subasta de ${player.name}). Motivo: Error de carga`,
      });
      expect(await noticesOf(winner.user.id)).toHaveLength(1);
      // The reversed auction no longer counts against the opener's limit.
      expect((await t.request('POST', '/api/auctions', { token: winner.token, body: { id_player: other.id, amount: 5 * M } })).status).toBe(201);
      await expectLedgersBalanced(t.db);
    } finally {
      await ok(await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { auctions_per_team: 4, auctions_over_20_per_team: 2 } }));
    }
  });

  it('a transfer for nothing moves only the players', async () => {
    const { buyer, p1, id } = await confirmedTransfer(0);
    await ok(await reverse('transfer', id), 201);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100 * M);
    expect((await playerRows([p1.id]))[0]!.status).toBe('restringido');
  });
});

describe('POST /reversals: refusals (409, nothing written)', () => {
  const unchanged = async (id: number, users: { user: { id: number } }[], budgets: number[]) => {
    expect(
      await t.db
        .select()
        .from(reversals)
        .where(and(eq(reversals.kind, 'transfer'), eq(reversals.operationId, id))),
    ).toEqual([]);
    expect(await Promise.all(users.map((u) => profitsOf(t.db, u.user.id)))).toEqual(budgets);
  };

  it('when the player changed status since (staff registered him)', async () => {
    const { seller, buyer, p1, id } = await confirmedTransfer();
    const body = { name: p1.name, id_team: buyer.team.id, value: p1.value, ca: p1.ca, pa: p1.pa, age: p1.age, status: 'registrado' };
    await ok(await t.request('PUT', `/api/players/${p1.id}`, { token: admin.token, body }));
    const res = await reverse('transfer', id);
    expect(res).toMatchObject({ status: 409, body: { message: REVERSAL_MSG.playerMoved(p1.name) } });
    await unchanged(id, [buyer, seller], [80 * M, 120 * M]);
  });

  it('when the player left and came back (a later operation), though he stands where it left him', async () => {
    const { seller, buyer, p2, id } = await confirmedTransfer();
    const back = await transferBetween(buyer, seller, p2.id);
    await ok(await t.request('POST', `/api/transferencia_confirmada/${back}`, { token: seller.token }));
    const again = await transferBetween(seller, buyer, p2.id);
    await ok(await t.request('POST', `/api/transferencia_confirmada/${again}`, { token: buyer.token }));
    const res = await reverse('transfer', id);
    expect(res).toMatchObject({ status: 409, body: { message: REVERSAL_MSG.laterOperation(p2.name, `la transferencia #${back}`) } });
    await unchanged(id, [buyer, seller], [80 * M, 120 * M]);
    // The last one may be reversed: nothing came after it.
    await ok(await reverse('transfer', again), 201);
  });

  it('when the player is in an open operation (the reservation rule)', async () => {
    const { seller, buyer, p1, id } = await confirmedTransfer();
    const third = await createManager(t.db, 'Primera');
    const pending = await transferBetween(buyer, third, p1.id);
    const res = await reverse('transfer', id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`la transferencia pendiente #${pending}`);
    await unchanged(id, [buyer, seller], [80 * M, 120 * M]);
  });

  it('when a budget would end below zero: the seller spent the money since', async () => {
    const { seller, buyer, p1, id } = await confirmedTransfer();
    await ok(await t.request('PUT', `/api/users/${seller.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: -110 * M } }));
    const res = await reverse('transfer', id);
    expect(res).toMatchObject({ status: 409, body: { message: REVERSAL_MSG.budgetWouldBeNegative(seller.user.name, 10 * M) } });
    await unchanged(id, [buyer, seller], [80 * M, 10 * M]);
    expect((await playerRows([p1.id]))[0]!.teamId).toBe(buyer.team.id);
  });

  it('a pending, unknown or mistyped operation; a missing reason', async () => {
    t.clock.set(MORNING);
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Segunda');
    const p = await createPlayer(t.db, { teamId: seller.team.id });
    const pending = await transferBetween(seller, buyer, p.id);
    expect(await reverse('transfer', pending)).toMatchObject({ status: 409, body: { message: REVERSAL_MSG.notConfirmed(`la transferencia #${pending}`) } });
    expect(await reverse('auction', 999_999)).toMatchObject({ status: 404, body: { message: REVERSAL_MSG.notFound } });
    expect((await reverse('bet', 1)).status).toBe(422);
    const blank = await reverse('transfer', pending, '   ');
    expect(blank).toMatchObject({ status: 422, body: { errors: { reason: [REVERSAL_MSG.reasonRequired] } } });
  });

  it('only the Admin reverses or reads a plan (403)', async () => {
    const { seller, buyer, id } = await confirmedTransfer();
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    for (const token of [organizer.token, buyer.token, seller.token]) {
      expect((await reverse('transfer', id, 'x', token)).status).toBe(403);
      expect((await t.request('GET', '/api/reversals/plan', { token, query: { kind: 'transfer', id: String(id) } })).status).toBe(403);
    }
    await unchanged(id, [buyer, seller], [80 * M, 120 * M]);
  });

  it('the same Idempotency-Key twice answers the first reversal again', async () => {
    const { buyer, id } = await confirmedTransfer();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reversals',
        headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': `reversal-${id}` },
        payload: { kind: 'transfer', id, reason: 'Duplicada' },
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100 * M);
  });
});

describe('the history lists mark a reversed operation with its reason', () => {
  /** The reversed row carries its reason; the kept one, and every row not in `reversals`, `reversal: null`. */
  const expectMarked = async (
    kind: 'transfer' | 'clause' | 'auction',
    rows: { id: number; reversal: unknown }[],
    reversedId: number,
    reason: string,
    keptId: number,
  ) => {
    const byId = new Map(rows.map((r) => [r.id, r.reversal]));
    expect(byId.get(reversedId)).toEqual({ reason, reversed_at: expect.any(String) });
    expect(byId.get(keptId)).toBeNull();
    const reversedIds = new Set((await t.db.select().from(reversals).where(eq(reversals.kind, kind))).map((r) => r.operationId));
    expect(rows.filter((r) => r.reversal !== null).every((r) => reversedIds.has(r.id))).toBe(true);
    expect(rows.filter((r) => r.reversal === null).some((r) => reversedIds.has(r.id))).toBe(false);
  };

  it('transfers history (GET /traspasos), for a manager and the Admin', async () => {
    const reversed = await confirmedTransfer(2 * M);
    const kept = await confirmedTransfer(1 * M);
    await ok(await reverse('transfer', reversed.id, 'Transferencia duplicada'), 201);
    const mine = await ok(await t.request('GET', '/api/traspasos', { token: reversed.buyer.token, query: { all: 'true', mine: 'true' } }));
    expect(mine.data).toEqual([expect.objectContaining({ id: reversed.id, reversal: { reason: 'Transferencia duplicada', reversed_at: expect.any(String) } })]);
    await expectMarked(
      'transfer',
      (await ok(await t.request('GET', '/api/traspasos', { token: admin.token, query: { all: 'true' } }))).data,
      reversed.id,
      'Transferencia duplicada',
      kept.id,
    );
  });

  it('confirmed offers (GET /ofertas-confirmadas): the reversed clause', async () => {
    const reversed = await confirmedClause('staff');
    const kept = await confirmedClause('staff');
    await ok(await reverse('clause', reversed.id, 'Cláusula mal cargada'), 201);
    const list = await ok(await t.request('GET', '/api/ofertas-confirmadas', { token: admin.token, query: { all: 'true' } }));
    await expectMarked('clause', list.data, reversed.id, 'Cláusula mal cargada', kept.id);
  });

  it('auctions (GET /auction/last): the reversed auction', async () => {
    const confirmedAuction = async () => {
      t.clock.set(MORNING);
      const winner = await createManager(t.db, 'Primera');
      const outside = await createTeam(t.db, { division: null });
      const player = await createPlayer(t.db, { teamId: outside.id, value: 10 * M, status: 'liberado' });
      const auction = await ok(await t.request('POST', '/api/auctions', { token: winner.token, body: { id_player: player.id, amount: 5 * M } }), 201);
      expect(auction.reversal).toBeNull();
      t.clock.advance(12 * HOUR + 60_000);
      await ok(await t.request('POST', `/api/auction/confirm/${auction.id}`, { token: admin.token, body: {} }));
      return auction.id as number;
    };
    const reversed = await confirmedAuction();
    const kept = await confirmedAuction();
    await ok(await reverse('auction', reversed, 'Subasta fuera de término'), 201);
    const list = await ok(await t.request('GET', '/api/auction/last', { token: admin.token }));
    await expectMarked('auction', list, reversed, 'Subasta fuera de término', kept);
  });
});
