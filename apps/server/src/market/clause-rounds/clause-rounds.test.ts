import { eq, sql } from 'drizzle-orm';
import { receiptHash, receiptMatches } from '@superliga/league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clauseRounds, ledgerEntries, players, releaseClauses, seasonRules } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { startMarketScheduler } from '../../features/jobs/jobs.service';
import { resolveDueRounds } from './commands/resolve-clause-round';
import { deliverDueNotices } from '../../features/notifications/notifications.service';

const HOUR = 3_600_000;
// Offers made at 08:00 in Buenos Aires (11:00 UTC) reveal at 10:00 (13:00 UTC).
const MORNING = new Date('2026-11-23T11:00:00Z');
const REVEAL = new Date('2026-11-23T13:00:00Z');

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  staff = await createUser(t.db, { rol: 'Organizador' });
});
afterAll(() => t.close());

/** A Segunda team's 10M player and an offer helper; each call of `offer` is a new manager's offer. */
async function round() {
  t.clock.set(MORNING);
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  const offer = async (extra: number, manager?: Awaited<ReturnType<typeof createManager>>) => {
    const m = manager ?? (await createManager(t.db, 'Primera'));
    const res = await t.request('POST', '/api/clausula_rescision', {
      token: m.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra },
    });
    expect(res.status).toBe(201);
    return { ...m, offerId: res.body.id as number, receipt: res.body.receipt as string };
  };
  return { seller, target, offer };
}

const offerRows = (playerId: number) => t.db.select().from(releaseClauses).where(eq(releaseClauses.playerId, playerId)).orderBy(releaseClauses.id);
const logOf = async (playerId: number, token = staff.token) => {
  const res = await t.request('GET', '/api/clause-rounds', { token, query: { season: '57', all: 'true' } });
  expect(res.status).toBe(200);
  return res.body.data.find((r: { id_player: { id: number } }) => r.id_player.id === playerId);
};

describe('clause rounds resolve themselves at the reveal', () => {
  it('three offers: at 10:00 the highest total wins, money moves once, the log tells it', async () => {
    const { seller, target, offer } = await round();
    const low = await offer(2_000_000);
    t.clock.set(new Date(MORNING.getTime() + 10 * 60_000));
    const high = await offer(5_000_000);
    const mid = await offer(3_000_000);
    const sellerBefore = await profitsOf(t.db, seller.user.id);

    t.clock.set(new Date(REVEAL.getTime() - 1));
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    const hidden = await logOf(target.id);
    expect(hidden).toMatchObject({ status: 'oculta', winner: null, reason: null });
    expect(hidden.offers.map((o: { total_value: number | null }) => o.total_value)).toEqual([null, null, null]);

    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: high.offerId, reason: 'highest' }]);
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);

    expect(await profitsOf(t.db, high.user.id)).toBe(100_000_000 - 15_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(sellerBefore + 15_000_000);
    expect(await profitsOf(t.db, low.user.id)).toBe(100_000_000);
    expect(await profitsOf(t.db, mid.user.id)).toBe(100_000_000);
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `offer:${high.offerId}`)),
    ).toHaveLength(2);
    const [moved] = await t.db.select().from(players).where(eq(players.id, target.id));
    expect(moved).toMatchObject({ teamId: high.team.id, status: 'bloqueado' });
    const rows = await offerRows(target.id);
    expect(rows.map((o) => [o.id, o.confirmed, o.active, o.decidedBy])).toEqual([
      [low.offerId, 'no', 'no', null],
      [high.offerId, 'yes', 'no', null],
      [mid.offerId, 'no', 'no', null],
    ]);
    await expectLedgersBalanced(t.db);

    // The public log, read by any manager: every amount, the winner and why.
    const log = await logOf(target.id, low.token);
    expect(log).toMatchObject({
      id_player: { id: target.id, name: target.name },
      id_team: { id: seller.team.id },
      reveal_at: REVEAL.toISOString(),
      status: 'resuelta',
      winner: { id_offer: high.offerId, created_by: { id: high.user.id, name: high.user.name } },
      reason: 'Ganó la oferta de mayor monto total.',
    });
    expect(log.offers.map((o: { id: number; total_value: number }) => [o.id, o.total_value])).toEqual([
      [low.offerId, 12_000_000],
      [high.offerId, 15_000_000],
      [mid.offerId, 13_000_000],
    ]);
  });

  it('a tie extends the round; still tied at its end, the earlier offer wins', async () => {
    const { target, offer } = await round();
    const first = await offer(4_000_000);
    t.clock.set(new Date(MORNING.getTime() + 30 * 60_000));
    const second = await offer(4_000_000);
    const third = await offer(1_000_000);

    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'extended' }]);
    expect((await offerRows(target.id)).every((o) => o.active === 'yes')).toBe(true);
    expect(await logOf(target.id)).toMatchObject({ status: 'prorroga', extended_until: new Date(REVEAL.getTime() + 3 * HOUR).toISOString(), winner: null });
    // The tied managers are told they may raise (decision 008); the third is not tied, so not told.
    await deliverDueNotices(t.app.deps);
    const titles = async (token: string) => (await t.request('GET', '/api/notifications', { token })).body.data.map((n: { title: string }) => n.title);
    for (const tied of [first, second]) expect(await titles(tied.token)).toEqual(['Empate en la ronda de cláusulas']);
    expect(await titles(third.token)).toEqual([]);

    // No newcomer joins a revealed round: he would bid knowing the amounts.
    const late = await createManager(t.db, 'Primera');
    const lateRes = await t.request('POST', '/api/clausula_rescision', {
      token: late.token,
      body: { id_player: target.id, id_team: (await offerRows(target.id))[0]!.teamId, value: 10_000_000, extra_value: 9_000_000 },
    });
    expect(lateRes).toMatchObject({
      status: 409,
      body: { message: 'Las ofertas por este jugador ya se revelaron: esperá a que se resuelva la ronda para hacer una nueva.' },
    });

    // Only the tied managers may raise, and only above their total, within the range.
    const raise = (token: string, offerId: number, total: number) =>
      t.request('POST', `/api/clause-rounds/offers/${offerId}/raise`, { token, body: { total_value: total } });
    expect((await raise(third.token, third.offerId, 16_000_000)).body.message).toBe('Solo los managers empatados pueden subir su oferta durante la prórroga.');
    expect((await raise(first.token, second.offerId, 16_000_000)).status).toBe(403);
    expect((await raise(second.token, second.offerId, 20_000_001)).body).toMatchObject({
      errors: { total_value: ['La oferta no puede superar $ 20.000.000.'] },
    });
    expect((await raise(second.token, second.offerId, 14_000_000)).status).toBe(422);

    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR - 1));
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR));
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: first.offerId, reason: 'tie_earliest' }]);
    await deliverDueNotices(t.app.deps);
    expect((await titles(first.token))[0]).toBe('Ganaste la cláusula');
    expect((await titles(third.token))[0]).toBe('Tu oferta de cláusula no ganó');
    expect(await profitsOf(t.db, first.user.id)).toBe(100_000_000 - 14_000_000);
    expect(await profitsOf(t.db, second.user.id)).toBe(100_000_000);
    expect(await logOf(target.id)).toMatchObject({ status: 'resuelta', reason: 'Empate después de la prórroga: ganó la oferta hecha primero.' });
    await expectLedgersBalanced(t.db);
  });

  it('a raise during the extension wins the round', async () => {
    const { target, offer } = await round();
    const first = await offer(4_000_000);
    const second = await offer(4_000_000);
    t.clock.set(REVEAL);
    await resolveDueRounds(t.app.deps);
    t.clock.set(new Date(REVEAL.getTime() + HOUR));
    const raised = await t.request('POST', `/api/clause-rounds/offers/${second.offerId}/raise`, { token: second.token, body: { total_value: 14_500_000 } });
    expect(raised).toMatchObject({ status: 200, body: { message: 'Oferta aumentada.' } });
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR));
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: second.offerId, reason: 'tie_raised' }]);
    expect(await profitsOf(t.db, second.user.id)).toBe(100_000_000 - 14_500_000);
    expect(await profitsOf(t.db, first.user.id)).toBe(100_000_000);
  });

  it('the losses cap: once the owner team lost the maximum, every offer of its next round closes with that reason', async () => {
    await t.request('PUT', '/api/seasons/57/rules', { token: (await createUser(t.db, { rol: 'Admin' })).token, body: { max_clause_losses: 1 } });
    try {
      const { seller, target, offer } = await round();
      const winner = await offer(1_000_000);
      const other = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
      const later = await createManager(t.db, 'Primera');
      const res = await t.request('POST', '/api/clausula_rescision', {
        token: later.token,
        body: { id_player: other.id, id_team: seller.team.id, value: 10_000_000, extra_value: 0 },
      });
      expect(res.status).toBe(201);

      t.clock.set(REVEAL);
      expect(await resolveDueRounds(t.app.deps)).toEqual([
        { playerId: target.id, outcome: 'resolved', winnerOfferId: winner.offerId, reason: 'only' },
        { playerId: other.id, outcome: 'closed', reason: 'losses_cap' },
      ]);
      expect(await profitsOf(t.db, later.user.id)).toBe(100_000_000);
      expect(await offerRows(other.id)).toMatchObject([{ confirmed: 'no', active: 'no' }]);
      const [row] = await t.db.select().from(players).where(eq(players.id, other.id));
      expect(row!.teamId).toBe(seller.team.id);
      expect(await logOf(other.id)).toMatchObject({
        status: 'cerrada',
        winner: null,
        reason: 'El equipo ya perdió el máximo de jugadores por cláusula de la temporada: se cerraron todas las ofertas.',
      });
    } finally {
      await t.db.delete(seasonRules);
    }
  });

  it('a round missed while the server was down resolves when it starts', async () => {
    const { target, offer } = await round();
    const only = await offer(0);
    // The server was down from before the reveal until the next day.
    t.clock.set(new Date(REVEAL.getTime() + 20 * HOUR));
    const scheduler = startMarketScheduler(t.app.deps, { intervalMs: 3_600_000 });
    await scheduler.first;
    await scheduler.stop();
    expect(await offerRows(target.id)).toMatchObject([{ id: only.offerId, confirmed: 'yes', active: 'no' }]);
    expect(await profitsOf(t.db, only.user.id)).toBe(100_000_000 - 10_000_000);
    const [round_] = await t.db.select().from(clauseRounds).where(eq(clauseRounds.playerId, target.id));
    expect(round_).toMatchObject({ status: 'resolved', winnerOfferId: only.offerId, reason: 'only' });
  });

  it('an offer its creator can no longer pay is closed and the next one wins; staff may still decide by hand', async () => {
    const { target, offer } = await round();
    const broke = await offer(5_000_000);
    const next = await offer(1_000_000);
    // The highest bidder spent his budget elsewhere in the meantime (an Admin adjustment).
    await t.db.execute(sql`update users set profits = 1000 where id = ${broke.user.id}`);
    await t.db.insert(ledgerEntries).values({ userId: broke.user.id, amount: 1000 - 100_000_000, balanceAfter: 1000, kind: 'adjustment' });
    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: next.offerId, reason: 'highest' }]);
    expect(await offerRows(target.id)).toMatchObject([
      { id: broke.offerId, confirmed: 'no', active: 'no' },
      { id: next.offerId, confirmed: 'yes', active: 'no' },
    ]);
    expect(await profitsOf(t.db, broke.user.id)).toBe(1000);

    // A round decided by staff before the resolver ran is left as staff left it.
    const again = await round();
    const a = await again.offer(0);
    t.clock.set(REVEAL);
    expect((await t.request('PUT', `/api/cerrar-oferta/${a.offerId}`, { token: staff.token, body: {} })).status).toBe(200);
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    expect(await logOf(again.target.id)).toMatchObject({ status: 'cerrada', reason: 'Cerrada por la organización.' });
    expect(await t.db.select().from(clauseRounds).where(eq(clauseRounds.playerId, again.target.id))).toHaveLength(0);
  });
});

describe('staff confirmation respects the round (decision 016)', () => {
  const confirm = (id: number) => t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id } } });
  const NOT_PICK =
    'Esta no es la oferta que gana la ronda: solo se puede confirmar la de mayor monto (a igual monto, la hecha primero). Podés cerrar las otras.';

  it("after the reveal only the round's pick is confirmed; closing is allowed, and then the next best is the pick", async () => {
    const { seller, target, offer } = await round();
    const low = await offer(1_000_000);
    const high = await offer(5_000_000);
    const mid = await offer(3_000_000);
    const sellerBefore = await profitsOf(t.db, seller.user.id);
    t.clock.set(REVEAL);
    for (const o of [low, mid]) expect(await confirm(o.offerId)).toMatchObject({ status: 409, body: { message: NOT_PICK } });
    expect((await offerRows(target.id)).every((o) => o.confirmed === 'no' && o.active === 'yes')).toBe(true);
    expect(await profitsOf(t.db, seller.user.id)).toBe(sellerBefore);

    // Staff close the best (say its maker cannot pay); the next best becomes the pick.
    expect((await t.request('PUT', `/api/cerrar-oferta/${high.offerId}`, { token: staff.token, body: {} })).status).toBe(200);
    expect(await confirm(low.offerId)).toMatchObject({ status: 409, body: { message: NOT_PICK } });
    expect(await confirm(mid.offerId)).toMatchObject({ status: 200 });
    expect(await profitsOf(t.db, mid.user.id)).toBe(100_000_000 - 13_000_000);
    expect(await profitsOf(t.db, low.user.id)).toBe(100_000_000);
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    await expectLedgersBalanced(t.db);
  });

  it('a tie: nothing is confirmed at the reveal nor during the extension (409); after it, only the earlier offer', async () => {
    const { target, offer } = await round();
    const first = await offer(4_000_000);
    t.clock.set(new Date(MORNING.getTime() + 30 * 60_000));
    const second = await offer(4_000_000);
    t.clock.set(REVEAL);
    for (const o of [first, second]) {
      expect(await confirm(o.offerId)).toMatchObject({
        status: 409,
        body: { message: 'Las mejores ofertas de esta ronda empataron: la ronda pasa a prórroga y no se puede confirmar ninguna todavía.' },
      });
    }
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'extended' }]);
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR - 1));
    for (const o of [first, second]) {
      expect(await confirm(o.offerId)).toMatchObject({
        status: 409,
        body: {
          message:
            'La ronda por este jugador está en prórroga por empate hasta las 23-11-2026 13:00:00: no se puede confirmar ninguna oferta hasta que termine.',
        },
      });
    }
    expect((await offerRows(target.id)).every((o) => o.active === 'yes')).toBe(true);
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR));
    expect(await confirm(second.offerId)).toMatchObject({ status: 409, body: { message: NOT_PICK } });
    expect(await confirm(first.offerId)).toMatchObject({ status: 200 });
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    expect(await profitsOf(t.db, first.user.id)).toBe(100_000_000 - 14_000_000);
    expect(await profitsOf(t.db, second.user.id)).toBe(100_000_000);
  });

  it('the resolver records why offers closed by their refusal codes: a buyer without a team is not "no funds"', async () => {
    const { target, offer } = await round();
    const teamless = await offer(5_000_000);
    const next = await offer(1_000_000);
    await t.db.execute(sql`update teams set id_user = null where id = ${teamless.team.id}`);
    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: next.offerId, reason: 'highest' }]);

    const alone = await round();
    const only = await alone.offer(0);
    await t.db.execute(sql`update teams set id_user = null where id = ${only.team.id}`);
    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: alone.target.id, outcome: 'closed', reason: 'party_missing' }]);
    expect(await logOf(alone.target.id)).toMatchObject({
      status: 'cerrada',
      reason: 'Ninguna oferta pudo confirmarse (sin fondos, o sin el manager o el equipo de una de las partes): se cerraron todas.',
    });
  });
});

describe('refusals by code (docs/decisions/031-coded-errors-and-the-market-module.md)', () => {
  it('a buyer whose team lost its manager: staff get offer.destination_team_not_found, the log says a party was missing, not "no funds"', async () => {
    const { target, offer } = await round();
    const teamless = await offer(0);
    await t.db.execute(sql`update teams set id_user = null where id = ${teamless.team.id}`);
    const before = await profitsOf(t.db, teamless.user.id);
    t.clock.set(REVEAL);
    const refused = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: teamless.offerId } } });
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'offer.destination_team_not_found', message: 'Equipo destino no encontrado.', errors: { id_team: ['Equipo destino no encontrado.'] } },
    });
    // The same 422 as a lack of money, but the resolver reads the code: the round closes for a missing party.
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'closed', reason: 'party_missing' }]);
    expect(await logOf(target.id)).toMatchObject({
      status: 'cerrada',
      reason: 'Ninguna oferta pudo confirmarse (sin fondos, o sin el manager o el equipo de una de las partes): se cerraron todas.',
    });
    expect(await offerRows(target.id)).toMatchObject([{ id: teamless.offerId, active: 'no', confirmed: 'no' }]);
    expect(await profitsOf(t.db, teamless.user.id)).toBe(before);
    expect(await t.db.select({ teamId: players.teamId }).from(players).where(eq(players.id, target.id))).toEqual([{ teamId: target.teamId }]);
  });

  it('a buyer who cannot pay: staff get money.insufficient_funds, the log says no offer could be paid', async () => {
    const { target, offer } = await round();
    const poor = await offer(0);
    await t.db.execute(sql`update users set profits = 1 where id = ${poor.user.id}`);
    t.clock.set(REVEAL);
    const refused = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: poor.offerId } } });
    expect(refused).toMatchObject({ status: 422, body: { code: 'money.insufficient_funds', message: 'Presupuesto insuficiente para esta operación.' } });
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'closed', reason: 'no_funds' }]);
    expect(await logOf(target.id)).toMatchObject({ status: 'cerrada', reason: 'Ninguna oferta pudo pagarse: se cerraron todas.' });
  });
});

describe('reveal instants are compared by the database (decision 016)', () => {
  it('an instant with microseconds (written by SQL, or brought from another server) hides until it passes, then its round resolves', async () => {
    const { target, offer } = await round();
    const only = await offer(0);
    const rival = await createManager(t.db, 'Primera');
    await t.db.execute(sql`update release_clauses set reveal_at = reveal_at + interval '500 microseconds' where id = ${only.offerId}`);
    // 10:00:00.000 is still 500 µs before the stored reveal: hidden for the log and the player's offers, not due.
    t.clock.set(REVEAL);
    expect(await resolveDueRounds(t.app.deps)).toEqual([]);
    expect((await logOf(target.id, rival.token)).offers).toEqual([expect.objectContaining({ created_by: { id: null, name: 'Oculto' }, total_value: null })]);
    const offers = await t.request('GET', `/api/clausulas/${target.id}`, { token: rival.token });
    expect(offers.body.offers).toEqual([expect.objectContaining({ hidden: true, total_value: null })]);
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: only.offerId } } })).status).toBe(409);

    t.clock.set(new Date(REVEAL.getTime() + 1));
    expect(await resolveDueRounds(t.app.deps)).toEqual([{ playerId: target.id, outcome: 'resolved', winnerOfferId: only.offerId, reason: 'only' }]);
    expect(await t.db.select().from(clauseRounds).where(eq(clauseRounds.playerId, target.id))).toMatchObject([
      { status: 'resolved', winnerOfferId: only.offerId },
    ]);
    expect(await logOf(target.id, rival.token)).toMatchObject({ status: 'resuelta', offers: [{ id: only.offerId, total_value: 10_000_000 }] });
  });
});

type LoggedOffer = {
  id: number;
  created_by: { id: number | null; name: string };
  total_value: number | null;
  receipt_hash: string | null;
  receipt_salt: string | null;
  receipt_total: number | null;
};

/** What anyone reading the log can recompute an offer's receipt from. */
const published = (playerId: number, o: LoggedOffer) => ({ playerId, authorId: o.created_by.id!, total: o.receipt_total!, salt: o.receipt_salt! });

describe('sealed receipts of clause offers (decision 023)', () => {
  it('reveal nothing while hidden, to rivals, staff and the Admin; after the reveal anyone recomputes each receipt', async () => {
    const { target, offer } = await round();
    const low = await offer(2_000_000);
    const high = await offer(5_000_000);
    const rival = await createManager(t.db, 'Primera');

    // The salt is stored, never sent before the reveal (the hash alone tells nothing).
    const [stored] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, high.offerId));
    expect(stored).toMatchObject({ receiptHash: high.receipt, receiptTotal: 15_000_000 });
    expect(stored!.receiptSalt).toMatch(/^[0-9a-f]{32}$/);
    const admin = await createUser(t.db, { rol: 'Admin' });
    for (const token of [rival.token, staff.token, admin.token, low.token]) {
      const res = await t.request('GET', '/api/clause-rounds', { token, query: { season: '57', all: 'true' } });
      expect(JSON.stringify(res.body)).not.toContain(stored!.receiptSalt!);
      const hidden = res.body.data.find((r: { id_player: { id: number } }) => r.id_player.id === target.id);
      expect(hidden).toMatchObject({ status: 'oculta', runner_up: null, reason_code: null });
      const other = hidden.offers.find((o: LoggedOffer) => o.id === high.offerId);
      expect(other).toMatchObject({ created_by: { id: null }, total_value: null, receipt_salt: null, receipt_total: null, receipt_hash: high.receipt });
    }

    t.clock.set(REVEAL);
    await resolveDueRounds(t.app.deps);
    const log = await logOf(target.id, rival.token);
    expect(log).toMatchObject({ status: 'resuelta', reason_code: 'highest', runner_up: 12_000_000, winner: { id_offer: high.offerId } });
    for (const mine of [low, high]) {
      const o: LoggedOffer = log.offers.find((x: LoggedOffer) => x.id === mine.offerId);
      expect(o.receipt_hash).toBe(mine.receipt);
      expect(await receiptMatches(published(target.id, o), mine.receipt)).toBe(true);
      // A changed amount does not reproduce it.
      expect(await receiptMatches({ ...published(target.id, o), total: o.receipt_total! + 1 }, mine.receipt)).toBe(false);
    }
  });

  it('a raise in the tie extension keeps the sealed total in the receipt; the log names the rule', async () => {
    const { target, offer } = await round();
    const first = await offer(4_000_000);
    const second = await offer(4_000_000);
    t.clock.set(REVEAL);
    await resolveDueRounds(t.app.deps);
    t.clock.set(new Date(REVEAL.getTime() + HOUR));
    expect(
      (await t.request('POST', `/api/clause-rounds/offers/${second.offerId}/raise`, { token: second.token, body: { total_value: 14_500_000 } })).status,
    ).toBe(200);
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR));
    await resolveDueRounds(t.app.deps);

    const log = await logOf(target.id);
    expect(log).toMatchObject({ status: 'resuelta', reason_code: 'tie_raised', runner_up: 14_000_000, winner: { id_offer: second.offerId } });
    const raised: LoggedOffer = log.offers.find((o: LoggedOffer) => o.id === second.offerId);
    expect(raised).toMatchObject({ total_value: 14_500_000, receipt_total: 14_000_000 });
    expect(await receiptHash(published(target.id, raised))).toBe(second.receipt);
    const other: LoggedOffer = log.offers.find((o: LoggedOffer) => o.id === first.offerId);
    expect(await receiptHash(published(target.id, other))).toBe(first.receipt);
  });
});
