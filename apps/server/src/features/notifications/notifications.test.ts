import { DEFAULT_SEASON_ID, NOTIFY, paths } from '@superliga/league';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications, outbox, tournaments, userBets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';
import { notify } from './notifications.service';
import { deliverDueNotices } from './outbox.worker';

const HOUR = 3_600_000;
// 11:00 in Buenos Aires, the market open (season 57 starts at createTestApp's clock).
const START = new Date('2026-11-20T12:00:00Z');
const MORNING = new Date('2026-11-23T14:00:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

/** Delivers the outbox, then reads the user's notifications as they would. */
async function bell(token: string) {
  await deliverDueNotices(t.app.deps);
  const res = await t.request('GET', '/api/notifications', { token });
  expect(res.status).toBe(200);
  return res.body as {
    data: { id: number; kind: string; title: string; body: string; link: string; read: boolean }[];
    unread: number;
    meta: { total: number };
  };
}

describe('what users are told', () => {
  it('outbid: the previous leader is told the new amount and where to bid; nobody else', async () => {
    t.clock.set(MORNING);
    const [first, second, bystander] = [await createManager(t.db), await createManager(t.db), await createManager(t.db)];
    const outside = await createTeam(t.db, { division: null });
    const player = await createPlayer(t.db, { teamId: outside.id, value: 10_000_000, name: 'Lionel Andrés' });
    const created = await t.request('POST', '/api/auctions', { token: first.token, body: { id_player: player.id, amount: 5_000_000 } });
    expect(created.status).toBe(201);
    const auctionId = created.body.id;
    expect((await t.request('POST', `/api/auctions/${auctionId}/bids`, { token: second.token, body: { amount: 7_000_000 } })).status).toBe(201);

    const told = await bell(first.token);
    expect(told.data).toHaveLength(1);
    expect(told.data[0]).toMatchObject({ ...NOTIFY.outbid({ player: 'Lionel Andrés', playerId: player.id, auctionId, amount: 7_000_000 }), read: false });
    expect(told.data[0]!.body).toContain('$ 7.000.000');
    // The link opens the auction's bid box (decision 034).
    expect(told.data[0]!.link).toBe(paths.auctionBid(player.id, auctionId));
    expect(told.unread).toBe(1);
    expect((await bell(second.token)).data).toHaveLength(0);
    expect((await bell(bystander.token)).data).toHaveLength(0);

    // The auction ends: the winner and the loser each hear once.
    t.clock.advance(13 * HOUR);
    expect((await t.request('POST', `/api/auction/confirm/${auctionId}`, { token: admin.token, body: {} })).status).toBe(200);
    const won = await bell(second.token);
    expect(won.data.map((n) => n.title)).toEqual([NOTIFY.auctionWon({ player: '', playerId: 0, amount: 0 }).title]);
    const lost = await bell(first.token);
    expect(lost.data.map((n) => n.kind)).toEqual(['auction.ended', 'auction.outbid']);
    expect(lost.data[0]!.title).toBe('Perdiste una subasta');
    // The auction is over: the outbid notice asks for nothing any more and resolved itself (decision 034).
    expect(lost.data.map((n) => n.read)).toEqual([false, true]);
  });

  it('transfers: the counterparty is asked, then the creator hears of the confirmation; a cancel tells the other party', async () => {
    t.clock.set(MORNING);
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Primera');
    const p = await createPlayer(t.db, { teamId: seller.team.id, name: 'Pedro Gómez' });
    const body = {
      data: {
        transferred_players: [p.id],
        id_team_from: seller.team.id,
        id_team_to: buyer.team.id,
        budget: 20_000_000,
        buy_by: buyer.user.id,
        sold_by: seller.user.id,
      },
    };
    const created = await t.request('POST', '/api/transfer', { token: seller.token, body });
    expect(created.status).toBe(201);
    const asked = await bell(buyer.token);
    expect(asked.data).toEqual([
      // The link opens the transfer where its confirm button is (decision 027).
      expect.objectContaining({
        kind: 'transfer.pending',
        link: paths.pendingTransfer(created.body.id),
        title: 'Una transferencia espera tu confirmación',
        read: false,
      }),
    ]);
    expect(paths.pendingTransfer(created.body.id)).toBe(`/dashboard?transferencia=${created.body.id}`);
    expect(asked.data[0]!.body).toBe(`${seller.user.name} propone Pedro Gómez por $ 20.000.000.`);
    expect((await bell(seller.token)).data).toHaveLength(0);

    expect((await t.request('POST', `/api/transferencia_confirmada/${created.body.id}`, { token: buyer.token })).status).toBe(200);
    const confirmed = await bell(seller.token);
    expect(confirmed.data.map((n) => n.kind)).toEqual(['transfer.confirmed']);
    // Handled: the notice asking for it is no longer new (decision 027).
    const handled = await bell(buyer.token);
    expect(handled.data.map((n) => [n.kind, n.read])).toEqual([['transfer.pending', true]]);
    expect(handled.unread).toBe(0);

    const p2 = await createPlayer(t.db, { teamId: seller.team.id, name: 'Juan Díaz' });
    const again = await t.request('POST', '/api/transfer', { token: buyer.token, body: { data: { ...body.data, transferred_players: [p2.id] } } });
    expect(again.status).toBe(201);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${again.body.id}`, { token: seller.token })).status).toBe(200);
    const cancelled = await bell(buyer.token);
    expect(cancelled.data[0]).toMatchObject({ kind: 'transfer.cancelled', body: `${seller.user.name} canceló la transferencia de Juan Díaz.` });

    // A transfer the seller proposes is withdrawn by the seller himself: the buyer's question resolves too.
    const p3 = await createPlayer(t.db, { teamId: seller.team.id, name: 'Luis Pérez' });
    const third = await t.request('POST', '/api/transfer', { token: seller.token, body: { data: { ...body.data, transferred_players: [p3.id] } } });
    expect(third.status).toBe(201);
    const waiting = await bell(buyer.token);
    expect(waiting.data.find((n) => n.link === paths.pendingTransfer(third.body.id))).toMatchObject({ kind: 'transfer.pending', read: false });
    // Another transfer's notice is not touched by this one's end.
    const otherUnread = waiting.unread;
    expect((await t.request('PUT', `/api/transferencia_cancelada/${third.body.id}`, { token: seller.token })).status).toBe(200);
    const after = await bell(buyer.token);
    expect(after.data.find((n) => n.link === paths.pendingTransfer(third.body.id))).toMatchObject({ read: true });
    expect(after.unread).toBe(otherUnread); // minus the resolved question, plus the cancellation notice
  });

  it('an offer on your player: the owner is told at once, never the amount while it is hidden', async () => {
    t.clock.set(MORNING);
    const buyer = await createManager(t.db, 'Primera');
    const rival = await createManager(t.db, 'Primera');
    const seller = await createManager(t.db, 'Segunda');
    const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000, name: 'Carlos Ruiz' });
    const offer = (token: string, extra: number) =>
      t.request('POST', '/api/clausula_rescision', {
        token,
        body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra, other_players: '[]' },
      });
    const first = await offer(buyer.token, 7_654_321);
    expect(first.status).toBe(201);
    expect((await offer(rival.token, 1_000_000)).status).toBe(201);
    const told = await bell(seller.token);
    expect(told.data).toHaveLength(2);
    for (const n of told.data) {
      expect(n).toMatchObject({ kind: 'offer.received', link: paths.playerOffers(target.id) });
      expect(n.body).toContain('18:00');
      expect(n.body).not.toMatch(/\$|17\.654\.321|11\.000\.000|7\.654\.321/);
    }
    expect(JSON.stringify(await t.db.select().from(outbox).where(eq(outbox.userId, seller.user.id)))).not.toContain('17.654.321');

    // After the reveal staff confirm the higher offer: its creator wins, the rival loses.
    t.clock.set(new Date('2026-11-23T21:00:01Z'));
    expect((await t.request('POST', '/api/confirm-offer', { token: admin.token, body: { offer: { id: first.body.id } } })).status).toBe(200);
    expect((await bell(buyer.token)).data.map((n) => [n.kind, n.title])).toEqual([['clause_round.ended', 'Ganaste la cláusula']]);
    expect((await bell(rival.token)).data.map((n) => [n.kind, n.title])).toEqual([['clause_round.ended', 'Tu oferta de cláusula no ganó']]);
  });

  it('bets settled, prizes paid and budgets changed by staff each tell their user once', async () => {
    t.clock.set(MORNING);
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    const bettor = await createManager(t.db);
    const bet = await t.request('POST', '/api/bets', {
      token: organizer.token,
      body: { match: 'A vs B', description: 'Fecha 1', home_odd: '2.00', away_odd: '3.00', draw_odd: '3.00', under: '1.90', over: '1.90' },
    });
    expect(bet.status).toBe(201);
    for (const amount of [1_000_000, 2_000_000]) {
      expect(
        (await t.request('POST', '/api/apuesta/jugador', { token: bettor.token, body: { id_bet: bet.body.id, amount, selected_option: 'Home' } })).status,
      ).toBe(200);
    }
    const placed = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    const [winning, losing] = [placed.find((b) => b.amount === 1_000_000)!, placed.find((b) => b.amount === 2_000_000)!];
    expect((await t.request('PUT', `/api/apuesta/usuario/${winning.id}/${bettor.user.id}`, { token: admin.token, body: { result: 'won' } })).status).toBe(200);
    expect((await t.request('PUT', `/api/apuesta/usuario/${losing.id}/${bettor.user.id}`, { token: admin.token, body: { result: 'lost' } })).status).toBe(200);
    const bets = await bell(bettor.token);
    expect(bets.data.map((n) => n.body)).toEqual(['Tu apuesta de $ 2.000.000 se dio por perdida.', 'Cobraste $ 2.000.000.']);

    const [tour] = await t.db
      .insert(tournaments)
      .values({ name: 'Copa Demo', startDate: '2026-11-01', endDate: '2026-12-01', seasonId: DEFAULT_SEASON_ID, type: 'CFM' })
      .returning();
    const prize = await t.request('POST', '/api/prizes', {
      token: admin.token,
      body: { prizes: [{ tournament_id: tour!.id, team_id: bettor.team.id, amount: 3_000_000, position: 1 }] },
    });
    expect(prize.status).toBe(201);
    const afterPrize = await bell(bettor.token);
    expect(afterPrize.data[0]).toMatchObject({ kind: 'prize.paid', body: '$ 3.000.000 por la posición 1 en Copa Demo.', link: paths.movimientos });

    expect(
      (await t.request('PUT', `/api/users/${bettor.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: -500_000 } })).status,
    ).toBe(200);
    const afterBudget = await bell(bettor.token);
    expect(afterBudget.data[0]).toMatchObject({ kind: 'budget.changed', body: `${admin.user.name} descontó $ 500.000 de tu presupuesto.` });
    expect(afterBudget.meta.total).toBe(4);
  });

  it('a refused change tells nobody (the notice is written in its transaction)', async () => {
    t.clock.set(MORNING);
    const poor = await createManager(t.db, 'Primera', { profits: 1_000 });
    const rich = await createManager(t.db, 'Primera');
    const p = await createPlayer(t.db, { teamId: rich.team.id });
    const refused = await t.request('POST', '/api/transfer', {
      token: poor.token,
      body: {
        data: {
          transferred_players: [p.id],
          id_team_from: rich.team.id,
          id_team_to: poor.team.id,
          budget: 50_000_000,
          buy_by: poor.user.id,
          sold_by: rich.user.id,
        },
      },
    });
    // The buyer's own proposal beyond his money (a seller's proposal never reads it, decision 013).
    expect(refused.status).toBe(422);
    expect((await bell(rich.token)).data).toHaveLength(0);
  });
});

describe('the bell', () => {
  it('pages newest first, marks one read (only your own) and all read', async () => {
    const user = await createManager(t.db);
    const other = await createManager(t.db);
    for (const delta of [1, 2, 3]) {
      expect(
        (await t.request('PUT', `/api/users/${user.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: delta * 1_000_000 } }))
          .status,
      ).toBe(200);
    }
    const all = await bell(user.token);
    expect(all.unread).toBe(3);
    expect(all.data.map((n) => n.body)).toEqual([3, 2, 1].map((m) => `${admin.user.name} sumó $ ${m}.000.000 a tu presupuesto.`));
    const page2 = await t.request('GET', '/api/notifications', { token: user.token, query: { page: '2', per_page: '2' } });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });

    const newest = all.data[0]!.id;
    expect((await t.request('PUT', `/api/notifications/${newest}/read`, { token: other.token })).status).toBe(404);
    const marked = await t.request('PUT', `/api/notifications/${newest}/read`, { token: user.token });
    expect(marked.body).toEqual({ message: NOTIFY.marked });
    const after = await bell(user.token);
    expect(after.unread).toBe(2);
    expect(after.data[0]!.read).toBe(true);
    expect((await t.request('PUT', '/api/notifications/read-all', { token: user.token })).body).toEqual({ message: NOTIFY.allRead });
    expect((await bell(user.token)).unread).toBe(0);
    expect((await t.request('GET', '/api/notifications')).status).toBe(401);
  });

  it('preferences: defaults per kind, a subset saved, "none" silences that kind only, bad input is a 422', async () => {
    const user = await createManager(t.db);
    const defaults = await t.request('GET', '/api/notifications/preferences', { token: user.token });
    expect(defaults.body).toMatchObject({ 'auction.outbid': 'push', 'budget.changed': 'app', 'bet.settled': 'app' });
    const saved = await t.request('PUT', '/api/notifications/preferences', { token: user.token, body: { 'budget.changed': 'none' } });
    expect(saved.status).toBe(200);
    expect(saved.body['budget.changed']).toBe('none');
    expect((await t.request('PUT', '/api/notifications/preferences', { token: user.token, body: { 'budget.changed': 'loud' } })).status).toBe(422);
    expect((await t.request('PUT', '/api/notifications/preferences', { token: user.token, body: { 'match.loaded': 'app' } })).status).toBe(422);
    await t.request('PUT', `/api/users/${user.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 1_000_000 } });
    expect((await bell(user.token)).data).toHaveLength(0);
  });
});

describe('the outbox', () => {
  it.each([
    ['a market kind by default: in the app and by push', 'auction.outbid', undefined, ['app', 'push']],
    ['another kind by default: in the app', 'bet.settled', undefined, ['app']],
    ['a market kind the user wants in the app only', 'auction.outbid', 'app', ['app']],
    ['another kind the user wants by push too', 'bet.settled', 'push', ['app', 'push']],
    ['a kind the user silenced', 'auction.outbid', 'none', []],
    ['a saved choice no longer offered: the default', 'auction.outbid', 'sms', ['app', 'push']],
  ] as const)('%s', async (_name, kind, saved, channels) => {
    const user = await createManager(t.db);
    if (saved) await t.db.insert(notificationPreferences).values({ userId: user.user.id, kind, choice: saved });
    const text =
      kind === 'auction.outbid' ? NOTIFY.outbid({ player: 'Lionel', playerId: 1, auctionId: 1, amount: 5_000_000 }) : NOTIFY.betWon({ amount: 1_000_000 });
    // Another user's notice in the same call is written by its own preferences, after this one.
    const other = await createManager(t.db);
    await notify(t.db, t.app.deps, [
      { userId: user.user.id, text },
      { userId: null, text },
      { userId: other.user.id, text: NOTIFY.betWon({ amount: 1 }) },
    ]);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.userId, [user.user.id, other.user.id]))
      .orderBy(outbox.id);
    expect(rows.map((r) => [r.userId, r.channel, r.kind])).toEqual([...channels.map((c) => [user.user.id, c, kind]), [other.user.id, 'app', 'bet.settled']]);
    expect(rows.filter((r) => r.userId === user.user.id).map((r) => r.payload)).toEqual(channels.map(() => text));
  });

  it('delivers each notice once however often or concurrently the worker runs, and a failed delivery stays due', async () => {
    const user = await createManager(t.db);
    await t.request('PUT', `/api/users/${user.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 1_000_000 } });
    // A delivery that dies before committing (a crash mid-way) leaves the row due.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(outbox).set({ attempts: 1 }).where(eq(outbox.userId, user.user.id));
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    await Promise.all(Array.from({ length: 5 }, () => deliverDueNotices(t.app.deps)));
    await deliverDueNotices(t.app.deps);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.user.id))).toHaveLength(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.userId, user.user.id));
    expect(row!.deliveredAt).not.toBeNull();
  });
});
