import { DEFAULT_FREE_AGENT_TEAM_ID } from '@superliga/league';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, ledgerEntries, players } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { subscribe, type LiveEvent } from '../../lib/events';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

/**
 * The one reservation rule for players (decision 009). The probe sold one player twice: a
 * pending transfer kept him while staff released him and he was auctioned; then the transfer and
 * the auction were both confirmed and paid.
 */
const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let organizer: string;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  t.clock.advance(5 * HOUR); // past the market gate (season start + 4 h)
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
});
afterAll(() => t.close());

const playerRow = async (id: number) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;
const edit = (token: string, p: { id: number; name: string; teamId: number }, over: Record<string, unknown>) =>
  t.request('PUT', `/api/players/${p.id}`, {
    token,
    body: { name: p.name, id_team: p.teamId, status: '', value: 5_000_000, ca: 120, pa: 150, age: 22, ...over },
  });

/** A pending transfer proposed by the seller, or by the buyer (only then it holds the buyer's money, decision 013). */
async function pendingTransfer(proposer: 'seller' | 'buyer' = 'seller') {
  const seller = await createManager(t.db, 'Primera');
  const buyer = await createManager(t.db, 'Segunda');
  const p = await createPlayer(t.db, { teamId: seller.team.id, value: 5_000_000 });
  const res = await t.request('POST', '/api/transfer', {
    token: proposer === 'seller' ? seller.token : buyer.token,
    body: {
      data: {
        transferred_players: [p.id],
        id_team_from: seller.team.id,
        id_team_to: buyer.team.id,
        budget: 7_000_000,
        buy_by: buyer.user.id,
        sold_by: seller.user.id,
      },
    },
  });
  expect(res.status).toBe(201);
  return { seller, buyer, p, transferId: res.body.id as number };
}

async function endedAuctionWithBid(playerId: number, teamId: number) {
  const bidder = await createManager(t.db, 'Primera');
  const res = await t.request('POST', '/api/auctions', { token: bidder.token, body: { id_player: playerId, amount: 6_000_000 } });
  expect(res.status).toBe(201);
  expect(res.body.id_team).toBe(teamId);
  return { bidder, auctionId: res.body.id as number };
}

describe('a player in a pending transfer', () => {
  it('cannot be released, moved or re-statused by staff (409 naming the transfer); other fields can still be edited', async () => {
    const { seller, p, transferId } = await pendingTransfer();
    const named = `No se puede mover, liberar ni cambiar el estado de ${p.name}: está en la transferencia pendiente #${transferId}. Cancelá esa operación primero.`;
    const other = await createManager(t.db, 'Segunda');
    for (const [token, over] of [
      [admin, { status: 'liberado' }],
      [organizer, { id_team: other.team.id }],
      [admin, { status: 'registrado' }],
    ] as const) {
      expect(await edit(token, { ...p, teamId: seller.team.id }, over)).toMatchObject({ status: 409, body: { message: named } });
    }
    expect(await playerRow(p.id)).toMatchObject({ teamId: seller.team.id, status: 'bloqueado' });
    const renamed = await edit(admin, { ...p, teamId: seller.team.id }, { name: `${p.name} Jr`, ca: 121 });
    expect(renamed).toMatchObject({ status: 200, body: { name: `${p.name} Jr`, ca: 121, status: 'bloqueado', id_team: { id: seller.team.id } } });
  });

  it('the sold-twice story cannot happen: refused release, refused auction, and a confirmation that finds the player gone moves nothing', async () => {
    const { seller, buyer, p, transferId } = await pendingTransfer();
    // 1. Staff try to release him: refused, he stays reserved.
    expect((await edit(admin, { ...p, teamId: seller.team.id }, { status: 'liberado' })).status).toBe(409);
    // 2. Suppose he got to the free agents anyway (as the old server let staff do): no auction may take him.
    await t.db.update(players).set({ teamId: DEFAULT_FREE_AGENT_TEAM_ID, status: 'liberado' }).where(eq(players.id, p.id));
    const bidder = await createManager(t.db, 'Primera');
    const auction = await t.request('POST', '/api/auctions', { token: bidder.token, body: { id_player: p.id, amount: 6_000_000 } });
    expect(auction).toMatchObject({
      status: 409,
      body: {
        message: `${p.name} ya está en la transferencia pendiente #${transferId}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
      },
    });
    // 3. The transfer's confirmation re-checks where he is: not on the seller's team, so nothing moves.
    const entries = (await t.db.select().from(ledgerEntries)).length;
    const confirm = await t.request('POST', `/api/transferencia_confirmada/${transferId}`, { token: buyer.token });
    expect(confirm).toMatchObject({
      status: 409,
      body: { message: `${p.name} ya no está en el equipo o el estado que esta operación espera; no se movió nada.` },
    });
    expect(await playerRow(p.id)).toMatchObject({ teamId: DEFAULT_FREE_AGENT_TEAM_ID, status: 'liberado' });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(100_000_000);
    expect((await t.db.select().from(ledgerEntries)).length).toBe(entries);
    const pending = await t.request('GET', '/api/transferencia_pendiente', { token: buyer.token });
    expect(pending.body.map((x: { id: number }) => x.id)).toContain(transferId);
  });

  it('an auction confirmation also re-checks: a player moved away since the auction opened is not sold', async () => {
    const p = await createPlayer(t.db, { teamId: DEFAULT_FREE_AGENT_TEAM_ID, value: 5_000_000 });
    const { bidder, auctionId } = await endedAuctionWithBid(p.id, DEFAULT_FREE_AGENT_TEAM_ID);
    const elsewhere = await createManager(t.db, 'Primera');
    await t.db.update(players).set({ teamId: elsewhere.team.id }).where(eq(players.id, p.id)); // as the old server let staff do
    t.clock.advance(13 * HOUR);
    const confirm = await t.request('POST', `/api/auction/confirm/${auctionId}`, { token: admin, body: {} });
    expect(confirm).toMatchObject({
      status: 409,
      body: { message: `${p.name} ya no está en el equipo o el estado que esta operación espera; no se movió nada.` },
    });
    expect(await playerRow(p.id)).toMatchObject({ teamId: elsewhere.team.id });
    expect(await profitsOf(t.db, bidder.user.id)).toBe(100_000_000);
    expect((await t.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]!.status).toBe('open');
  });

  it('staff cancel the operation first (money released, status restored), then may release him; an open auction and an open offer hold him the same way', async () => {
    const { seller, buyer, p, transferId } = await pendingTransfer('buyer');
    expect((await t.request('GET', '/api/ledger/summary', { token: buyer.token })).body.committed).toBe(7_000_000);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${transferId}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', '/api/ledger/summary', { token: buyer.token })).body.committed).toBe(0);
    expect(await playerRow(p.id)).toMatchObject({ teamId: seller.team.id, status: 'registrado' });
    const released = await edit(admin, { ...p, teamId: seller.team.id }, { status: 'liberado' });
    expect(released).toMatchObject({ status: 200, body: { status: 'liberado', id_team: { id: DEFAULT_FREE_AGENT_TEAM_ID } } });

    // Now he is auctioned: the auction holds him until it is confirmed or cancelled.
    const { bidder, auctionId } = await endedAuctionWithBid(p.id, DEFAULT_FREE_AGENT_TEAM_ID);
    const back = await edit(organizer, { ...p, teamId: seller.team.id }, { status: 'registrado' });
    expect(back).toMatchObject({
      status: 409,
      body: {
        message: `No se puede mover, liberar ni cambiar el estado de ${p.name}: está en la subasta abierta #${auctionId}. Cancelá esa operación primero.`,
      },
    });
    expect((await t.request('GET', '/api/ledger/summary', { token: bidder.token })).body.committed).toBe(6_000_000);
    expect((await t.request('PUT', `/api/auction/cancel/${auctionId}`, { token: organizer, body: {} })).status).toBe(403);
    const heard: LiveEvent[] = [];
    const unsubscribe = await subscribe(t.app.deps, (event) => heard.push(event));
    expect(await t.request('PUT', `/api/auction/cancel/${auctionId}`, { token: admin, body: {} })).toMatchObject({
      status: 200,
      body: { message: 'Subasta cancelada: el jugador quedó libre y las pujas ya no comprometen dinero.' },
    });
    // A cancellation is announced as such, never as a confirmation (docs/decisions/043-the-unit-of-work.md).
    await expect
      .poll(() => heard.filter((e) => e.type.startsWith('auction.')))
      .toEqual([{ type: 'auction.cancelled', payload: { auction_id: auctionId, id_player: p.id } }]);
    unsubscribe();
    expect((await t.request('PUT', `/api/auction/cancel/${auctionId}`, { token: admin, body: {} })).body.message).toBe('La subasta fue cancelada.');
    expect((await t.request('POST', `/api/auctions/${auctionId}/bids`, { token: bidder.token, body: { amount: 9_000_000 } })).status).toBe(409);
    t.clock.advance(13 * HOUR);
    expect((await t.request('POST', `/api/auction/confirm/${auctionId}`, { token: admin, body: {} })).body.message).toBe('La subasta fue cancelada.');
    expect((await t.request('GET', '/api/ledger/summary', { token: bidder.token })).body.committed).toBe(0);
    expect(await edit(organizer, { ...p, teamId: seller.team.id }, { status: 'registrado' })).toMatchObject({
      status: 200,
      body: { id_team: { id: seller.team.id } },
    });

    // An open offer holds him too, until staff close it.
    const rival = await createManager(t.db, 'Segunda');
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: rival.token,
      body: { id_player: p.id, id_team: seller.team.id, value: 5_000_000, extra_value: 0 },
    });
    expect(offer.status).toBe(201);
    const moved = await edit(admin, { ...p, teamId: seller.team.id }, { status: 'liberado' });
    expect(moved.body.message).toBe(
      `No se puede mover, liberar ni cambiar el estado de ${p.name}: está en la oferta de cláusula abierta #${offer.body.id}. Cancelá esa operación primero.`,
    );
    expect((await t.request('PUT', `/api/cerrar-oferta/${offer.body.id}`, { token: organizer, body: {} })).status).toBe(200);
    expect((await edit(admin, { ...p, teamId: seller.team.id }, { status: 'liberado' })).status).toBe(200);
    await expectLedgersBalanced(t.db);
  });

  it('a player in a pending transfer cannot get an offer, and one with an open offer cannot be transferred', async () => {
    const { seller, p, transferId } = await pendingTransfer();
    await t.db.execute(sql`update players set status = 'registrado' where id = ${p.id}`); // the status alone no longer protects him
    const rival = await createManager(t.db, 'Segunda');
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: rival.token,
      body: { id_player: p.id, id_team: seller.team.id, value: 5_000_000, extra_value: 0 },
    });
    expect(offer).toMatchObject({
      status: 409,
      body: {
        message: `${p.name} ya está en la transferencia pendiente #${transferId}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
      },
    });

    const q = await createPlayer(t.db, { teamId: seller.team.id, value: 5_000_000 });
    const onQ = await t.request('POST', '/api/clausula_rescision', {
      token: rival.token,
      body: { id_player: q.id, id_team: seller.team.id, value: 5_000_000, extra_value: 0 },
    });
    expect(onQ.status).toBe(201);
    const buyer = await createManager(t.db, 'Segunda');
    const transfer = await t.request('POST', '/api/transfer', {
      token: seller.token,
      body: {
        data: {
          transferred_players: [q.id],
          id_team_from: seller.team.id,
          id_team_to: buyer.team.id,
          budget: 0,
          buy_by: buyer.user.id,
          sold_by: seller.user.id,
        },
      },
    });
    expect(transfer).toMatchObject({
      status: 409,
      body: {
        message: `${q.name} ya está en la oferta de cláusula abierta #${onQ.body.id}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
      },
    });
  });
});
