import { BETS_MSG, CORE_MSG, MSG, betAmountMessage } from '@superliga/league';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser, ledgerSum } from '../../../test/factories';
import { ledgerEntries, matchBets, userBets, users } from '../../db/schema';
import { subscribe, type LiveEvent } from '../../lib/events';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let organizer: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createManager>>;
let other: Awaited<ReturnType<typeof createManager>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { rol: 'Admin' });
  organizer = await createUser(t.db, { rol: 'Organizador' });
  manager = await createManager(t.db, 'Primera', { profits: 50_000_000 });
  other = await createManager(t.db, 'Segunda', { profits: 20_000_000 });
});
afterAll(() => t.close());

const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;
const matchBetBody = (over: Record<string, unknown> = {}) => ({
  match: 'Rayo del Sur vs Atlético Norte',
  description: 'Fecha 3',
  home_odd: '1.15',
  away_odd: '3.40',
  draw_odd: 2.5,
  under: '1,90',
  over: '1.85',
  ...over,
});
const createMatchBet = async (over: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/bets', { token: organizer.token, body: matchBetBody(over) });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const createPlayerBet = async () => {
  const res = await t.request('POST', '/api/singlebet', {
    token: admin.token,
    body: { name: 'Juan Pérez', description: 'Convierte', goal_odd: '2.10', card_odd: '4.00' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const place = (token: string, body: Record<string, unknown>) => t.request('POST', '/api/apuesta/jugador', { token, body });

describe('match and player bets', () => {
  it('staff create bets with canonical x.xx odds and the actor as author', async () => {
    const res = await t.request('POST', '/api/bets', { token: organizer.token, body: matchBetBody({ created_by: organizer.user.id }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      home_odd: '1.15',
      away_odd: '3.40',
      draw_odd: '2.50',
      under: '1.90',
      over: '1.85',
      created_by: { id: organizer.user.id, name: organizer.user.name },
      active: 'on',
    });
    const single = await t.request('POST', '/api/singlebet', { token: organizer.token, body: { name: 'Juan Pérez', goal_odd: '2', card_odd: '3.5' } });
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({ name: 'Juan Pérez', goal_odd: '2.00', card_odd: '3.50', description: '', active: 'on' });
    // The documents' client reads one bet as { data } (decision 017), its author as a user.
    const one = await t.request('GET', `/api/bets/${res.body.id}`, { token: manager.token });
    expect(one.body).toEqual({ data: res.body });
    expect(one.body.data.match).toBe('Rayo del Sur vs Atlético Norte');
    const oneSingle = await t.request('GET', `/api/singlebet/${single.body.id}`, { token: manager.token });
    expect(oneSingle.body).toEqual({ data: single.body });
    expect(oneSingle.body.data).toMatchObject({ goal_odd: '2.00', created_by: { id: organizer.user.id, name: organizer.user.name } });
    const list = await t.request('GET', '/api/bets', { token: manager.token, query: { all: 'true' } });
    expect(list.body.data.find((b: { id: number }) => b.id === res.body.id)).toEqual(res.body);
  });

  it('refuses a manager creating bets, a foreign author, bad odds and unknown ids', async () => {
    expect((await t.request('POST', '/api/bets', { token: manager.token, body: matchBetBody() })).status).toBe(403);
    const foreign = await t.request('POST', '/api/bets', { token: organizer.token, body: matchBetBody({ created_by: manager.user.id }) });
    expect(foreign.status).toBe(403);
    const bad = await t.request('POST', '/api/bets', { token: organizer.token, body: matchBetBody({ home_odd: '1.155' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.home_odd).toEqual(['La cuota debe tener el formato x.xx.']);
    expect((await t.request('GET', '/api/bets/999999', { token: manager.token })).status).toBe(404);
    expect((await t.request('GET', '/api/singlebet/999999', { token: manager.token })).body.message).toBe(BETS_MSG.betNotFound);
  });

  it('lists only active bets, paged; deactivation hides them', async () => {
    const a = await createMatchBet({ match: 'Uno vs Dos' });
    const b = await createMatchBet({ match: 'Tres vs Cuatro' });
    const page = await t.request('GET', '/api/bets', { token: manager.token, query: { page: '1', per_page: '1' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].id).toBe(b.id);
    const total = page.body.meta.total;
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 1, last_page: total });
    const off = await t.request('PUT', `/api/bets/${a.id}`, { token: admin.token, body: { active: 'off' } });
    expect(off.body).toEqual({ message: MSG.betDeleted });
    const all = await t.request('GET', '/api/bets', { token: manager.token, query: { all: 'true' } });
    expect(all.body.meta).toBeUndefined();
    expect(all.body.data).toHaveLength(total - 1);
    expect(all.body.data.every((x: { active: string }) => x.active === 'on')).toBe(true);
    expect(all.body.data.some((x: { id: number }) => x.id === a.id)).toBe(false);
    expect((await t.request('PUT', `/api/bets/${b.id}`, { token: manager.token, body: { active: 'off' } })).status).toBe(403);
    expect((await t.request('PUT', '/api/bets/999999', { token: admin.token, body: {} })).status).toBe(404);

    const p = await createPlayerBet();
    expect((await t.request('GET', '/api/singlebet', { token: manager.token })).body.data.some((x: { id: number }) => x.id === p.id)).toBe(true);
    expect((await t.request('PUT', `/api/singlebet/${p.id}`, { token: organizer.token, body: { active: 'off' } })).body.message).toBe(MSG.betDeleted);
    expect(
      (await t.request('GET', '/api/singlebet', { token: manager.token, query: { all: 'true' } })).body.data.some((x: { id: number }) => x.id === p.id),
    ).toBe(false);
  });
});

describe('POST /api/apuesta/jugador', () => {
  it('takes the odd from the bet and deducts the stake at once', async () => {
    const bet = await createMatchBet();
    const before = await budget(manager.user.id);
    const res = await place(manager.token, { id_user: manager.user.id, id_bet: bet.id, amount: 2_000_000, selected_option: 'Home' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.betPlaced });
    expect(await budget(manager.user.id)).toBe(before - 2_000_000);
    expect(await ledgerSum(t.db, manager.user.id)).toBe(before - 2_000_000);
    const [row] = await t.db
      .select()
      .from(userBets)
      .where(and(eq(userBets.userId, manager.user.id), eq(userBets.betId, bet.id)));
    expect(row).toMatchObject({ odd: '1.15', amount: 2_000_000, selectedOption: 'Home', confirmed: 'no' });
    const mine = await t.request('GET', '/api/bet_user', { token: manager.token });
    // 001 §3: selected_option is the chosen odd; the option travels beside it.
    expect(mine.body.data.find((b: { id: number }) => b.id === row!.id)).toEqual({
      id: row!.id,
      id_user: manager.user.id,
      id_bet: bet.id,
      id_playerbet: null,
      user: { id: manager.user.id, name: manager.user.name },
      bet: 'Rayo del Sur vs Atlético Norte',
      kind: 'match',
      amount: 2_000_000,
      selected_option: '1.15',
      option_label: 'Home',
      potential_payout: 2_300_000,
      confirmed: 'no',
      payout: null,
      match_id: null,
      created_at: expect.any(String),
    });
  });

  it('places player bets on Goal or Card only', async () => {
    const bet = await createPlayerBet();
    const ok = await place(other.token, { id_playerbet: bet.id, amount: 1_000_000, selected_option: 'Card' });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(userBets).where(eq(userBets.playerBetId, bet.id));
    expect(row).toMatchObject({ odd: '4.00', userId: other.user.id });
    const wrong = await place(other.token, { id_playerbet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.selected_option).toEqual([BETS_MSG.playerOptions]);
  });

  it.each([999_999, 15_000_001, 0, -5, 1_500_000.5, 'mucho'])('refuses a stake of %s', async (amount) => {
    const bet = await createMatchBet();
    const before = await budget(manager.user.id);
    const res = await place(manager.token, { id_bet: bet.id, amount, selected_option: 'Draw' });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual([betAmountMessage]);
    expect(await budget(manager.user.id)).toBe(before);
  });

  it('accepts the limits 1,000,000 and 15,000,000', async () => {
    const bet = await createMatchBet();
    expect((await place(manager.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Over' })).status).toBe(200);
    expect((await place(manager.token, { id_bet: bet.id, amount: 15_000_000, selected_option: 'Under' })).status).toBe(200);
  });

  it('refuses a bet on an inactive bet and writes nothing', async () => {
    const bet = await createMatchBet();
    await t.request('PUT', `/api/bets/${bet.id}`, { token: admin.token, body: { active: 'off' } });
    const before = await budget(manager.user.id);
    const res = await place(manager.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BETS_MSG.betInactive);
    expect(await budget(manager.user.id)).toBe(before);
    expect(await t.db.select().from(userBets).where(eq(userBets.betId, bet.id))).toHaveLength(0);
    expect((await place(manager.token, { id_bet: 999_999, amount: 1_000_000, selected_option: 'Home' })).status).toBe(404);
  });

  it('refuses a stake beyond the available budget', async () => {
    const poor = await createManager(t.db, 'Segunda', { profits: 3_000_000 });
    const bet = await createMatchBet();
    const res = await place(poor.token, { id_bet: bet.id, amount: 5_000_000, selected_option: 'Home' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Presupuesto insuficiente/);
    expect(await budget(poor.user.id)).toBe(3_000_000);
    // Racing stakes of one user: the budget lock lets only what fits through.
    const results = await Promise.all(Array.from({ length: 5 }, () => place(poor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await budget(poor.user.id)).toBe(0);
    expect(await ledgerSum(t.db, poor.user.id)).toBe(0);
  });

  it('refuses staking for somebody else unless Admin, and a body with both or no bets', async () => {
    const bet = await createMatchBet();
    const res = await place(manager.token, { id_user: other.user.id, id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(BETS_MSG.onlyOwnBets);
    expect((await place(manager.token, { amount: 1_000_000, selected_option: 'Home' })).status).toBe(422);
    expect((await place(manager.token, { id_bet: bet.id, id_playerbet: 1, amount: 1_000_000, selected_option: 'Home' })).status).toBe(422);
    expect((await place(manager.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Goal' })).body.errors.selected_option).toEqual([
      BETS_MSG.matchOptions,
    ]);
    const before = await budget(other.user.id);
    expect((await place(admin.token, { id_user: other.user.id, id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' })).status).toBe(200);
    expect(await budget(other.user.id)).toBe(before - 1_000_000);
  });
});

describe('GET /api/bet_user and PUT /api/apuesta/usuario/{id}/{userId}', () => {
  it('the Admin sees every unconfirmed bet; a user only their own', async () => {
    const bet = await createMatchBet();
    await place(manager.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    await place(other.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' });
    const asAdmin = await t.request('GET', '/api/bet_user', { token: admin.token });
    const owners = new Set(asAdmin.body.data.map((b: { id_user: number }) => b.id_user));
    expect(owners.has(manager.user.id) && owners.has(other.user.id)).toBe(true);
    expect(asAdmin.body.data.every((b: { confirmed: string }) => b.confirmed === 'no')).toBe(true);
    const asUser = await t.request('GET', '/api/bet_user', { token: other.token });
    expect(asUser.body.data.every((b: { id_user: number }) => b.id_user === other.user.id)).toBe(true);
    expect(asUser.body.data[0]).toMatchObject({ id_user: other.user.id, user: { id: other.user.id, name: other.user.name } });
  });

  it('50 simultaneous confirmations credit round(odd × amount) once', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const bet = await createMatchBet({ away_odd: '3.33' });
    await place(bettor.token, { id_bet: bet.id, amount: 1_234_567, selected_option: 'Away' });
    const [row] = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    const events: LiveEvent[] = [];
    const unsubscribe = await subscribe(t.app.deps, (e) => events.push(e));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('PUT', `/api/apuesta/usuario/${row!.id}/${bettor.user.id}`, { token: admin.token, body: { confirmed: 'yes', result: 'won' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.find((r) => r.status === 200)!.body).toEqual({ message: MSG.betConfirmed });
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    // Open pages hear of it once, with the bet's id and nothing else (on PostgreSQL the event
    // comes back through LISTEN, so give it a moment, and a moment more for any duplicate).
    for (let i = 0; i < 100 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    unsubscribe();
    expect(events.filter((e) => e.type === 'bet.confirmed')).toEqual([{ type: 'bet.confirmed', payload: { id: row!.id } }]);
    const payout = Math.round(3.33 * 1_234_567); // 4,111,108.11 -> 4,111,108
    expect(payout).toBe(4_111_108);
    expect(await budget(bettor.user.id)).toBe(10_000_000 - 1_234_567 + payout);
    expect(await ledgerSum(t.db, bettor.user.id)).toBe(await budget(bettor.user.id));
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, bettor.user.id), eq(ledgerEntries.kind, 'bet_payout')));
    expect(credits).toHaveLength(1);
    const [after] = await t.db.select().from(userBets).where(eq(userBets.id, row!.id));
    expect(after).toMatchObject({ confirmed: 'yes', payout, confirmedBy: admin.user.id });
    const list = await t.request('GET', '/api/bet_user', { token: admin.token });
    expect(list.body.data.some((b: { id: number }) => b.id === row!.id)).toBe(false);
  });

  it('a lost bet leaves the list without money; only the Admin settles; wrong user or id is 404', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 5_000_000 });
    const bet = await createMatchBet();
    await place(bettor.token, { id_bet: bet.id, amount: 2_000_000, selected_option: 'Draw' });
    const [row] = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    expect((await t.request('PUT', `/api/apuesta/usuario/${row!.id}/${bettor.user.id}`, { token: organizer.token, body: { result: 'won' } })).status).toBe(403);
    expect((await t.request('PUT', `/api/apuesta/usuario/${row!.id}/${manager.user.id}`, { token: admin.token, body: { result: 'won' } })).status).toBe(404);
    const lost = await t.request('PUT', `/api/apuesta/usuario/${row!.id}/${bettor.user.id}`, { token: admin.token, body: { result: 'lost' } });
    expect(lost.body).toEqual({ message: BETS_MSG.userBetLost });
    expect(await budget(bettor.user.id)).toBe(3_000_000);
    expect(await ledgerSum(t.db, bettor.user.id)).toBe(3_000_000);
    const again = await t.request('PUT', `/api/apuesta/usuario/${row!.id}/${bettor.user.id}`, { token: admin.token, body: { result: 'won' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BETS_MSG.userBetSettled);
    const mine = await t.request('GET', '/api/bet_user', { token: bettor.token });
    expect(mine.body.data[0]).toMatchObject({ confirmed: 'yes', payout: 0 });
  });
});

describe('ledger wording', () => {
  it('a stake names the option in Spanish, and the movements list shows it so', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 5_000_000 });
    const bet = await createMatchBet();
    expect((await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Over' })).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, bettor.user.id), eq(ledgerEntries.kind, 'bet_stake')));
    expect(row!.description).toBe('Apuesta: Rayo del Sur vs Atlético Norte (Más)');
    const wrong = await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Goal' });
    expect(wrong.body.errors.selected_option).toEqual(['Elegí una opción: Local, Visitante, Empate, Más o Menos.']);
  });
});

describe('a match bet settled as won', () => {
  it('leaves the list and refuses new stakes, even if reactivated; a lost settlement keeps it open', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const bet = await createMatchBet();
    await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    await place(manager.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Away' });
    const rows = await t.db.select().from(userBets).where(eq(userBets.betId, bet.id));
    const lostRow = rows.find((r) => r.userId === manager.user.id)!;
    const lost = await t.request('PUT', `/api/apuesta/usuario/${lostRow.id}/${manager.user.id}`, { token: admin.token, body: { result: 'lost' } });
    expect(lost.status).toBe(200);
    expect((await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' })).status).toBe(200);

    const wonRow = rows.find((r) => r.userId === bettor.user.id)!;
    expect((await t.request('PUT', `/api/apuesta/usuario/${wonRow.id}/${bettor.user.id}`, { token: admin.token, body: { result: 'won' } })).status).toBe(200);
    const listed = await t.request('GET', '/api/bets?all=true', { token: bettor.token });
    expect(listed.body.data.some((b: { id: number }) => b.id === bet.id)).toBe(false);
    const before = await budget(bettor.user.id);
    const refused = await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Draw' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BETS_MSG.betSettled);
    expect(await budget(bettor.user.id)).toBe(before);

    expect((await t.request('PUT', `/api/bets/${bet.id}`, { token: admin.token, body: { active: 'on' } })).status).toBe(200);
    const again = await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Draw' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BETS_MSG.betSettled);
  });
});

describe("the documents' client request forms (decision 017)", () => {
  it('selected_option as the chosen odd: a number or text picks the option with that odd', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const bet = await createMatchBet({ home_odd: '1.15', away_odd: '3.40', draw_odd: '2.50', over: '1.85', under: '1.90' });
    expect((await place(bettor.token, { id_user: bettor.user.id, id_bet: bet.id, amount: 1_000_000, selected_option: 3.4 })).status).toBe(200);
    expect((await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: '1,90' })).status).toBe(200);
    const player = await createPlayerBet();
    expect((await place(bettor.token, { id_playerbet: player.id, amount: 1_000_000, selected_option: 2.1 })).status).toBe(200);
    const rows = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    expect(rows.map((r) => [r.selectedOption, r.odd]).sort()).toEqual([
      ['Away', '3.40'],
      ['Goal', '2.10'],
      ['Under', '1.90'],
    ]);
    expect(await budget(bettor.user.id)).toBe(7_000_000);
    const mine = await t.request('GET', '/api/bet_user', { token: bettor.token });
    expect(mine.body.data.map((b: { selected_option: string; option_label: string }) => [b.option_label, b.selected_option]).sort()).toEqual([
      ['Away', '3.40'],
      ['Goal', '2.10'],
      ['Under', '1.90'],
    ]);
  });

  it('an odd shared by two options, or of no option, is a 422 and nothing is staked', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const bet = await createMatchBet({ home_odd: '1.85', over: '1.85' });
    const twice = await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 1.85 });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.selected_option).toEqual([BETS_MSG.oddMatchesTwoOptions]);
    const none = await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: '7.77' });
    expect(none.status).toBe(422);
    expect(none.body.errors.selected_option).toEqual([BETS_MSG.oddMatchesNoOption]);
    // By its name the option is still clear.
    expect((await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Over' })).status).toBe(200);
    const rows = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    expect(rows.map((r) => r.selectedOption)).toEqual(['Over']);
    expect(await budget(bettor.user.id)).toBe(9_000_000);
  });

  it.each<[string, { payload?: string; headers?: Record<string, string> }]>([
    ['no body at all', {}],
    ['an empty body with a JSON content type', { payload: '', headers: { 'content-type': 'application/json' } }],
  ])('PUT /apuesta/usuario/{match bet}/{user} with %s confirms and pays', async (_label, form) => {
    const bettor = await createManager(t.db, 'Primera', { profits: 5_000_000 });
    const bet = await createMatchBet({ home_odd: '2.00' });
    await place(bettor.token, { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    const [row] = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    // The first segment is the match bet's id, as the documents' client sends it.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/apuesta/usuario/${bet.id}/${bettor.user.id}`,
      headers: { authorization: `Bearer ${admin.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.json()).toEqual({ message: MSG.betConfirmed });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(userBets).where(eq(userBets.id, row!.id));
    expect(after).toMatchObject({ confirmed: 'yes', payout: 2_000_000 });
    expect(await budget(bettor.user.id)).toBe(6_000_000);
  });
});

describe("the documents' client: placing and confirming as it does (docs/decisions/017)", () => {
  it('POST /apuesta/jugador with both ids, the one not taken empty or 0, stakes on the one that names a bet', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet({ home_odd: '1.15' });
    const player = await createPlayerBet();
    // The documents' body: id_user, id_bet, amount, selected_option (the odd), id_playerbet.
    const onMatch = { id_user: bettor.user.id, id_bet: match.id, amount: 1_000_000, selected_option: 1.15, id_playerbet: '' };
    const onPlayer = { id_user: bettor.user.id, id_bet: 0, amount: 2_000_000, selected_option: '2.10', id_playerbet: player.id };
    expect((await place(bettor.token, onMatch)).status).toBe(200);
    expect((await place(bettor.token, onPlayer)).status).toBe(200);
    expect((await place(bettor.token, { ...onPlayer, id_bet: '' })).status).toBe(200);
    const rows = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id)).orderBy(userBets.id);
    expect(rows.map((r) => [r.betId, r.playerBetId, r.selectedOption])).toEqual([
      [match.id, null, 'Home'],
      [null, player.id, 'Goal'],
      [null, player.id, 'Goal'],
    ]);
    // Both naming a real bet: which one is meant is not clear, so nothing is staked.
    const both = await place(bettor.token, { ...onMatch, id_playerbet: player.id });
    expect(both).toMatchObject({ status: 422, body: { errors: { id_bet: [BETS_MSG.twoBets] } } });
    expect(await budget(bettor.user.id)).toBe(5_000_000);
  });

  it('GET /bet_user answers plain ids (id_user, id_bet, id_playerbet) and the bettor named in user', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000, name: 'Apostador Plano' });
    const match = await createMatchBet();
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Home' });
    const list = await t.request('GET', '/api/bet_user', { token: admin.token });
    const row = list.body.data.find((b: { id_user: number }) => b.id_user === bettor.user.id);
    expect(row).toMatchObject({ id_user: bettor.user.id, id_bet: match.id, id_playerbet: null, user: { id: bettor.user.id, name: 'Apostador Plano' } });
  });

  it("PUT /apuesta/usuario/{match bet}/{user} with no body confirms that user's stake on that match bet; our form still names the user bet", async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const rival = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet({ home_odd: '2.00', away_odd: '3.00' });
    await place(rival.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Home' });
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Away' });
    const [stake] = await t.db.select().from(userBets).where(eq(userBets.userId, bettor.user.id));
    expect(stake!.id).not.toBe(match.id);
    const res = await t.request('PUT', `/api/apuesta/usuario/${match.id}/${bettor.user.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { message: MSG.betConfirmed } });
    const rows = await t.db.select().from(userBets).where(eq(userBets.betId, match.id));
    expect(rows.find((r) => r.userId === bettor.user.id)).toMatchObject({ confirmed: 'yes', payout: 3_000_000 });
    expect(rows.find((r) => r.userId === rival.user.id)).toMatchObject({ confirmed: 'no', payout: null });
    expect(await budget(bettor.user.id)).toBe(12_000_000);
    // Again: already confirmed (409), and a user with no stake there: 404.
    expect((await t.request('PUT', `/api/apuesta/usuario/${match.id}/${bettor.user.id}`, { token: admin.token })).status).toBe(409);
    expect((await t.request('PUT', `/api/apuesta/usuario/${match.id}/${manager.user.id}`, { token: admin.token })).status).toBe(404);
    // Our screens' form: the user bet's id with a result.
    const [rivalStake] = await t.db.select().from(userBets).where(eq(userBets.userId, rival.user.id));
    const ours = await t.request('PUT', `/api/apuesta/usuario/${rivalStake!.id}/${rival.user.id}`, {
      token: admin.token,
      body: { confirmed: 'yes', result: 'lost' },
    });
    expect(ours).toMatchObject({ status: 200, body: { message: BETS_MSG.userBetLost } });
  });

  it('two open stakes of the user on that match bet: the documents form cannot tell which, 409 and nothing paid', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet();
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Home' });
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Draw' });
    const res = await t.request('PUT', `/api/apuesta/usuario/${match.id}/${bettor.user.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 409, body: { message: BETS_MSG.userBetAmbiguous } });
    expect(await budget(bettor.user.id)).toBe(8_000_000);
  });
});

describe("winnings paid once in the documents' confirmation (docs/decisions/017)", () => {
  /** The documents' pair: the confirmation and the bettor's whole budget plus the winnings, as loaded from GET /users. */
  async function documentsPair(bettor: Awaited<ReturnType<typeof createManager>>, matchId: number) {
    const listed = await t.request('GET', '/api/users', { token: admin.token, query: { all: 'true' } });
    const userData = listed.body.data.find((u: { id: number }) => u.id === bettor.user.id);
    const [stake] = await t.db
      .select()
      .from(userBets)
      .where(and(eq(userBets.userId, bettor.user.id), eq(userBets.betId, matchId)));
    const updateProfits = Number(stake!.odd) * stake!.amount;
    const userDataUpdated = { id: userData.id, name: userData.name, rol: userData.rol, email: userData.email, profits: userData.profits + updateProfits };
    return {
      confirm: () => t.request('PUT', `/api/apuesta/usuario/${matchId}/${bettor.user.id}`, { token: admin.token }),
      write: () => t.request('PUT', `/api/users/${bettor.user.id}`, { token: admin.token, body: userDataUpdated }),
      winnings: updateProfits,
    };
  }

  it.each(['confirmation first', 'budget write first'])('%s: the bettor is paid once', async (order) => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet({ home_odd: '2.10' });
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Home' });
    const pair = await documentsPair(bettor, match.id);
    const [first, second] = order === 'confirmation first' ? [pair.confirm, pair.write] : [pair.write, pair.confirm];
    expect((await first()).status).toBe(200);
    expect((await second()).status).toBe(200);
    expect(pair.winnings).toBe(2_100_000);
    expect(await budget(bettor.user.id)).toBe(9_000_000 + 2_100_000);
    expect(await ledgerSum(t.db, bettor.user.id)).toBe(11_100_000);
  });

  it('both at once (Promise.all): paid once', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet({ home_odd: '2.10' });
    await place(bettor.token, { id_bet: match.id, amount: 1_000_000, selected_option: 'Home' });
    const pair = await documentsPair(bettor, match.id);
    const results = await Promise.all([pair.confirm(), pair.write()]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await budget(bettor.user.id)).toBe(11_100_000);
  });
});

describe('an absolute budget write never undoes what happened after it was read (docs/decisions/017)', () => {
  it('a stake placed between the read and the write stays taken: with the version read, 409; without one, the budget is not touched', async () => {
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    const match = await createMatchBet();
    const read = (await t.request('GET', `/api/users/${bettor.user.id}`, { token: admin.token })).body;
    expect(read).toMatchObject({ profits: 10_000_000, version: expect.any(Number) });
    expect((await place(bettor.token, { id_bet: match.id, amount: 3_000_000, selected_option: 'Home' })).status).toBe(200);
    const stale = await t.request('PUT', `/api/users/${bettor.user.id}`, { token: admin.token, body: { ...read, profits: read.profits + 500_000 } });
    expect(stale).toMatchObject({ status: 409, body: { message: CORE_MSG.budgetMoved } });
    const { version: _v, ...unversioned } = read;
    const blind = await t.request('PUT', `/api/users/${bettor.user.id}`, { token: admin.token, body: { ...unversioned, profits: read.profits + 500_000 } });
    expect(blind.status).toBe(200);
    expect(await budget(bettor.user.id)).toBe(7_000_000);
    // Read again, the write applies: the version names the budget as it stands.
    const fresh = (await t.request('GET', `/api/users/${bettor.user.id}`, { token: admin.token })).body;
    expect(fresh.version).toBeGreaterThan(read.version);
    const ok = await t.request('PUT', `/api/users/${bettor.user.id}`, {
      token: admin.token,
      body: { ...fresh, profits: fresh.profits + 500_000, reason: 'Corrección' },
    });
    expect(ok).toMatchObject({ status: 200, body: { user: { profits: 7_500_000, version: fresh.version + 1 } } });
    expect(await ledgerSum(t.db, bettor.user.id)).toBe(7_500_000);
  });
});

describe('OpenAPI', () => {
  it('documents the answers of the bets routes from their response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const one = paths['/api/bets/{id}'].get.responses['200'].content['application/json'].schema;
    expect(one.properties.data.properties.created_by.properties).toMatchObject({ id: expect.any(Object), name: expect.any(Object) });
    expect(paths['/api/bet_user'].get.responses['200'].content['application/json'].schema.properties.data.items.required).toEqual(
      expect.arrayContaining(['selected_option', 'option_label', 'id_user']),
    );
    expect(paths['/api/match-statistics/team/{team_id}'].get.responses['200']).toBeDefined();
  });
});

describe('match bet rows', () => {
  it('stores numeric odds exactly', async () => {
    const bet = await createMatchBet({ home_odd: '999.99' });
    const [row] = await t.db.select().from(matchBets).where(eq(matchBets.id, bet.id));
    expect(row!.homeOdd).toBe('999.99');
  });
});
