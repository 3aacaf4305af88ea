import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, transfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

let t: TestApp;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(5 * HOUR); // past the market gate (season start + 4 h)
});
afterAll(() => t.close());

async function pair() {
  const seller = await createManager(t.db, 'Primera');
  const buyer = await createManager(t.db, 'Segunda');
  const p1 = await createPlayer(t.db, { teamId: seller.team.id, name: `Pase Uno ${seller.team.id}` });
  const p2 = await createPlayer(t.db, { teamId: seller.team.id, name: `Pase Dos ${seller.team.id}`, status: 'restringido' });
  const body = (over: Record<string, unknown> = {}) => ({
    data: {
      transferred_players: [p1.id, p2.id],
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      budget: 20_000_000,
      status: 'bloqueado',
      buy_by: buyer.user.id,
      sold_by: seller.user.id,
      id_season: 57,
      ...over,
    },
  });
  return { seller, buyer, p1, p2, body };
}

describe('POST /transfer', () => {
  it('reserves the players (bloqueado); the counterparty sees it pending', async () => {
    const { seller, buyer, p1, p2, body } = await pair();
    const res = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    expect(res.status).toBe(201);
    const reserved = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [p1.id, p2.id]));
    expect(reserved.map((p) => p.status)).toEqual(['bloqueado', 'bloqueado']);
    expect(reserved.every((p) => p.teamId === seller.team.id)).toBe(true);

    const pending = await t.request('GET', '/api/transferencia_pendiente', { token: buyer.token });
    expect(pending.status).toBe(200);
    const item = pending.body.find((x: { id: number }) => x.id === res.body.id);
    expect(Array.isArray(pending.body)).toBe(true);
    expect(item).toMatchObject({
      budget: 20_000_000,
      buy_by: { id: buyer.user.id, name: buyer.user.name },
      sold_by: { id: seller.user.id, name: seller.user.name },
      created_by: { id: seller.user.id, name: seller.user.name },
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      id_season: 57,
      can_confirm: true,
      team_from: { id: seller.team.id, name: seller.team.name, id_user: seller.user.id },
      team_to: { id: buyer.team.id, name: buyer.team.name, id_user: buyer.user.id },
      season: { id: 57, name: expect.any(String) },
    });
    expect(item.transferred_players).toContain(p1.name);
    // The creator sees it among the ones he is party to (our screens), but cannot confirm it.
    const mine = await t.request('GET', '/api/transferencia_pendiente', { token: seller.token, query: { scope: 'involved' } });
    expect(mine.body.find((x: { id: number }) => x.id === res.body.id).can_confirm).toBe(false);
    // An outsider does not see it.
    const other = await createManager(t.db);
    const theirs = await t.request('GET', '/api/transferencia_pendiente', { token: other.token });
    expect(theirs.body.some((x: { id: number }) => x.id === res.body.id)).toBe(false);
  });

  it('refuses outsiders (403), wrong buyer/seller, foreign players, reserved players and outside teams (422/409)', async () => {
    const { seller, buyer, p1, body } = await pair();
    const outsider = await createManager(t.db);
    expect((await t.request('POST', '/api/transfer', { token: outsider.token, body: body() })).status).toBe(403);
    const visitor = await createUser(t.db);
    expect((await t.request('POST', '/api/transfer', { token: visitor.token, body: body() })).status).toBe(403);
    const wrongBuyer = await t.request('POST', '/api/transfer', { token: seller.token, body: body({ buy_by: outsider.user.id }) });
    expect(wrongBuyer.status).toBe(422);
    expect(wrongBuyer.body.errors.buy_by[0]).toBe('El comprador debe ser el manager del equipo que recibe a los jugadores.');
    const foreign = await createPlayer(t.db, { teamId: buyer.team.id });
    const notTheirs = await t.request('POST', '/api/transfer', { token: seller.token, body: body({ transferred_players: [foreign.id] }) });
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.message).toBe('Todos los jugadores deben pertenecer al equipo que los cede.');
    const outside = await createTeam(t.db, { division: null, userId: null });
    const out = await t.request('POST', '/api/transfer', { token: seller.token, body: body({ id_team_to: outside.id }) });
    expect(out.status).toBe(422);
    const same = await t.request('POST', '/api/transfer', { token: seller.token, body: body({ id_team_to: seller.team.id }) });
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('Los equipos deben ser distintos.');

    const first = await t.request('POST', '/api/transfer', { token: seller.token, body: body({ transferred_players: [p1.id] }) });
    expect(first.status).toBe(201);
    const twice = await t.request('POST', '/api/transfer', { token: buyer.token, body: body({ transferred_players: [p1.id] }) });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      `${p1.name} ya está en la transferencia pendiente #${first.body.id}; no puede entrar en otra operación hasta que se confirme o se cancele.`,
    );
  });

  it("a seller's proposal answers the same whether the buyer can pay or not, and holds none of his money", async () => {
    const seller = await createManager(t.db, 'Primera');
    const rich = await createManager(t.db, 'Segunda', { profits: 100_000_000 });
    const poor = await createManager(t.db, 'Segunda', { profits: 1_000_000 });
    const propose = async (buyer: typeof rich) => {
      const p = await createPlayer(t.db, { teamId: seller.team.id });
      const data = { transferred_players: [p.id], id_team_from: seller.team.id, id_team_to: buyer.team.id, budget: 50_000_000 };
      return t.request('POST', '/api/transfer', { token: seller.token, body: { data: { ...data, buy_by: buyer.user.id, sold_by: seller.user.id } } });
    };
    const canPay = await propose(rich);
    const cannot = await propose(poor);
    // Status and body alike (only the new id differs): the answer says nothing of the buyer's money (decision 013).
    expect(cannot.status).toBe(canPay.status);
    expect({ ...cannot.body, id: 0 }).toEqual({ ...canPay.body, id: 0 });
    expect(canPay).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    // Neither holds the buyer's money: the rich buyer still commits all of his on his own proposal.
    const other = await createManager(t.db, 'Primera');
    const p = await createPlayer(t.db, { teamId: other.team.id });
    const own = {
      transferred_players: [p.id],
      id_team_from: other.team.id,
      id_team_to: rich.team.id,
      budget: 100_000_000,
      buy_by: rich.user.id,
      sold_by: other.user.id,
    };
    expect(await t.request('POST', '/api/transfer', { token: rich.token, body: { data: own } })).toMatchObject({ status: 201 });
    expect(await profitsOf(t.db, poor.user.id)).toBe(1_000_000);
  });

  it("the buyer's own proposal is checked against what he has free, and he is told the figure", async () => {
    const { seller, buyer, p1, p2, body } = await pair();
    expect(await t.request('POST', '/api/transfer', { token: buyer.token, body: body({ transferred_players: [p1.id], budget: 70_000_000 }) })).toMatchObject({
      status: 201,
    });
    const own = await t.request('POST', '/api/transfer', { token: buyer.token, body: body({ transferred_players: [p2.id], budget: 30_000_001 }) });
    expect(own).toMatchObject({ status: 422, body: { message: 'Presupuesto insuficiente para esta operación. Disponible: $ 30.000.000.' } });
    // The seller proposing the same is not refused (the buyer's money is checked when he accepts).
    expect(await t.request('POST', '/api/transfer', { token: seller.token, body: body({ transferred_players: [p2.id], budget: 30_000_001 }) })).toMatchObject({
      status: 201,
    });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100_000_000);
  });

  it('is closed before season start + 4 h, open from then on', async () => {
    const { seller, body } = await pair();
    const now = t.clock.now();
    t.clock.advance(-(5 * HOUR) + HOUR * 4 - 1000); // 3:59:59 after start
    const closed = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^El mercado abre el \d\d-\d\d-\d{4} \d\d:\d\d:\d\d\./);
    t.clock.advance(1000);
    expect((await t.request('POST', '/api/transfer', { token: seller.token, body: body() })).status).toBe(201);
    t.clock.set(now);
  });

  it('answers validation problems in Spanish (422)', async () => {
    const { seller } = await pair();
    const res = await t.request('POST', '/api/transfer', { token: seller.token, body: { data: { transferred_players: [], id_team_from: 'x', budget: -1 } } });
    expect(res.status).toBe(422);
    expect(res.body.errors['data.transferred_players'] ?? res.body.errors.transferred_players).toBeDefined();
  });
});

describe('POST /transferencia_confirmada/{id}', () => {
  it('the counterparty confirms: buyer pays seller, players move bloqueado, once', async () => {
    const { seller, buyer, p1, p2, body } = await pair();
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    expect((await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: seller.token })).status).toBe(403);
    const ok = await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Transferencia realizada correctamente' } });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(80_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(120_000_000);
    const moved = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [p1.id, p2.id]));
    expect(moved.every((p) => p.teamId === buyer.team.id && p.status === 'bloqueado')).toBe(true);
    const again = await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token });
    expect(again).toMatchObject({ status: 409, body: { message: 'La transferencia ya fue confirmada.' } });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(80_000_000);
    const pending = await t.request('GET', '/api/transferencia_pendiente', { token: buyer.token });
    expect(pending.body.some((x: { id: number }) => x.id === created.id)).toBe(false);
    const history = await t.request('GET', '/api/traspasos', { token: buyer.token, query: { season: '57' } });
    expect(history.body.data.find((x: { id: number }) => x.id === created.id)).toMatchObject({ confirmed: 'yes', budget: 20_000_000 });
    expect(history.body.meta.total).toBeGreaterThan(0);
    expect((await t.request('POST', '/api/transferencia_confirmada/999999', { token: buyer.token })).status).toBe(404);
    await expectLedgersBalanced(t.db);
  });

  it("the buyer's acceptance is refused with his available money when he cannot pay; nothing is written; then it moves once", async () => {
    const { seller, buyer, p1, p2, body } = await pair();
    const admin = await createUser(t.db, { rol: 'Admin' });
    // The buyer holds 90 of his 100 millions in a proposal of his own to another team.
    const other = await createManager(t.db, 'Primera');
    const q = await createPlayer(t.db, { teamId: other.team.id });
    const held = {
      transferred_players: [q.id],
      id_team_from: other.team.id,
      id_team_to: buyer.team.id,
      budget: 90_000_000,
      buy_by: buyer.user.id,
      sold_by: other.user.id,
    };
    const { body: his } = await t.request('POST', '/api/transfer', { token: buyer.token, body: { data: held } });
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    expect(created.id).toEqual(expect.any(Number));

    const refused = await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Presupuesto insuficiente para esta operación. Disponible: $ 10.000.000.' } });
    // Staff confirming for him are told he cannot pay, not what he has.
    const byStaff = await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: admin.token });
    expect(byStaff).toMatchObject({ status: 422, body: { message: 'Presupuesto insuficiente para esta operación.' } });
    const [row] = await t.db.select().from(transfers).where(eq(transfers.id, created.id));
    expect(row).toMatchObject({ confirmed: 'no', active: 'yes', confirmedAt: null });
    const still = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [p1.id, p2.id]));
    expect(still.every((p) => p.teamId === seller.team.id && p.status === 'bloqueado')).toBe(true);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(100_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(100_000_000);

    expect((await t.request('PUT', `/api/transferencia_cancelada/${his.id}`, { token: buyer.token })).status).toBe(200);
    const answers = await Promise.all([1, 2, 3].map(() => t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(80_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(120_000_000);
    await expectLedgersBalanced(t.db);
  });

  it("the seller accepting the buyer's proposal is never told the buyer's figure", async () => {
    const { seller, buyer, body } = await pair();
    const admin = await createUser(t.db, { rol: 'Admin' });
    const { body: created } = await t.request('POST', '/api/transfer', { token: buyer.token, body: body() });
    // Staff took money from the buyer below what his proposal held.
    expect(
      (await t.request('PUT', `/api/users/${buyer.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: -90_000_000 } })).status,
    ).toBe(200);
    const refused = await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: seller.token });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Presupuesto insuficiente para esta operación.' } });
    expect(await profitsOf(t.db, seller.user.id)).toBe(100_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('50 simultaneous confirmations move the money exactly once', async () => {
    const { seller, buyer, body } = await pair();
    const admin = await createUser(t.db, { rol: 'Admin' });
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: i % 2 ? buyer.token : admin.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(80_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(120_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('a cancelled transfer frees its players with their old status and cannot be confirmed', async () => {
    const { seller, buyer, p1, p2, body } = await pair();
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    const outsider = await createManager(t.db);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${created.id}`, { token: outsider.token })).status).toBe(403);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${created.id}`, { token: buyer.token })).status).toBe(200);
    const freed = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [p1.id, p2.id]))
      .orderBy(players.id);
    expect(freed.map((p) => p.status)).toEqual(['registrado', 'restringido']);
    expect((await t.request('POST', `/api/transferencia_confirmada/${created.id}`, { token: buyer.token })).body.message).toBe(
      'La transferencia fue cancelada.',
    );
    const [row] = await t.db.select().from(transfers).where(eq(transfers.id, created.id));
    expect(row).toMatchObject({ active: 'no', confirmed: 'no' });
  });
});

describe('randomized market', () => {
  it('hundreds of transfers, confirmations and cancellations keep every ledger equal to its budget', async () => {
    const managers = await Promise.all(Array.from({ length: 5 }, (_, i) => createManager(t.db, i % 2 ? 'Segunda' : 'Primera', { profits: 60_000_000 })));
    const squads = new Map<number, number[]>();
    for (const m of managers) {
      const list = await Promise.all(Array.from({ length: 6 }, () => createPlayer(t.db, { teamId: m.team.id })));
      squads.set(
        m.team.id,
        list.map((p) => p.id),
      );
    }
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const open: { id: number; parties: typeof managers }[] = [];
    for (let step = 0; step < 150; step++) {
      const action = rnd(3);
      if (action === 0 || open.length === 0) {
        const a = managers[rnd(5)]!;
        const b = managers[rnd(5)]!;
        if (a === b) continue;
        const squad = (await t.db.select({ id: players.id }).from(players).where(eq(players.teamId, a.team.id))).map((p) => p.id);
        if (!squad.length) continue;
        const res = await t.request('POST', '/api/transfer', {
          token: rnd(2) ? a.token : b.token,
          body: {
            data: {
              transferred_players: [squad[rnd(squad.length)]!],
              id_team_from: a.team.id,
              id_team_to: b.team.id,
              budget: rnd(40) * 1_000_000,
              buy_by: b.user.id,
              sold_by: a.user.id,
            },
          },
        });
        expect([201, 409, 422]).toContain(res.status);
        if (res.status === 201) open.push({ id: res.body.id, parties: [a, b] });
      } else {
        const pick = open.splice(rnd(open.length), 1)[0]!;
        const path = action === 1 ? `/api/transferencia_confirmada/${pick.id}` : `/api/transferencia_cancelada/${pick.id}`;
        const [tokA, tokB] = [pick.parties[0]!.token, pick.parties[1]!.token];
        const res = await Promise.all([
          t.request(action === 1 ? 'POST' : 'PUT', path, { token: tokA }),
          t.request(action === 1 ? 'POST' : 'PUT', path, { token: tokB }),
        ]);
        expect(res.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
        expect(res.every((r) => r.status < 500)).toBe(true);
      }
    }
    await expectLedgersBalanced(t.db);
    for (const m of managers) {
      const summary = await t.request('GET', '/api/transferencia_pendiente', { token: m.token });
      expect(summary.status).toBe(200);
    }
    const total = (await Promise.all(managers.map((m) => profitsOf(t.db, m.user.id)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(5 * 60_000_000); // money only moved between them
  });
});

describe('POST /transfer with transferred_players as names joined by commas (000 §3)', () => {
  it('matches names in the giving team ignoring case and accents; arrays of ids still work', async () => {
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Segunda');
    const julian = await createPlayer(t.db, { teamId: seller.team.id, name: `Julián Álvarez ${seller.team.id}` });
    const enzo = await createPlayer(t.db, { teamId: seller.team.id, name: `Enzo Fernández ${seller.team.id}` });
    const data = { id_team_from: seller.team.id, id_team_to: buyer.team.id, budget: 0, buy_by: buyer.user.id, sold_by: seller.user.id };
    const res = await t.request('POST', '/api/transfer', {
      token: seller.token,
      body: { data: { ...data, transferred_players: `julian alvarez ${seller.team.id}, ENZO FERNANDEZ ${seller.team.id}` } },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(transfers).where(eq(transfers.id, res.body.id));
    expect(row!.transferredPlayers.split(', ').sort()).toEqual([enzo.name, julian.name].sort());
    const reserved = await t.db
      .select()
      .from(players)
      .where(inArray(players.id, [julian.id, enzo.id]));
    expect(reserved.map((p) => p.status)).toEqual(['bloqueado', 'bloqueado']);
  });

  it('an unknown or ambiguous name is a 422 naming it, and nothing is written', async () => {
    const seller = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Segunda');
    const rival = await createManager(t.db, 'Primera');
    await createPlayer(t.db, { teamId: seller.team.id, name: 'Enzo Pérez' });
    await createPlayer(t.db, { teamId: seller.team.id, name: 'Enzo Perez' });
    await createPlayer(t.db, { teamId: rival.team.id, name: 'Otro Equipo' });
    const data = { id_team_from: seller.team.id, id_team_to: buyer.team.id, budget: 0, buy_by: buyer.user.id, sold_by: seller.user.id };
    const send = (names: string) => t.request('POST', '/api/transfer', { token: seller.token, body: { data: { ...data, transferred_players: names } } });
    expect(await send('Otro Equipo')).toMatchObject({
      status: 422,
      body: { errors: { transferred_players: ['El jugador "Otro Equipo" no pertenece al equipo que lo cede.'] } },
    });
    expect(await send('enzo perez')).toMatchObject({
      status: 422,
      body: { errors: { transferred_players: ['Hay más de un jugador llamado "enzo perez" en el equipo que lo cede: elegilo por su id.'] } },
    });
    expect(await t.db.select().from(transfers).where(eq(transfers.teamFromId, seller.team.id))).toHaveLength(0);
  });
});

describe("the documents' client (docs/decisions/017)", () => {
  it('GET /transferencia_pendiente: plain id_season, id_team_from, id_team_to; only what the reader is to confirm (buyer or seller, not creator)', async () => {
    const { seller, buyer, body } = await pair();
    const admin = await createUser(t.db, { rol: 'Admin' });
    const { body: created } = await t.request('POST', '/api/transfer', { token: seller.token, body: body() });
    const forBuyer = await t.request('GET', '/api/transferencia_pendiente', { token: buyer.token });
    // The dashboard keeps the rows with id_season === the selected season and shows 'Confirmar Transferencia'.
    const shown = forBuyer.body.filter((x: { id_season: number }) => x.id_season === 57);
    expect(shown.find((x: { id: number }) => x.id === created.id)).toMatchObject({
      id_season: 57,
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      season: { id: 57 },
      team_from: { name: seller.team.name },
      team_to: { name: buyer.team.name },
    });
    const forSeller = await t.request('GET', '/api/transferencia_pendiente', { token: seller.token });
    expect(forSeller.body.some((x: { id: number }) => x.id === created.id)).toBe(false);
    const forAdmin = await t.request('GET', '/api/transferencia_pendiente', { token: admin.token });
    expect(forAdmin.body.some((x: { id: number }) => x.id === created.id)).toBe(false);
    // Our screens: the creator (to withdraw it) and the Admin (every one) with scope=involved.
    for (const token of [seller.token, admin.token]) {
      const involved = await t.request('GET', '/api/transferencia_pendiente', { token, query: { scope: 'involved', season: '57' } });
      expect(involved.body.some((x: { id: number }) => x.id === created.id)).toBe(true);
    }
  });

  it('GET /traspasos: every transfer of the season, pending and confirmed (not withdrawn), newest first, 250 a page; confirmed=yes keeps our filter', async () => {
    const first = await pair();
    const second = await pair();
    const third = await pair();
    const confirmed = (await t.request('POST', '/api/transfer', { token: first.seller.token, body: first.body() })).body.id as number;
    t.clock.advance(60_000);
    const withdrawn = (await t.request('POST', '/api/transfer', { token: second.seller.token, body: second.body() })).body.id as number;
    t.clock.advance(60_000);
    const pending = (await t.request('POST', '/api/transfer', { token: third.seller.token, body: third.body() })).body.id as number;
    expect((await t.request('POST', `/api/transferencia_confirmada/${confirmed}`, { token: first.buyer.token })).status).toBe(200);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${withdrawn}`, { token: second.seller.token })).status).toBe(200);

    const all = await t.request('GET', '/api/traspasos', { token: first.buyer.token, query: { season: '57' } });
    expect(all.status).toBe(200);
    expect(all.body.meta.per_page).toBe(250);
    const ids = all.body.data.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(withdrawn);
    expect(ids.indexOf(pending)).toBeLessThan(ids.indexOf(confirmed));
    const times = all.body.data.map((x: { created_at: string }) => x.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.data.find((x: { id: number }) => x.id === pending)).toMatchObject({ confirmed: 'no', active: 'yes' });
    expect(all.body.data.find((x: { id: number }) => x.id === confirmed)).toMatchObject({ confirmed: 'yes' });

    const ours = await t.request('GET', '/api/traspasos', { token: first.buyer.token, query: { season: '57', confirmed: 'yes', per_page: '20' } });
    expect(ours.body.meta.per_page).toBe(20);
    expect(ours.body.data.every((x: { confirmed: string }) => x.confirmed === 'yes')).toBe(true);
    expect(ours.body.data.map((x: { id: number }) => x.id)).toContain(confirmed);
    expect((await t.request('GET', '/api/traspasos', { token: first.buyer.token, query: { per_page: '251' } })).status).toBe(422);
  });
});
