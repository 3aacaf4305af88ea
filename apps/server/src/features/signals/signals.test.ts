import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, auctions, auditEntries, deviceSightings, signalReviews, transferPlayers, transfers } from '../../db/schema';
import { currentSeason } from '../settings/settings.service';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, FACTORY_PASSWORD } from '../../../test/factories';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let organizer: Awaited<ReturnType<typeof createUser>>;
let seller: Awaited<ReturnType<typeof createManager>>;
let buyer: Awaited<ReturnType<typeof createManager>>;
let seasonId: number;

type Item = { key: string; kind: string; label: string; why: string; reference: string; link: string; users: { id: number; name: string }[]; review: unknown };
const list = async (reviewed?: 'yes' | 'no', token = admin.token) => {
  const res = await t.request('GET', '/api/signals', { token, query: reviewed ? { reviewed } : undefined });
  expect(res.status).toBe(200);
  return res.body.data as Item[];
};

/** A final transfer from the seller's team to the buyer's, paid `price`, at `at`. */
async function transfer(from: typeof seller, to: typeof buyer, playerIds: number[], price: number, at: Date) {
  const [row] = await t.db
    .insert(transfers)
    .values({
      seasonId,
      transferredPlayers: 'Jugadores',
      teamFromId: from.team.id,
      teamToId: to.team.id,
      budget: price,
      status: 'registrado',
      confirmed: 'yes',
      active: 'no',
      createdBy: to.user.id,
      buyBy: to.user.id,
      soldBy: from.user.id,
      confirmedBy: from.user.id,
      confirmedAt: at,
    })
    .returning();
  await t.db.insert(transferPlayers).values(playerIds.map((playerId) => ({ transferId: row!.id, playerId })));
  return row!;
}

async function login(email: string, deviceId: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-device-id': deviceId }, payload: { email, password: FACTORY_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await createUser(t.db, { rol: 'Admin', name: 'La Admin' });
  organizer = await createUser(t.db, { rol: 'Organizador', name: 'El Organizador' });
  seller = await createManager(t.db, 'Primera', { name: 'Vendedor' });
  buyer = await createManager(t.db, 'Primera', { name: 'Comprador' });
  seasonId = (await currentSeason(t.db)).id;
});
afterAll(() => t.close());

describe('signals for staff (docs/decisions/030-signals-for-staff.md)', () => {
  it('a manager gets 403 on the list and on the review; nothing is stored', async () => {
    const manager = await createManager(t.db);
    expect((await t.request('GET', '/api/signals', { token: manager.token })).status).toBe(403);
    const review = await t.request('POST', '/api/signals/transfer:1/review', { token: manager.token, body: { note: 'Nada' } });
    expect(review.status).toBe(403);
    expect(await t.db.select().from(signalReviews)).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('a transfer far below its players value, the same pair again and again, and a quick return show up with their why', async () => {
    const star = await createPlayer(t.db, { teamId: buyer.team.id, name: 'Estrella Barata', value: 20_000_000 });
    const other = await createPlayer(t.db, { teamId: buyer.team.id, name: 'Otro Jugador', value: 4_000_000 });
    const cheap = await transfer(seller, buyer, [star.id], 5_000_000, new Date(NOW.getTime() - 20 * DAY));
    await transfer(seller, buyer, [other.id], 4_000_000, new Date(NOW.getTime() - 15 * DAY));
    // The star goes back to the seller's team 10 days after the sale, at his price.
    const back = await transfer(buyer, seller, [star.id], 20_000_000, new Date(NOW.getTime() - 10 * DAY));

    const found = await list();
    const low = found.find((s) => s.kind === 'low_price');
    expect(low).toMatchObject({
      key: `transfer:${cheap.id}`,
      label: 'Precio muy bajo',
      reference: `transfer:${cheap.id}`,
      link: '/transferencias',
      why: 'Se pagó $ 5.000.000 por jugadores que valen $ 20.000.000: el 25 % de su valor (se señala por debajo del 50 %).',
      users: [
        { id: seller.user.id, name: 'Vendedor' },
        { id: buyer.user.id, name: 'Comprador' },
      ],
      review: null,
    });
    expect(found.filter((s) => s.kind === 'low_price')).toHaveLength(1);
    const [a, b] = [seller.user.id, buyer.user.id].sort((x, y) => x - y);
    expect(found.find((s) => s.kind === 'repeated_pair')).toMatchObject({
      key: `pair:${a}-${b}`,
      why: expect.stringMatching(/^(Vendedor y Comprador|Comprador y Vendedor) hicieron 3 transferencias entre ellos esta temporada \(se señala desde 3\)\.$/),
    });
    expect(found.find((s) => s.kind === 'quick_return')).toMatchObject({
      key: `return:${star.id}:${cheap.id}:${back.id}`,
      reference: `player:${star.id}`,
      link: `/players/${star.id}`,
      why: `Estrella Barata volvió a ${seller.team.name} 10 días después de venderlo (se señala dentro de 30 días).`,
    });
  });

  it('a manager raising his own highest bid shows up with the auction and the count', async () => {
    const player = await createPlayer(t.db, { teamId: seller.team.id, name: 'Subastado Caro' });
    const [auction] = await t.db
      .insert(auctions)
      .values({ playerId: player.id, teamId: seller.team.id, seasonId, createdBy: seller.user.id, endsAt: new Date(NOW.getTime() + DAY) })
      .returning();
    const bid = (userId: number, teamId: number, amount: number, minute: number) => ({
      auctionId: auction!.id,
      userId,
      teamId,
      amount,
      createdAt: new Date(NOW.getTime() - 60 * 60_000 + minute * 60_000),
    });
    await t.db
      .insert(auctionBids)
      .values([
        bid(buyer.user.id, buyer.team.id, 1_000_000, 1),
        bid(buyer.user.id, buyer.team.id, 2_000_000, 2),
        bid(buyer.user.id, buyer.team.id, 3_000_000, 3),
      ]);
    expect((await list()).find((s) => s.kind === 'self_bidding')).toMatchObject({
      key: `auction:${auction!.id}:${buyer.user.id}`,
      reference: `auction:${auction!.id}`,
      link: `/subastas/${player.id}`,
      users: [{ id: buyer.user.id, name: 'Comprador' }],
      why: 'Comprador subió 2 veces su propia oferta más alta en la subasta de Subastado Caro, sin que nadie ofertara en el medio.',
    });
  });

  it('two accounts logged in from one browser show up; only a hash of the device id is stored', async () => {
    const first = await createManager(t.db, 'Segunda', { name: 'Primo Uno' });
    const second = await createManager(t.db, 'Segunda', { name: 'Primo Dos' });
    const device = randomUUID();
    await login(first.user.email, device);
    // The second account's session was kept from before: the app's start (GET /user) tells the browser.
    const kept = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${second.token}`, 'x-device-id': device } });
    expect(kept.statusCode).toBe(200);
    // Another browser, and a malformed id (ignored, the login still works), add nothing.
    await login(first.user.email, randomUUID());
    await login(second.user.email, 'no-es-un-id');
    // Staff signing in on that browser to help are not a third account of the same hand.
    await login(organizer.user.email, device);

    const rows = await t.db.select().from(deviceSightings);
    expect(rows.filter((r) => r.userId === first.user.id)).toHaveLength(2);
    expect(rows.filter((r) => r.userId === second.user.id)).toHaveLength(1);
    expect(rows.filter((r) => r.userId === organizer.user.id)).toHaveLength(1);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.deviceHash) && r.deviceHash !== device)).toBe(true);

    const shared = (await list()).filter((s) => s.kind === 'shared_device');
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({
      key: expect.stringMatching(/^device:[0-9a-f]{64}$/),
      reference: 'device',
      link: `/users/${first.user.id}`,
      users: [
        { id: first.user.id, name: 'Primo Uno' },
        { id: second.user.id, name: 'Primo Dos' },
      ],
      why: '2 cuentas entraron desde el mismo navegador: Primo Uno y Primo Dos.',
    });
    expect(JSON.stringify(shared)).not.toContain(device);
  });

  it('staff mark a signal reviewed with a note: audited, it leaves the default list for "revisadas", and a second review is a 409', async () => {
    const signal = (await list()).find((s) => s.kind === 'low_price')!;
    const path = `/api/signals/${encodeURIComponent(signal.key)}/review`;

    const noNote = await t.request('POST', path, { token: organizer.token, body: { note: '  ' } });
    expect(noNote).toMatchObject({ status: 422, body: { errors: { note: ['Escribí una nota: qué miraste y qué concluiste.'] } } });
    const missing = await t.request('POST', '/api/signals/transfer:999999/review', { token: organizer.token, body: { note: 'Mirada' } });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Esa señal no existe (o ya no se cumple).' } });
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'signal.reviewed'))).toEqual([]);

    const ok = await t.request('POST', path, { token: organizer.token, body: { note: 'Precio pactado con el Admin por una lesión.' } });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Señal marcada como revisada.' } });

    expect((await list()).map((s) => s.key)).not.toContain(signal.key);
    const reviewed = await list('yes');
    expect(reviewed.map((s) => s.key)).toEqual([signal.key]);
    expect(reviewed[0]!.review).toEqual({
      note: 'Precio pactado con el Admin por una lesión.',
      at: NOW.toISOString(),
      by: { id: organizer.user.id, name: 'El Organizador' },
    });
    // The organizer reads the list too (staff).
    expect((await list('yes', organizer.token)).map((s) => s.key)).toEqual([signal.key]);

    const audits = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'signal.reviewed')).orderBy(desc(auditEntries.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: organizer.user.id,
      reference: `signal:${signal.key}`,
      reason: 'Precio pactado con el Admin por una lesión.',
      after: { kind: 'low_price', users: [seller.user.id, buyer.user.id] },
    });

    const again = await t.request('POST', path, { token: admin.token, body: { note: 'Otra vez' } });
    expect(again).toMatchObject({ status: 409, body: { message: 'Esa señal ya está revisada.' } });
    expect(await t.db.select().from(signalReviews)).toHaveLength(1);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'signal.reviewed'))).toHaveLength(1);
  });
});
