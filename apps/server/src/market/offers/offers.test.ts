import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, releaseClauses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

let t: TestApp;
let staff: { token: string };
// 11:00 in Buenos Aires: offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  staff = await createUser(t.db, { rol: 'Organizador' });
});
afterAll(() => t.close());

async function setup() {
  t.clock.set(MORNING);
  const buyer = await createManager(t.db, 'Primera');
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  const offer = (token: string, extra = 5_000_000, over: Record<string, unknown> = {}) =>
    t.request('POST', '/api/clausula_rescision', {
      token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra, other_players: '[]', id_season: 57, ...over },
    });
  return { buyer, seller, target, offer };
}

describe('POST /clausula_rescision', () => {
  it('creates the offer bloqueado, unconfirmed, active, with the server total and the window end', async () => {
    const { buyer, target, offer } = await setup();
    const res = await offer(buyer.token, 5_000_000, { value: 10_000_000 });
    expect(res).toMatchObject({ status: 201, body: { message: 'Ejecución de cláusula enviada' } });
    const [row] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, res.body.id));
    expect(row).toMatchObject({
      playerId: target.id,
      value: 10_000_000,
      extraValue: 5_000_000,
      totalValue: 15_000_000,
      status: 'bloqueado',
      confirmed: 'no',
      active: 'yes',
      createdBy: buyer.user.id,
    });
    expect(row!.revealAt.toISOString()).toBe(REVEAL.toISOString());
  });

  it('refuses own players, blocked or restricted players, outside teams, duplicates, overspending and non-managers', async () => {
    const { buyer, seller, target, offer } = await setup();
    const visitor = await createUser(t.db, { profits: 100_000_000 });
    expect((await offer(visitor.token)).status).toBe(403);
    const own = await createPlayer(t.db, { teamId: buyer.team.id });
    const ownRes = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: own.id, id_team: buyer.team.id, value: 10_000_000, extra_value: 0 },
    });
    expect(ownRes.body.message).toBe('No podés ejecutar la cláusula de un jugador de tu propio equipo.');
    const blocked = await createPlayer(t.db, { teamId: seller.team.id, status: 'bloqueado' });
    const blockedRes = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: blocked.id, id_team: seller.team.id, value: 10_000_000, extra_value: 0 },
    });
    expect(blockedRes.status).toBe(422);
    const outside = await createTeam(t.db, { division: null });
    const outsider = await createPlayer(t.db, { teamId: outside.id });
    expect(
      (
        await t.request('POST', '/api/clausula_rescision', {
          token: buyer.token,
          body: { id_player: outsider.id, id_team: outside.id, value: 10_000_000, extra_value: 0 },
        })
      ).status,
    ).toBe(422);
    const tooMuch = await offer(buyer.token, 10_000_001);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.total_value).toEqual(['El monto de la cláusula debe estar entre $ 10.000.000 y $ 20.000.000.']);
    expect((await offer(buyer.token)).status).toBe(201);
    expect((await offer(buyer.token)).body.message).toBe('Ya tenés una oferta abierta por este jugador.');
    // 100M budget, 15M committed: a 90M offer elsewhere is refused.
    const big = await createPlayer(t.db, { teamId: seller.team.id, value: 45_000_000 });
    const over = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: big.id, id_team: seller.team.id, value: 45_000_000, extra_value: 45_000_000 },
    });
    expect(over).toMatchObject({ status: 422, body: { message: 'Presupuesto insuficiente para esta operación. Disponible: $ 85.000.000.' } });
    expect(
      (
        await t.request('POST', '/api/clausula_rescision', {
          token: buyer.token,
          body: { id_player: target.id + 99999, id_team: seller.team.id, value: 1, extra_value: 0 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('hidden amounts', () => {
  it('are sent only to the creator until the window ends, in lists and in the player page', async () => {
    const { buyer, seller, target, offer } = await setup();
    const rival = await createManager(t.db, 'Primera');
    t.clock.set(new Date(MORNING.getTime() + 3_600_000)); // a later offer shares the first one's window
    await offer(buyer.token);
    await offer(rival.token, 2_000_000);
    const asSeller = await t.request('GET', '/api/clausulas/' + target.id, { token: seller.token });
    expect(asSeller.status).toBe(200);
    expect(asSeller.body.player).toMatchObject({ id: target.id, id_team: { id: seller.team.id } });
    expect(asSeller.body.offers).toHaveLength(2);
    for (const o of asSeller.body.offers) expect(o).toMatchObject({ hidden: true, value: null, extra_value: null, total_value: null });
    expect(JSON.stringify(asSeller.body)).not.toContain('15000000');
    const asBuyer = await t.request('GET', '/api/clausulas/' + target.id, { token: buyer.token });
    const mine = asBuyer.body.offers.find((o: { created_by: number | null }) => o.created_by === buyer.user.id);
    const theirs = asBuyer.body.offers.find((o: { created_by: number | null }) => o.created_by === null);
    expect(mine).toMatchObject({ total_value: 15_000_000, hidden: true });
    expect(theirs).toMatchObject({ created_by: null, author: { id: null, name: 'Oculto' }, total_value: null, hidden: true });
    expect(theirs.reveal_at).toBe(REVEAL.toISOString());

    // The executed-clauses page shows only the latest open offer per player (all=true lists every offer, decision 017).
    const latest = await t.request('GET', '/api/clausula_rescision', { token: seller.token, query: { season: '57', per_page: '100' } });
    const forTarget = latest.body.data.filter((o: { id_player: { id: number } }) => o.id_player.id === target.id);
    expect(forTarget).toHaveLength(1);
    expect(forTarget[0]).toMatchObject({ created_by: { id: null, name: 'Oculto' }, other_players: null, total_value: null });
    const received = await t.request('GET', '/api/clausula_rescision', { token: seller.token, query: { all: 'true', scope: 'received' } });
    expect(received.body.data.filter((o: { id_player: { id: number } }) => o.id_player.id === target.id)).toHaveLength(2);
    const own = await t.request('GET', '/api/clausula_rescision', { token: buyer.token, query: { scope: 'mine' } });
    expect(own.body.data.find((o: { id_player: { id: number } }) => o.id_player.id === target.id)).toMatchObject({
      created_by: { id: buyer.user.id },
      other_players: '[]',
    });
    expect(own.body.meta.total).toBeGreaterThan(0);
    expect(
      own.body.data.every((o: { created_by: { id: number }; total_value: number | null }) => o.created_by.id === buyer.user.id && o.total_value !== null),
    ).toBe(true);

    // 17:59:59 still hidden, 18:00 revealed to all.
    t.clock.set(new Date(REVEAL.getTime() - 1000));
    expect((await t.request('GET', '/api/clausulas/' + target.id, { token: seller.token })).body.offers[0].total_value).toBeNull();
    t.clock.set(REVEAL);
    const after = await t.request('GET', '/api/clausulas/' + target.id, { token: seller.token });
    expect(after.body.offers.map((o: { total_value: number }) => o.total_value).sort()).toEqual([12_000_000, 15_000_000]);
    expect(
      after.body.offers.every((o: { created_by: { id: number | null }; other_players: unknown }) => o.created_by.id !== null && o.other_players === '[]'),
    ).toBe(true);
  });
});

describe('hidden means every field but the player and the time', () => {
  it('withholds the creator, the other players and the amounts of a hidden offer on every offer route, from everyone but its creator', async () => {
    const { buyer, seller, target } = await setup();
    const admin = await createUser(t.db, { rol: 'Admin' });
    const secretName = `Oferente secreto ${target.id}`;
    await t.db.execute(`update users set name = '${secretName}' where id = ${buyer.user.id}`);
    const sweetener = await createPlayer(t.db, { teamId: buyer.team.id, value: 1_000_000 });
    const others = `[${sweetener.id}]`;
    const res = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: 3_456_789, other_players: others },
    });
    expect(res.status).toBe(201);
    const leaks = (body: unknown) => {
      const text = JSON.stringify(body);
      return [secretName, '13456789', '3456789', others, `"created_by":{"id":${buyer.user.id}`].filter((s) => text.includes(s));
    };
    const routes: [string, Record<string, string>][] = [
      ['/api/clausula_rescision', { all: 'true' }],
      ['/api/clausula_rescision', { all: 'true', scope: 'received' }],
      ['/api/clausula_rescision', { per_page: '100' }],
      [`/api/clausulas/${target.id}`, {}],
      ['/api/ofertas-confirmadas', { all: 'true' }],
    ];
    for (const reader of [seller, admin, staff]) {
      for (const [path, query] of routes) {
        const answer = await t.request('GET', path, { token: reader.token, query });
        if (answer.status === 403) continue;
        expect(answer.status).toBe(200);
        expect({ path, leaks: leaks(answer.body) }).toEqual({ path, leaks: [] });
      }
    }
    const player = await t.request('GET', `/api/clausulas/${target.id}`, { token: seller.token });
    expect(player.body.offers[0]).toMatchObject({
      id: res.body.id,
      id_player: { id: target.id, name: target.name },
      name: target.name,
      id_team: seller.team.id,
      team: { id: seller.team.id },
      hidden: true,
      reveal_at: REVEAL.toISOString(),
    });
    const own = await t.request('GET', `/api/clausulas/${target.id}`, { token: buyer.token });
    expect(own.body.offers[0]).toMatchObject({
      created_by: buyer.user.id,
      author: { id: buyer.user.id, name: secretName },
      other_players: others,
      total_value: 13_456_789,
    });
  });
});

describe('confirm and close', () => {
  it('confirms once after the window: creator pays the seller, the player moves bloqueado, siblings close', async () => {
    const { buyer, seller, target, offer } = await setup();
    const rival = await createManager(t.db, 'Primera');
    const { body: first } = await offer(buyer.token);
    const { body: second } = await offer(rival.token, 1_000_000);
    const early = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: first.id, total_value: 1 } } });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^La oferta sigue oculta hasta las 23-11-2026 18:00:00/);
    t.clock.set(REVEAL);
    expect((await t.request('POST', '/api/confirm-offer', { token: buyer.token, body: { offer: { id: first.id } } })).status).toBe(403);
    const ok = await t.request('POST', '/api/confirm-offer', {
      token: staff.token,
      body: { offer: { id: first.id, total_value: 1, created_by: rival.user.id }, player: { id: target.id } },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Oferta confirmada satisfactoriamente' } });
    expect(await profitsOf(t.db, buyer.user.id)).toBe(85_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(115_000_000);
    const [moved] = await t.db.select().from(players).where(eq(players.id, target.id));
    expect(moved).toMatchObject({ teamId: buyer.team.id, status: 'bloqueado' });
    const again = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: first.id } } });
    expect(again).toMatchObject({ status: 409, body: { message: 'Oferta ya confirmada.' } });
    const sibling = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: second.id } } });
    expect(sibling).toMatchObject({ status: 409, body: { message: 'Oferta cerrada.' } });
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: 999999 } } })).body.message).toBe('Oferta no encontrada.');
    const admin = await createUser(t.db, { rol: 'Admin' });
    const confirmedList = await t.request('GET', '/api/ofertas-confirmadas', { token: admin.token, query: { season: '57', all: 'true' } });
    expect(confirmedList.body.data.some((o: { id: number }) => o.id === first.id)).toBe(true);
    expect((await t.request('GET', '/api/ofertas-confirmadas', { token: staff.token })).status).toBe(403);
    await expectLedgersBalanced(t.db);
  });

  it('closes an open offer once; a closed offer cannot be confirmed', async () => {
    const { buyer, offer } = await setup();
    const { body } = await offer(buyer.token);
    expect((await t.request('PUT', `/api/cerrar-oferta/${body.id}`, { token: buyer.token, body: {} })).status).toBe(403);
    expect(await t.request('PUT', `/api/cerrar-oferta/${body.id}`, { token: staff.token, body: { active: 'no' } })).toMatchObject({
      status: 200,
      body: { message: 'Oferta cerrada satisfactoriamente' },
    });
    expect((await t.request('PUT', `/api/cerrar-oferta/${body.id}`, { token: staff.token, body: {} })).body.message).toBe('Oferta cerrada.');
    t.clock.set(REVEAL);
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: body.id } } })).body.message).toBe('Oferta cerrada.');
    expect((await t.request('PUT', '/api/cerrar-oferta/999999', { token: staff.token, body: {} })).status).toBe(404);
  });

  it('refuses a destination without team and a seller team without manager', async () => {
    const { buyer, seller, target, offer } = await setup();
    const { body } = await offer(buyer.token);
    await t.db.execute(`update teams set id_user = null where id = ${seller.team.id}`);
    t.clock.set(REVEAL);
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: body.id } } })).body.message).toBe(
      'Usuario no encontrado para el equipo.',
    );
    await t.db.execute(`update teams set id_user = ${seller.user.id} where id = ${seller.team.id}`);
    await t.db.execute(`update teams set id_user = null where id = ${buyer.team.id}`);
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: body.id } } })).body.message).toBe(
      'Equipo destino no encontrado.',
    );
    expect((await t.db.select().from(players).where(eq(players.id, target.id)))[0]!.teamId).toBe(seller.team.id);
  });

  it('a team loses at most 6 players by clause per season', async () => {
    t.clock.set(MORNING);
    const seller = await createManager(t.db, 'Segunda');
    const buyer = await createManager(t.db, 'Primera', { profits: 1_000_000_000 });
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const p = await createPlayer(t.db, { teamId: seller.team.id, value: 1_000_000 });
      const res = await t.request('POST', '/api/clausula_rescision', {
        token: buyer.token,
        body: { id_player: p.id, id_team: seller.team.id, value: 1_000_000, extra_value: 0 },
      });
      ids.push(res.body.id);
    }
    t.clock.set(REVEAL);
    for (const id of ids.slice(0, 6)) expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id } } })).status).toBe(200);
    const seventh = await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: ids[6] } } });
    expect(seventh).toMatchObject({ status: 409, body: { message: 'El equipo ya perdió 6 jugadores por cláusula esta temporada (máximo 6).' } });
  });

  it('two offers confirmed at once on a team that lost 5 players: only one passes the limit', async () => {
    t.clock.set(MORNING);
    const seller = await createManager(t.db, 'Segunda');
    const buyer = await createManager(t.db, 'Primera', { profits: 1_000_000_000 });
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const p = await createPlayer(t.db, { teamId: seller.team.id, value: 1_000_000 });
      ids.push(
        (
          await t.request('POST', '/api/clausula_rescision', {
            token: buyer.token,
            body: { id_player: p.id, id_team: seller.team.id, value: 1_000_000, extra_value: 0 },
          })
        ).body.id,
      );
    }
    t.clock.set(REVEAL);
    for (const id of ids.slice(0, 5)) expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id } } })).status).toBe(200);
    const race = await Promise.all(ids.slice(5).map((id) => t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id } } })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await profitsOf(t.db, seller.user.id)).toBe(106_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('50 simultaneous confirmations of one offer move money exactly once', async () => {
    const { buyer, seller, offer } = await setup();
    const { body } = await offer(buyer.token);
    t.clock.set(REVEAL);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: body.id } } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await profitsOf(t.db, buyer.user.id)).toBe(85_000_000);
    expect(await profitsOf(t.db, seller.user.id)).toBe(115_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('randomized offers, confirmations and closes keep the ledgers balanced and nobody overspends', async () => {
    t.clock.set(MORNING);
    const managers = await Promise.all(Array.from({ length: 4 }, (_, i) => createManager(t.db, i % 2 ? 'Segunda' : 'Primera', { profits: 40_000_000 })));
    for (const m of managers) for (let i = 0; i < 8; i++) await createPlayer(t.db, { teamId: m.team.id, value: 2_000_000 + i * 1_000_000 });
    let seed = 11;
    const rnd = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const open: number[] = [];
    for (let step = 0; step < 200; step++) {
      if (step === 120) t.clock.set(REVEAL);
      const action = rnd(3);
      if (action === 0 || open.length === 0 || step < 120) {
        const a = managers[rnd(4)]!;
        const b = managers[rnd(4)]!;
        if (a === b) continue;
        const squad = await t.db.select().from(players).where(eq(players.teamId, b.team.id));
        const p = squad[rnd(squad.length)];
        if (!p) continue;
        const res = await t.request('POST', '/api/clausula_rescision', {
          token: a.token,
          body: { id_player: p.id, id_team: b.team.id, value: p.value, extra_value: rnd(p.value + 1) },
        });
        expect(res.status).toBeLessThan(500);
        if (res.status === 201) open.push(res.body.id);
      } else {
        const id = open.splice(rnd(open.length), 1)[0]!;
        const res =
          action === 1
            ? await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id } } })
            : await t.request('PUT', `/api/cerrar-oferta/${id}`, { token: staff.token, body: {} });
        expect(res.status).toBeLessThan(500);
      }
    }
    await expectLedgersBalanced(t.db);
    const total = (await Promise.all(managers.map((m) => profitsOf(t.db, m.user.id)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(160_000_000);
  });
});

describe('the documents contract (decision 017)', () => {
  it('reads the offered total from total_value, else value + extra_value, against the stored value; stores value and the rest', async () => {
    const { buyer, target, offer } = await setup();
    const rival = await createManager(t.db, 'Primera');
    const third = await createManager(t.db, 'Segunda');
    // The documents' client: the slider amount in value, no extra.
    const slider = await offer(buyer.token, 0, { value: 14_000_000, extra_value: undefined });
    expect(slider.status).toBe(201);
    const withTotal = await offer(rival.token, 0, { value: 10_000_000, total_value: 18_000_000 });
    expect(withTotal.status).toBe(201);
    const rows = await t.db.select().from(releaseClauses).where(eq(releaseClauses.playerId, target.id));
    expect(rows.find((r) => r.id === slider.body.id)).toMatchObject({ value: 10_000_000, extraValue: 4_000_000, totalValue: 14_000_000 });
    expect(rows.find((r) => r.id === withTotal.body.id)).toMatchObject({ value: 10_000_000, extraValue: 8_000_000, totalValue: 18_000_000 });
    // Outside 1x..2x of the stored value (whatever the body says the value is): 422 on total_value, nothing written.
    for (const over of [{ value: 9_000_000, extra_value: 0 }, { value: 21_000_000 }, { value: 1, total_value: 20_000_001 }]) {
      const res = await offer(third.token, 0, { extra_value: undefined, ...over });
      expect(res).toMatchObject({ status: 422, body: { errors: { total_value: ['El monto de la cláusula debe estar entre $ 10.000.000 y $ 20.000.000.'] } } });
    }
    expect(await t.db.select().from(releaseClauses).where(eq(releaseClauses.createdBy, third.user.id))).toHaveLength(0);
  });

  it("/clausulas/{id} answers {player, offers}, each offer the old server's row: id_team and created_by plain ids, team and author named beside them", async () => {
    const { buyer, seller, target, offer } = await setup();
    await offer(buyer.token);
    const res = await t.request('GET', '/api/clausulas/' + target.id, { token: buyer.token });
    expect(Object.keys(res.body).sort()).toEqual(['offers', 'player']);
    expect(res.body.offers[0]).toMatchObject({
      id_player: { id: target.id, name: target.name },
      id_team: seller.team.id,
      team: { id: seller.team.id, name: seller.team.name, id_user: seller.user.id },
      id_season: { id: 57, name: expect.any(String) },
      created_by: buyer.user.id,
      author: { id: buyer.user.id, name: buyer.user.name },
    });
    // While hidden from another reader, the author's id is not on the wire (docs/decisions/017).
    const asSeller = await t.request('GET', '/api/clausulas/' + target.id, { token: seller.token });
    expect(asSeller.body.offers[0].created_by).toBeNull();
    expect(asSeller.body.offers[0].author?.id ?? null).toBeNull();
    expect(JSON.stringify(asSeller.body)).not.toContain(`"created_by":${buyer.user.id}`);
    // The documents' 'Confirmar oferta' sends id_team and created_by back as it read them.
    t.clock.set(REVEAL);
    const staffRead = (await t.request('GET', '/api/clausulas/' + target.id, { token: staff.token })).body.offers[0];
    const { id, total_value, id_team, created_by, confirmed, active } = staffRead;
    const confirm = await t.request('POST', '/api/confirm-offer', {
      token: staff.token,
      body: { offer: { id, total_value, id_team, created_by, confirmed, active }, player: { id: target.id, id_team: seller.team.id, status: 'registrado' } },
    });
    expect(confirm.status).toBe(200);
    const list = await t.request('GET', '/api/clausula_rescision', { token: buyer.token, query: { scope: 'mine', season: '' } });
    expect(list.status).toBe(200);
    expect(list.body.data[0].id_team.id_user).toBe(seller.user.id);
  });

  it('all=true lists confirmed and closed offers with their flags', async () => {
    const { buyer, offer } = await setup();
    const { body: open } = await offer(buyer.token);
    const other = await setup();
    const { body: closed } = await other.offer(buyer.token);
    await t.request('PUT', `/api/cerrar-oferta/${closed.id}`, { token: staff.token, body: {} });
    const third = await setup();
    const { body: confirmed } = await third.offer(buyer.token);
    t.clock.set(REVEAL);
    expect((await t.request('POST', '/api/confirm-offer', { token: staff.token, body: { offer: { id: confirmed.id } } })).status).toBe(200);
    const all = await t.request('GET', '/api/clausula_rescision', { token: buyer.token, query: { all: 'true', season: '' } });
    const flags = (id: number) => all.body.data.find((o: { id: number }) => o.id === id);
    expect(flags(open.id)).toMatchObject({ confirmed: 'no', active: 'yes' });
    expect(flags(closed.id)).toMatchObject({ confirmed: 'no', active: 'no' });
    expect(flags(confirmed.id)).toMatchObject({ confirmed: 'yes', active: 'no' });
    // The paged list stays the newest open offer per player.
    const paged = await t.request('GET', '/api/clausula_rescision', { token: buyer.token });
    expect(paged.body.data.some((o: { id: number }) => o.id === closed.id || o.id === confirmed.id)).toBe(false);
  });
});
