import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MSG, SQUAD_ACTIONS_MSG as M } from '@superliga/league';
import { ledgerEntries, outbox, players, squadActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { blocksUsed } from './squad-action';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const SEASON = 57;
const RICH = { profits: 500_000_000 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { rol: 'Admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const post = (token: string, playerId: number, action: 'bloquear' | 'liberar' | 'inscribir', key?: string, payload?: object) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/plantel/${playerId}/${action}`,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const playerRow = async (id: number) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;
const entriesOf = (userId: number, kind: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));

describe('POST /api/plantel/{id}/bloquear', () => {
  it('blocks the first player free, then charges by CA and division, up to the blocks setting', async () => {
    const manager = await createManager(t.db, 'Primera', RICH);
    const cas = [199, 180, 179, 200, 150];
    const squad = [];
    for (const ca of cas) squad.push(await createPlayer(t.db, { teamId: manager.team.id, ca }));

    const answers = [];
    for (const p of squad.slice(0, 4)) answers.push(await post(manager.token, p.id, 'bloquear'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.amount)).toEqual([0, -60_000_000, -40_000_000, -60_000_000]);
    expect(answers.map((a) => a.body.blocks_left)).toEqual([3, 2, 1, 0]);
    expect(answers[0]!.body.message).toBe(M.blocked(squad[0]!.name));

    expect(await profitsOf(t.db, manager.user.id)).toBe(500_000_000 - 160_000_000);
    const entries = await entriesOf(manager.user.id, 'player_block');
    expect(entries.map((e) => e.amount).sort()).toEqual([-40_000_000, -60_000_000, -60_000_000].sort());
    expect(entries.every((e) => e.seasonId === SEASON && e.actorId === manager.user.id)).toBe(true);
    expect(entries.map((e) => e.description)).toContain(M.blockEntry(squad[2]!.name));
    for (const p of squad.slice(0, 4)) expect((await playerRow(p.id)).status).toBe('bloqueado');
    expect(await blocksUsed(t.db, SEASON, manager.team.id)).toBe(4);

    // The fifth is refused: nothing paid, nothing changed.
    const fifth = await post(manager.token, squad[4]!.id, 'bloquear');
    expect(fifth).toMatchObject({ status: 409, body: { message: M.blocksReached(4) } });
    expect((await playerRow(squad[4]!.id)).status).toBe('registrado');
    expect(await profitsOf(t.db, manager.user.id)).toBe(340_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('charges Segunda its own prices (85,000,000 from CA 180, 60,000,000 under)', async () => {
    const manager = await createManager(t.db, 'Segunda', RICH);
    const [a, b, c] = [
      await createPlayer(t.db, { teamId: manager.team.id, ca: 120 }),
      await createPlayer(t.db, { teamId: manager.team.id, ca: 180 }),
      await createPlayer(t.db, { teamId: manager.team.id, ca: 179 }),
    ];
    expect((await post(manager.token, a.id, 'bloquear')).body.amount).toBe(0);
    expect((await post(manager.token, b.id, 'bloquear')).body.amount).toBe(-85_000_000);
    expect((await post(manager.token, c.id, 'bloquear')).body.amount).toBe(-60_000_000);
    expect(await profitsOf(t.db, manager.user.id)).toBe(500_000_000 - 145_000_000);
  });

  it('refuses a paid block beyond the available budget (422), and an already blocked player (409)', async () => {
    const manager = await createManager(t.db, 'Primera', { profits: 30_000_000 });
    const [a, b] = [await createPlayer(t.db, { teamId: manager.team.id }), await createPlayer(t.db, { teamId: manager.team.id })];
    expect((await post(manager.token, a.id, 'bloquear')).status).toBe(200);
    const poor = await post(manager.token, b.id, 'bloquear');
    expect(poor.status).toBe(422);
    expect(poor.body.message).toMatch(/^Presupuesto insuficiente para esta operación\. Disponible: \$ 30\.000\.000\.$/);
    expect(await blocksUsed(t.db, SEASON, manager.team.id)).toBe(1);
    expect((await playerRow(b.id)).status).toBe('registrado');
    expect(await post(manager.token, a.id, 'bloquear')).toMatchObject({ status: 409, body: { message: M.alreadyBlocked(a.name) } });
  });

  it('protects the player from release clauses', async () => {
    const owner = await createManager(t.db, 'Primera');
    const rival = await createManager(t.db, 'Primera');
    const player = await createPlayer(t.db, { teamId: owner.team.id, value: 10_000_000 });
    expect((await post(owner.token, player.id, 'bloquear')).status).toBe(200);
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: rival.token,
      body: { id_player: player.id, id_team: owner.team.id, total_value: 12_000_000, other_players: '[]' },
    });
    expect(offer.status).toBe(422);
    expect(offer.body.errors.id_player).toEqual([MARKET_MSG.clauseTargetInvalid]);
  });

  it('refuses a player in an open operation with 409 naming it, and moves nothing', async () => {
    const owner = await createManager(t.db, 'Primera');
    const rival = await createManager(t.db, 'Primera');
    const player = await createPlayer(t.db, { teamId: owner.team.id, value: 10_000_000 });
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: rival.token,
      body: { id_player: player.id, id_team: owner.team.id, total_value: 12_000_000, other_players: '[]' },
    });
    expect(offer.status).toBe(201);
    const before = await profitsOf(t.db, owner.user.id);
    for (const action of ['bloquear', 'liberar', 'inscribir'] as const) {
      const res = await post(owner.token, player.id, action);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MARKET_MSG.playerReservedForStaff(player.name, `la oferta de cláusula abierta #${offer.body.id}`));
    }
    expect(await playerRow(player.id)).toMatchObject({ teamId: owner.team.id, status: 'registrado' });
    expect(await profitsOf(t.db, owner.user.id)).toBe(before);
    expect(await blocksUsed(t.db, SEASON, owner.team.id)).toBe(0);
  });

  it("refuses another team's manager (403) and lets the Admin act for the team, charging its manager", async () => {
    const owner = await createManager(t.db, 'Primera', RICH);
    const other = await createManager(t.db, 'Primera', RICH);
    const [a, b] = [await createPlayer(t.db, { teamId: owner.team.id, ca: 185 }), await createPlayer(t.db, { teamId: owner.team.id, ca: 185 })];
    expect(await post(other.token, a.id, 'bloquear')).toMatchObject({ status: 403, body: { message: M.notYourPlayer } });
    expect(await post(other.token, a.id, 'liberar')).toMatchObject({ status: 403, body: { message: M.notYourPlayer } });
    const visitor = await createUser(t.db);
    expect((await t.request('GET', '/api/plantel/acciones', { token: visitor.token, query: { id_team: String(owner.team.id) } })).status).toBe(403);

    expect((await post(admin.token, a.id, 'bloquear')).body.amount).toBe(0);
    expect((await post(admin.token, b.id, 'bloquear')).body.amount).toBe(-60_000_000);
    expect(await profitsOf(t.db, owner.user.id)).toBe(440_000_000);
    expect(await profitsOf(t.db, admin.user.id)).toBe(0);
    const [entry] = await entriesOf(owner.user.id, 'player_block');
    expect(entry).toMatchObject({ actorId: admin.user.id, amount: -60_000_000 });
    // The manager hears that the Admin acted on the squad.
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, owner.user.id), eq(outbox.kind, 'budget.changed')));
    expect(told.map((n) => (n.payload as { body: string }).body)).toContain(`Ada Admin bloqueó a ${b.name} (pagaste $ 60.000.000).`);
  });

  it('answers a repeated Idempotency-Key with the first answer, charging once', async () => {
    const manager = await createManager(t.db, 'Primera', RICH);
    const [a, b] = [await createPlayer(t.db, { teamId: manager.team.id }), await createPlayer(t.db, { teamId: manager.team.id })];
    await post(manager.token, a.id, 'bloquear');
    const first = await post(manager.token, b.id, 'bloquear', 'clave-bloqueo-1');
    const again = await post(manager.token, b.id, 'bloquear', 'clave-bloqueo-1');
    expect(first).toMatchObject({ status: 200, body: { amount: -40_000_000, blocks_left: 2 } });
    expect(again).toEqual(first);
    expect(await profitsOf(t.db, manager.user.id)).toBe(460_000_000);
    expect(await entriesOf(manager.user.id, 'player_block')).toHaveLength(1);
  });

  it('counts two blocks sent at once one after the other: one free, one paid', async () => {
    const manager = await createManager(t.db, 'Primera', RICH);
    const [a, b] = [await createPlayer(t.db, { teamId: manager.team.id }), await createPlayer(t.db, { teamId: manager.team.id })];
    const answers = await Promise.all([post(manager.token, a.id, 'bloquear'), post(manager.token, b.id, 'bloquear')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.amount).sort((x, y) => x - y)).toEqual([-40_000_000, 0]);
    expect(await profitsOf(t.db, manager.user.id)).toBe(460_000_000);
    expect(await blocksUsed(t.db, SEASON, manager.team.id)).toBe(2);
  });

  it('answers 404 in Spanish for a player that does not exist', async () => {
    const manager = await createManager(t.db, 'Primera');
    expect(await post(manager.token, 999_999, 'bloquear')).toMatchObject({ status: 404, body: { message: 'Jugador no encontrado.' } });
  });
});

describe('POST /api/plantel/{id}/liberar', () => {
  it('sends the player to the free agents and credits 60% of his value to the manager, telling the others', async () => {
    const manager = await createManager(t.db, 'Segunda');
    const other = await createManager(t.db, 'Primera');
    const player = await createPlayer(t.db, { teamId: manager.team.id, value: 12_345_678, status: 'bloqueado' });
    const res = await post(manager.token, player.id, 'liberar');
    expect(res).toMatchObject({ status: 200, body: { message: M.released(player.name), amount: 7_407_407 } });
    expect(await profitsOf(t.db, manager.user.id)).toBe(100_000_000 + 7_407_407);
    const [entry] = await entriesOf(manager.user.id, 'player_release');
    expect(entry).toMatchObject({ amount: 7_407_407, balanceAfter: 107_407_407, description: M.releaseEntry(player.name), seasonId: SEASON });
    const row = await playerRow(player.id);
    expect(row.status).toBe('liberado');
    expect(row.teamId).not.toBe(manager.team.id);
    const [action] = await t.db.select().from(squadActions).where(eq(squadActions.playerId, player.id));
    expect(action).toMatchObject({ kind: 'release', amount: 7_407_407, previousStatus: 'bloqueado', teamId: manager.team.id });
    expect(entry!.reference).toBe(`squad_action:${action!.id}`);
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, other.user.id), eq(outbox.kind, 'player.released')));
    expect(told).toHaveLength(1);
    // The player is no longer his: releasing again is refused.
    expect((await post(manager.token, player.id, 'liberar')).status).toBe(403);
    await expectLedgersBalanced(t.db);
  });

  it('lets the movements screen show the block and the release with their descriptions', async () => {
    const manager = await createManager(t.db, 'Primera', RICH);
    const [a, b, c] = [
      await createPlayer(t.db, { teamId: manager.team.id }),
      await createPlayer(t.db, { teamId: manager.team.id, ca: 190 }),
      await createPlayer(t.db, { teamId: manager.team.id, value: 5_000_000 }),
    ];
    await post(manager.token, a.id, 'bloquear');
    await post(manager.token, b.id, 'bloquear');
    await post(manager.token, c.id, 'liberar');
    const res = await t.request('GET', `/api/users/${manager.user.id}/movimientos`, { token: manager.token });
    expect(res.status).toBe(200);
    const rows = res.body.data.map((m: { kind: string; amount: number; description: string }) => [m.kind, m.amount, m.description]);
    expect(rows).toContainEqual(['player_block', -60_000_000, M.blockEntry(b.name)]);
    expect(rows).toContainEqual(['player_release', 3_000_000, M.releaseEntry(c.name)]);
  });
});

describe('POST /api/plantel/{id}/inscribir', () => {
  it('refuses to register a blocked player unless he gives up his protection, and says why', async () => {
    const manager = await createManager(t.db, 'Primera');
    const rival = await createManager(t.db, 'Primera');
    const arrived = await createPlayer(t.db, { teamId: manager.team.id, status: 'bloqueado', age: 19 });
    const offerOn = (id: number) =>
      t.request('POST', '/api/clausula_rescision', { token: rival.token, body: { id_player: id, id_team: manager.team.id, total_value: arrived.value } });
    for (const [token, payload] of [
      [manager.token, undefined],
      [admin.token, undefined],
      [manager.token, { lift_protection: false }],
    ] as const) {
      expect(await post(token, arrived.id, 'inscribir', undefined, payload)).toMatchObject({
        status: 409,
        body: { message: M.registerWouldUnblock(arrived.name) },
      });
    }
    // Nothing changed: still blocked, no action recorded, and a rival's clause offer is still refused.
    expect((await playerRow(arrived.id)).status).toBe('bloqueado');
    expect(await t.db.select().from(squadActions).where(eq(squadActions.playerId, arrived.id))).toHaveLength(0);
    expect(await offerOn(arrived.id)).toMatchObject({ status: 422, body: { message: MARKET_MSG.clauseTargetInvalid } });

    // Given up on purpose: registered for free, and from then on open to clauses.
    const res = await post(manager.token, arrived.id, 'inscribir', undefined, { lift_protection: true });
    expect(res).toMatchObject({ status: 200, body: { message: M.registered(arrived.name), amount: 0 } });
    expect((await playerRow(arrived.id)).status).toBe('registrado');
    expect(await profitsOf(t.db, manager.user.id)).toBe(100_000_000);
    expect(await post(manager.token, arrived.id, 'inscribir')).toMatchObject({ status: 409, body: { message: M.alreadyRegistered(arrived.name) } });

    for (let i = 0; i < 5; i++) await createPlayer(t.db, { teamId: manager.team.id, age: 18 });
    const seventh = await createPlayer(t.db, { teamId: manager.team.id, status: 'bloqueado', age: 20 });
    expect(await post(manager.token, seventh.id, 'inscribir', undefined, { lift_protection: true })).toMatchObject({
      status: 409,
      body: { message: M.registeredYouthFull(6) },
    });
  });

  it('keeps a block the team made this season (it lasts the season)', async () => {
    const manager = await createManager(t.db, 'Primera');
    const player = await createPlayer(t.db, { teamId: manager.team.id });
    await post(manager.token, player.id, 'bloquear');
    expect(await post(manager.token, player.id, 'inscribir')).toMatchObject({ status: 409, body: { message: M.blockLastsSeason(player.name) } });
  });
});

describe('GET /api/plantel/acciones', () => {
  it("answers each player's options with the price, and the blocks of the season", async () => {
    const manager = await createManager(t.db, 'Segunda');
    const [star, kid] = [
      await createPlayer(t.db, { teamId: manager.team.id, ca: 185, value: 20_000_000 }),
      await createPlayer(t.db, { teamId: manager.team.id, ca: 100, status: 'bloqueado', age: 18, value: 1_000_000 }),
    ];
    const first = await t.request('GET', '/api/plantel/acciones', { token: manager.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      team: { id: manager.team.id },
      division: 'Segunda',
      id_season: SEASON,
      blocks_used: 0,
      blocks_left: 4,
      next_block_free: true,
      release_factor: 0.6,
    });
    const byId = (body: { players: { id_player: number }[] }, id: number) => body.players.find((p) => p.id_player === id);
    expect(byId(first.body, star.id)).toEqual({
      id_player: star.id,
      block: { allowed: true, reason: null, amount: 0 },
      release: { allowed: true, reason: null, amount: 12_000_000 },
      register: { allowed: false, reason: M.alreadyRegistered(star.name), amount: 0 },
    });
    expect(byId(first.body, kid.id)).toMatchObject({
      block: { allowed: false, reason: M.alreadyBlocked(kid.name) },
      register: { allowed: true, reason: null },
    });

    const other = await createPlayer(t.db, { teamId: manager.team.id, ca: 100 });
    expect((await post(manager.token, other.id, 'bloquear')).status).toBe(200);
    const after = await t.request('GET', '/api/plantel/acciones', { token: manager.token });
    expect(after.body).toMatchObject({ blocks_used: 1, blocks_left: 3, next_block_free: false });
    expect(byId(after.body, star.id)).toMatchObject({ block: { allowed: true, amount: -85_000_000 } });
  });

  it('answers 404 with the squad text for a user without a team', async () => {
    const visitor = await createUser(t.db);
    const res = await t.request('GET', '/api/plantel/acciones', { token: visitor.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^No tienes equipo asignado/);
  });
});
