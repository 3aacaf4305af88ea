import { DEFAULT_SEASON_RULES } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auctions, releaseClauses, seasonRules, seasons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';

const HOUR = 3_600_000;
// Season 57 starts at bootstrap (START); the market opens 4 h later. 09:00 in Buenos Aires.
const START = new Date('2026-11-20T12:00:00Z');
const OPEN = new Date(START.getTime() + 5 * HOUR);

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(seasonRules);
  t.clock.set(OPEN);
});

const setRules = (body: Record<string, unknown>, token = admin.token) => t.request('PUT', '/api/seasons/57/rules', { token, body });
const outsidePlayer = async (over: { value?: number; age?: number } = {}) =>
  createPlayer(t.db, { teamId: (await createTeam(t.db, { division: null })).id, ...over });

describe('GET/PUT /seasons/{id}/rules', () => {
  it("everyone logged in reads the documents' values until an Admin changes them", async () => {
    const m = await createManager(t.db);
    expect((await t.request('GET', '/api/seasons/57/rules')).status).toBe(401);
    const res = await t.request('GET', '/api/seasons/57/rules', { token: m.token });
    expect(res).toMatchObject({ status: 200, body: { id_season: 57, ...DEFAULT_SEASON_RULES } });
    expect((await setRules({ max_clause_losses: 2 }, m.token)).status).toBe(403);
    expect((await t.request('GET', '/api/seasons/999/rules', { token: m.token })).status).toBe(404);
  });

  it("GET /season/rules answers the current season's, and says when there is none", async () => {
    const m = await createManager(t.db);
    expect((await t.request('GET', '/api/season/rules')).status).toBe(401);
    expect(await t.request('GET', '/api/season/rules', { token: m.token })).toMatchObject({ status: 200, body: { id_season: 57, ...DEFAULT_SEASON_RULES } });
    expect((await setRules({ players_per_transfer: 3 })).status).toBe(200);
    expect((await t.request('GET', '/api/season/rules', { token: m.token })).body).toMatchObject({ id_season: 57, players_per_transfer: 3 });
    await t.db.update(seasons).set({ active: false }).where(eq(seasons.id, 57));
    try {
      expect(await t.request('GET', '/api/season/rules', { token: m.token })).toMatchObject({
        status: 404,
        body: { code: 'season.none_current', message: 'No hay una temporada activa.' },
      });
    } finally {
      await t.db.update(seasons).set({ active: true }).where(eq(seasons.id, 57));
    }
  });

  it('an Admin changes some settings; the others stay in force', async () => {
    const res = await setRules({ max_clause_losses: 2, reveal_hours: [18, 9], bet_max: 20_000_000 });
    expect(res).toMatchObject({ status: 200, body: { id_season: 57, max_clause_losses: 2, reveal_hours: [9, 18], bet_max: 20_000_000, auction_hours: 12 } });
    const again = await setRules({ auction_hours: 24 });
    expect(again.body).toMatchObject({ max_clause_losses: 2, auction_hours: 24 });
    const m = await createManager(t.db);
    expect((await t.request('GET', '/api/seasons/57/rules', { token: m.token })).body).toMatchObject({
      max_clause_losses: 2,
      reveal_hours: [9, 18],
      auction_hours: 24,
    });
  });

  it('refuses bad values with Spanish 422s and writes nothing', async () => {
    const bad = await setRules({ auction_hours: 0, reveal_hours: [25] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.auction_hours).toEqual(['Debe ser un número entero entre 1 y 240.']);
    expect(bad.body.errors['reveal_hours.0']).toEqual(['Debe ser un número entero entre 0 y 23.']);
    // A minimum above the maximum in force, though the body alone looks fine.
    const crossed = await setRules({ bet_min: 20_000_000 });
    expect(crossed).toMatchObject({
      status: 422,
      body: { message: 'La apuesta máxima no puede ser menor que la mínima.', errors: { bet_max: ['La apuesta máxima no puede ser menor que la mínima.'] } },
    });
    expect(await t.db.select().from(seasonRules)).toHaveLength(0);
  });
});

describe('the market obeys the rules in force', () => {
  it('auctions per team and per team on players over 20', async () => {
    await setRules({ auctions_per_team: 2, auctions_over_20_per_team: 1 });
    const m = await createManager(t.db);
    const create = async (age: number) =>
      t.request('POST', '/api/auctions', { token: m.token, body: { id_player: (await outsidePlayer({ age })).id, amount: 5_000_000 } });
    expect((await create(25)).status).toBe(201);
    const over20 = await create(21);
    expect(over20).toMatchObject({ status: 409, body: { message: 'Tu equipo ya abrió 1 subastas de jugadores mayores de 20 esta temporada (máximo 1).' } });
    expect((await create(19)).status).toBe(201);
    const third = await create(18);
    expect(third).toMatchObject({ status: 409, body: { message: 'Tu equipo ya abrió 2 subastas esta temporada (máximo 2).' } });
    expect(await t.db.select().from(auctions).where(eq(auctions.createdBy, m.user.id))).toHaveLength(2);
  });

  it('first bid, minimum raise and auction length', async () => {
    await setRules({ auction_start_factor: 0.8, auction_min_raise: 2_000_000, auction_hours: 24 });
    const m = await createManager(t.db);
    const rival = await createManager(t.db);
    const p = await outsidePlayer({ value: 10_000_000 });
    const low = await t.request('POST', '/api/auctions', { token: m.token, body: { id_player: p.id, amount: 7_999_999 } });
    expect(low).toMatchObject({ status: 422, body: { errors: { amount: ['La primera oferta debe ser de al menos $ 8.000.000.'] } } });
    const ok = await t.request('POST', '/api/auctions', { token: m.token, body: { id_player: p.id, amount: 8_000_000 } });
    expect(ok.status).toBe(201);
    expect(new Date(ok.body.ends_at).getTime()).toBe(OPEN.getTime() + 24 * HOUR);
    const id = ok.body.id;
    expect((await t.request('POST', `/api/auctions/${id}/bids`, { token: rival.token, body: { amount: 9_999_999 } })).status).toBe(422);
    expect((await t.request('POST', `/api/auctions/${id}/bids`, { token: rival.token, body: { amount: 10_000_000 } })).status).toBe(201);
  });

  it('the market gate: transfers and auctions wait for start + the hours set', async () => {
    await setRules({ market_gate_hours: 48 });
    const m = await createManager(t.db);
    const auction = await t.request('POST', '/api/auctions', { token: m.token, body: { id_player: (await outsidePlayer()).id, amount: 5_000_000 } });
    expect(auction.status).toBe(409);
    const seller = await createManager(t.db, 'Segunda');
    const p = await createPlayer(t.db, { teamId: seller.team.id });
    const body = {
      data: { transferred_players: [p.id], id_team_from: seller.team.id, id_team_to: m.team.id, budget: 1_000_000, buy_by: m.user.id, sold_by: seller.user.id },
    };
    const transfer = await t.request('POST', '/api/transfer', { token: seller.token, body });
    expect(transfer.status).toBe(409);
    expect(transfer.body.message).toBe('El mercado abre el 22-11-2026 09:00:00. Todavía no se pueden hacer transferencias ni subastas.');
    expect((await t.request('GET', '/api/seasons/start', { token: m.token })).body.market_opens_at).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());
  });

  it('players per transfer', async () => {
    const buyer = await createManager(t.db);
    const seller = await createManager(t.db, 'Segunda');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createPlayer(t.db, { teamId: seller.team.id })).id);
    const body = {
      data: {
        transferred_players: ids,
        id_team_from: seller.team.id,
        id_team_to: buyer.team.id,
        budget: 1_000_000,
        buy_by: buyer.user.id,
        sold_by: seller.user.id,
      },
    };
    const refused = await t.request('POST', '/api/transfer', { token: seller.token, body });
    expect(refused).toMatchObject({ status: 422, body: { errors: { transferred_players: ['No podés incluir más de 2 jugadores.'] } } });
    await setRules({ players_per_transfer: 3 });
    expect((await t.request('POST', '/api/transfer', { token: seller.token, body })).status).toBe(201);
  });

  it('the bet range, narrowed and widened', async () => {
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    const bettor = await createUser(t.db, { profits: 100_000_000 });
    const bet = await t.request('POST', '/api/bets', {
      token: organizer.token,
      body: { match: 'A vs B', description: 'x', home_odd: '1.50', away_odd: '2.00', draw_odd: '3.00', under: '1.90', over: '1.85' },
    });
    const place = (amount: number) =>
      t.request('POST', '/api/apuesta/jugador', { token: bettor.token, body: { id_bet: bet.body.id, amount, selected_option: 'Home' } });
    expect((await place(16_000_000)).status).toBe(422);
    await setRules({ bet_min: 2_000_000, bet_max: 20_000_000 });
    expect(await place(1_500_000)).toMatchObject({ status: 422, body: { errors: { amount: ['El monto debe estar entre 2.000.000 y 20.000.000.'] } } });
    expect((await place(16_000_000)).status).toBe(200);
  });

  it('prizes per batch', async () => {
    await setRules({ prizes_per_batch: 1 });
    const prize = (position: number) => ({ tournament_id: 1, team_id: 1, amount: 1, position });
    const res = await t.request('POST', '/api/prizes', { token: admin.token, body: { prizes: [prize(1), prize(2)] } });
    expect(res).toMatchObject({ status: 422, body: { errors: { prizes: ['No puedes agregar más de 1 premios.'] } } });
  });

  it('the clause range, the reveal hours and the clause losses of a team', async () => {
    await setRules({ clause_max_factor: 1.5, reveal_hours: [12] });
    const buyer = await createManager(t.db);
    const seller = await createManager(t.db, 'Segunda');
    const p = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
    const offer = (extra: number) =>
      t.request('POST', '/api/clausula_rescision', {
        token: buyer.token,
        body: { id_player: p.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra },
      });
    expect(await offer(5_000_001)).toMatchObject({
      status: 422,
      body: { errors: { total_value: ['El monto de la cláusula debe estar entre $ 10.000.000 y $ 15.000.000.'] } },
    });
    const ok = await offer(5_000_000);
    expect(ok.status).toBe(201);
    const [row] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, ok.body.id));
    // 14:00 Buenos Aires, after 12:00: the next reveal is 12:00 tomorrow (15:00 UTC).
    expect(row!.revealAt.toISOString()).toBe('2026-11-21T15:00:00.000Z');

    await setRules({ max_clause_losses: 0 });
    const other = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
    const capped = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: other.id, id_team: seller.team.id, value: 10_000_000, extra_value: 0 },
    });
    expect(capped).toMatchObject({ status: 409, body: { message: 'El equipo ya perdió 0 jugadores por cláusula esta temporada (máximo 0).' } });
  });
});
