import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionBids,
  auctions,
  ledgerEntries,
  matchBets,
  matches,
  matchStatistics,
  playerBets,
  players,
  prizes,
  releaseClauses,
  seasons,
  teams,
  tournaments,
  transferPlayers,
  transfers,
  userBets,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, expectLedgersBalanced } from '../../../test/factories';
import { createLegacyDatabase } from '../../../test/legacy/mysql';
import { OLD_DUMP } from '../../../test/legacy/old-app-dump';
import { readLegacyDatabase } from './legacy-reader';
import { applyLegacyImport, dryRunLegacyImport, saveLegacyMapping } from './legacy-import.service';

// A real MariaDB/MySQL on 127.0.0.1:3306 holds the old app's database (docs/decisions/018-legacy-import.md).
const TZ = 'America/Argentina/Buenos_Aires';
let t: TestApp;
let old: Awaited<ReturnType<typeof createLegacyDatabase>>;
let adminId: number;
let adminToken: string;
let options: { actorId: number; actor: { id: number; name: string; rol: 'Admin'; tokenId: number }; tz: string; now: Date };

beforeAll(async () => {
  t = await createTestApp();
  old = await createLegacyDatabase(OLD_DUMP);
  // Ana is already with us (same email, any case): she is linked, not created.
  const ana = await createUser(t.db, { rol: 'Admin', email: 'ANA@old.test', name: 'Ana' });
  adminId = ana.user.id;
  adminToken = ana.token;
  options = { actorId: adminId, actor: { id: adminId, name: 'Admin', rol: 'Admin', tokenId: 0 }, tz: TZ, now: new Date('2026-01-10T12:00:00Z') };
});
afterAll(async () => {
  await old?.drop();
  await t?.close();
});

/** Every row of the imported tables, to compare two states of the database. */
async function state() {
  const all = (table: PgTable) =>
    t.db
      .select()
      .from(table)
      .orderBy(asc(sql`1`));
  const [u, s, te, p, tr, tp, to, m, pr, l, ms, mb, pb, ub, rc, au, ab] = await Promise.all([
    all(users),
    all(seasons),
    all(teams),
    all(players),
    all(transfers),
    t.db.select().from(transferPlayers).orderBy(transferPlayers.transferId, transferPlayers.playerId),
    all(tournaments),
    all(matches),
    all(prizes),
    all(ledgerEntries),
    all(matchStatistics),
    all(matchBets),
    all(playerBets),
    all(userBets),
    all(releaseClauses),
    all(auctions),
    all(auctionBids),
  ]);
  return { u, s, te, p, tr, tp, to, m, pr, l, ms, mb, pb, ub, rc, au, ab };
}

describe('legacy import against the old app on MariaDB', () => {
  it('dry run: reports what it would create per table, what cannot be mapped and why, and writes nothing', async () => {
    const before = await state();
    const report = await dryRunLegacyImport(t.db, await readLegacyDatabase(old.url), options);
    expect(await state()).toEqual(before);

    const table = (name: string) => report.tables.find((r) => r.table === name);
    expect(table('users')).toEqual({ table: 'users', found: 4, create: 3, linked: 1, already: 0, skipped: 0 });
    expect(table('teams')).toEqual({ table: 'teams', found: 5, create: 4, linked: 1, already: 0, skipped: 0 });
    expect(table('transfers')).toMatchObject({ found: 4, create: 3, skipped: 1 });
    expect(table('games')).toMatchObject({ found: 5, create: 3, skipped: 2 });
    expect(table('bets')).toEqual({ table: 'bets', found: 2, create: 2, linked: 0, already: 0, skipped: 0 });
    expect(table('bet_user')).toEqual({ table: 'bet_user', found: 4, create: 2, linked: 0, already: 0, skipped: 2 });
    expect(table('playerbet_user')).toEqual({ table: 'playerbet_user', found: 2, create: 1, linked: 0, already: 0, skipped: 1 });
    expect(table('rescissions')).toEqual({ table: 'rescissions', found: 3, create: 2, linked: 0, already: 0, skipped: 1 });
    expect(table('auctions')).toEqual({ table: 'auctions', found: 2, create: 2, linked: 0, already: 0, skipped: 0 });
    expect(table('match_statistics')).toEqual({ table: 'match_statistics', found: 5, create: 2, linked: 0, already: 0, skipped: 3 });
    const reasons = report.problems.map((p) => `${p.table} ${p.legacy_id}: ${p.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'teams 11: El usuario 2 ya tiene un equipo: este equipo se importa sin dueño.',
        'teams 13: id_user apunta al usuario 42, que no existe.',
        "teams 13: Nombre de equipo repetido 'atletico viejo': se importa con el id viejo en el nombre.",
        'players 103: id_team apunta al equipo 99, que no existe. El jugador queda en el equipo de libres.',
        "transfers 2: Hay 2 jugadores llamados 'Juan Perez'.",
        "transfers 3: El jugador 'Viejo Crack' fue borrado.",
        "transfers 4: El jugador 'Fantasma' no existe.",
        'transfers 4: id_team_to apunta al equipo 77, que no existe.',
        'games 3: Partido repetido (mismo torneo, equipos y fecha).',
        'games 5: team_away_id apunta al equipo 99, que no existe.',
        "tournaments 3: Formato de torneo desconocido 'XYZ'.",
        'users 3: El presupuesto (profits) es nulo: se abre en 0.',
        'users 1: El presupuesto ($ 900.000.000) no coincide con el último saldo del libro viejo ($ 950.000.000).',
        'match_statistics 3: Estadística repetida (mismo partido y jugador).',
        'match_statistics 4: El partido 5 no existe o no se importa.',
        'match_statistics 5: El jugador 104 no existe o no se importa.',
        'bets 2: La apuesta estaba abierta en la app vieja: se importa cerrada (es historia).',
        'bet_user 3: Apuesta sin confirmar en la app vieja: queda pendiente; confirmarla acá la paga.',
        'bet_user 4: id_bet apunta a la apuesta 9, que no existe o no se importa.',
        'playerbet_user 2: La cuota elegida 9.99 no es ninguna de las de la apuesta.',
        'rescissions 2: La oferta seguía abierta en la app vieja: se importa cerrada (es historia, no reserva al jugador).',
        'rescissions 3: El jugador 104 no existe o no se importa.',
        'auctions 2: La subasta seguía abierta en la app vieja: se importa cancelada (es historia).',
        'bet_user 2: La cuota elegida 1.90 coincide con más de una opción.',
      ]),
    );
    expect(report.review.users[0]).toEqual({
      legacy_id: 1,
      legacy_name: 'Ana Admin',
      detail: 'ana@old.test',
      target_id: adminId,
      target_name: 'Ana',
      how: 'matched',
    });
    expect(report.review.teams.find((r) => r.legacy_id === 61)).toMatchObject({ how: 'free_agents' });
    expect(report.money).toMatchObject({ old_budgets: 1_155_000_000, openings: 1_155_000_000 });
  });

  it('apply: one transaction that imports seasons as archives, teams with titles, players, transfers by name and opening entries', async () => {
    const profitsBefore = (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, adminId)))[0]!.p;
    await applyLegacyImport(t.db, await readLegacyDatabase(old.url), options);

    const season = async (legacyId: number) => (await t.db.select().from(seasons).where(eq(seasons.legacyId, legacyId)))[0]!;
    expect(await season(1)).toMatchObject({ name: 'Temporada 55', archived: true, active: false, startDate: new Date('2024-07-01T03:00:00Z') });
    expect(await season(2)).toMatchObject({ archived: true, active: false });
    // 'Temporada 57' is ours already (the bootstrap's): linked by name, still current.
    expect(await season(3)).toMatchObject({ id: 57, archived: false, active: true });

    const team = async (legacyId: number) => (await t.db.select().from(teams).where(eq(teams.legacyId, legacyId)))[0]!;
    const beto = (await t.db.select().from(users).where(eq(users.legacyId, 2)))[0]!;
    expect(beto).toMatchObject({ name: 'Beto', rol: 'Manager Primera', active: true, passwordHash: '!legacy-import' });
    expect(await team(10)).toMatchObject({ name: 'Atlético Viejo', division: 'Primera', userId: beto.id, titles: { title_first_division: 5, title_cup: 2 } });
    expect(await team(11)).toMatchObject({ userId: null, titles: { title_super_cup: 1 } });
    expect(await team(13)).toMatchObject({ name: 'atletico viejo (#13)', division: null, userId: null });
    const freeAgents = (await team(61)).id;
    const player = async (legacyId: number) => (await t.db.select().from(players).where(eq(players.legacyId, legacyId)))[0];
    expect(await player(103)).toMatchObject({ teamId: freeAgents, searchName: 'pibe suelto' });
    expect(await player(105)).toMatchObject({ teamId: freeAgents });
    expect(await player(104)).toBeUndefined();
    expect((await t.db.select().from(users).where(eq(users.legacyId, 4)))[0]).toMatchObject({ active: false });

    const transfer = (await t.db.select().from(transfers).where(eq(transfers.legacyId, 1)))[0]!;
    expect(transfer).toMatchObject({
      confirmed: 'yes',
      active: 'no',
      budget: 30_000_000,
      seasonId: (await season(2)).id,
      createdAt: new Date('2025-02-10T21:30:00Z'),
    });
    expect(await t.db.select({ p: transferPlayers.playerId }).from(transferPlayers).where(eq(transferPlayers.transferId, transfer.id))).toEqual([
      { p: (await player(102))!.id },
    ]);
    expect(await t.db.select().from(transfers).where(eq(transfers.legacyId, 4))).toEqual([]);

    const final = (await t.db.select().from(matches).where(eq(matches.legacyId, 4)))[0]!;
    expect(final).toMatchObject({ stage: 5, scoreHome: 1, scoreAway: 0, status: 'completed', matchDate: new Date('2025-06-10T15:00:00Z') });
    // Statistics per match and player: the team from team_id, else the player's; mvp as 0/1; the old rating kept (null when none).
    const firstMatch = (await t.db.select().from(matches).where(eq(matches.legacyId, 1)))[0]!;
    const lines = await t.db.select().from(matchStatistics).where(eq(matchStatistics.matchId, firstMatch.id)).orderBy(matchStatistics.legacyId);
    expect(lines).toMatchObject([
      {
        legacyId: 1,
        playerId: (await player(100))!.id,
        teamId: (await team(10)).id,
        tournamentId: firstMatch.tournamentId,
        userId: beto.id,
        goals: 2,
        yellowCards: 1,
        mvp: 1,
        rating: '8.5',
      },
      { legacyId: 2, playerId: (await player(106))!.id, teamId: (await team(12)).id, goals: 1, simpleInjuries: 1, mvp: 0, rating: null },
    ]);
    expect(await t.db.select().from(matchStatistics).where(eq(matchStatistics.legacyId, 3))).toEqual([]);

    // Bets are history: closed, stakes with their option and old confirmation, no money moved.
    const bets = await t.db.select().from(matchBets).orderBy(matchBets.legacyId);
    expect(bets).toMatchObject([
      { legacyId: 1, match: 'Atlético Viejo vs Racing Norte', awayOdd: '3.10', active: 'off' },
      { legacyId: 2, active: 'off' },
    ]);
    const goalBet = (await t.db.select().from(playerBets).where(eq(playerBets.legacyId, 1)))[0]!;
    expect(goalBet).toMatchObject({ name: 'Tomás Gol', goalOdd: '2.50', cardOdd: '4.00', active: 'off' });
    const caro = (await t.db.select().from(users).where(eq(users.legacyId, 3)))[0]!;
    const stakes = await t.db.select().from(userBets).orderBy(userBets.id);
    expect(stakes).toMatchObject([
      {
        legacyId: 1,
        userId: beto.id,
        betId: bets[0]!.id,
        amount: 1000,
        selectedOption: 'Away',
        odd: '3.10',
        confirmed: 'yes',
        createdAt: new Date('2025-01-10T23:00:00Z'),
      },
      { legacyId: 3, userId: caro.id, betId: bets[1]!.id, amount: 2000, selectedOption: 'Draw', confirmed: 'no' },
      { legacyPlayerbetId: 1, legacyId: null, userId: beto.id, playerBetId: goalBet.id, amount: 3000, selectedOption: 'Goal', confirmed: 'yes' },
    ]);
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.kind, ['bet_stake', 'bet_payout'])),
    ).toEqual([]);

    // Offers and auctions are history: none is open, none reserves a player, no money moved.
    const offers = await t.db.select().from(releaseClauses).orderBy(releaseClauses.legacyId);
    expect(offers).toMatchObject([
      {
        legacyId: 1,
        playerId: (await player(102))!.id,
        teamId: (await team(10)).id,
        value: 30_000_000,
        totalValue: 30_000_000,
        confirmed: 'yes',
        active: 'no',
      },
      { legacyId: 2, playerId: (await player(106))!.id, extraValue: 1_000_000, totalValue: 26_000_000, otherPlayers: '[]', confirmed: 'no', active: 'no' },
    ]);
    const lots = await t.db.select().from(auctions).orderBy(auctions.legacyId);
    expect(lots).toMatchObject([
      { legacyId: 1, playerId: (await player(105))!.id, teamId: freeAgents, status: 'confirmed', endsAt: new Date('2025-03-01T23:00:00Z') },
      { legacyId: 2, status: 'cancelled', endsAt: options.now, winnerBidId: null },
    ]);
    const bids = await t.db.select().from(auctionBids).orderBy(auctionBids.auctionId);
    expect(bids).toMatchObject([
      { auctionId: lots[0]!.id, userId: beto.id, teamId: (await team(10)).id, amount: 6_000_000 },
      { auctionId: lots[1]!.id, teamId: (await team(12)).id, amount: 1000 },
    ]);
    expect(lots[0]!.winnerBidId).toBe(bids[0]!.id);
    expect((await t.db.select().from(ledgerEntries)).filter((e) => e.kind !== 'legacy_opening' && e.createdAt >= options.now)).toEqual([]);

    const copa = (await t.db.select().from(prizes).where(eq(prizes.legacyId, 2)))[0]!;
    expect(copa).toMatchObject({ amount: 2_500_001, position: 1, userId: beto.id, createdBy: adminId });

    // Σ opening entries = Σ old budgets; each budget moved through the ledger.
    const openings = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'legacy_opening'));
    expect(openings.map((o) => [o.reference, o.amount])).toEqual(
      expect.arrayContaining([
        ['legacy:user:1', 900_000_000],
        ['legacy:user:2', 250_000_000],
        ['legacy:user:4', 5_000_000],
      ]),
    );
    expect(openings.reduce((s, o) => s + o.amount, 0)).toBe(1_155_000_000);
    expect((await t.db.select({ p: users.profits }).from(users).where(eq(users.id, adminId)))[0]!.p).toBe(profitsBefore + 900_000_000);
    expect(beto.profits).toBe(250_000_000);
    await expectLedgersBalanced(t.db);
  });

  it('an imported past season shows its transfers, standings and prizes', async () => {
    const season = (await t.db.select().from(seasons).where(eq(seasons.legacyId, 2)))[0]!;
    const history = await t.request('GET', '/api/traspasos', { token: adminToken, query: { season: String(season.id) } });
    expect(history.status).toBe(200);
    expect(history.body.data.map((r: { transferred_players: unknown }) => JSON.stringify(r.transferred_players))).toEqual(['"Tomás Gol"', '"Viejo Crack"']);
    const league = (await t.db.select().from(tournaments).where(eq(tournaments.legacyId, 1)))[0]!;
    const table = await t.request('GET', '/api/standings', { token: adminToken, query: { tournament_id: String(league.id) } });
    expect(table.status).toBe(200);
    expect(JSON.stringify(table.body)).toContain('Atlético Viejo');
    const prizeList = await t.request('GET', '/api/prizes', { token: adminToken });
    expect(prizeList.body.data.map((p: { description: string }) => p.description)).toEqual(expect.arrayContaining(['Campeón Primera T56', 'Copa']));
  });

  it('the title counters feed the palmarés', async () => {
    const res = await t.request('GET', '/api/palmares', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        team: { id: expect.any(Number), name: 'Atlético Viejo' },
        titles: [
          { key: 'title_first_division', count: 5 },
          { key: 'title_cup', count: 2 },
        ],
        total: 7,
      },
      { team: { id: expect.any(Number), name: 'Deportivo Sur' }, titles: [{ key: 'title_super_cup', count: 1 }], total: 1 },
      { team: { id: expect.any(Number), name: 'Racing Norte' }, titles: [{ key: 'title_cup', count: 1 }], total: 1 },
    ]);
  });

  it('a second apply changes nothing', async () => {
    const before = await state();
    const report = await applyLegacyImport(t.db, await readLegacyDatabase(old.url), options);
    expect(await state()).toEqual(before);
    expect(report.tables.every((r) => r.create === 0 && r.linked === 0)).toBe(true);
    expect(report.money.openings).toBe(report.money.old_budgets);
  });

  it('a re-run after a mapping fix adds only what was missing', async () => {
    // The old app gained a manager and his team since; the Admin maps that manager to one of ours.
    const ours = (await createUser(t.db, { email: 'eze@nuevo.test', name: 'Eze' })).user;
    await old.query(
      "INSERT INTO users (id, name, email, password, profits) VALUES (5, 'Ezequiel', 'eze@old.test', 'x', 0); INSERT INTO teams (id, name, division, id_user, title_cup, updated_by) VALUES (14, 'Nuevo FC', 'Segunda', 5, 1, 1);",
    );
    await saveLegacyMapping(t.db, { kind: 'user', legacy_id: 5, target_id: ours.id }, options.now);
    const before = await state();
    const report = await applyLegacyImport(t.db, await readLegacyDatabase(old.url), options);
    const after = await state();
    expect(report.review.users.find((r) => r.legacy_id === 5)).toMatchObject({ target_id: ours.id, how: 'mapped' });
    expect(after.te.length - before.te.length).toBe(1);
    expect(after.u.length).toBe(before.u.length);
    expect((await t.db.select().from(users).where(eq(users.id, ours.id)))[0]!.legacyId).toBe(5);
    expect((await t.db.select().from(teams).where(eq(teams.legacyId, 14)))[0]).toMatchObject({ name: 'Nuevo FC', userId: ours.id, titles: { title_cup: 1 } });
    for (const k of ['p', 'tr', 'tp', 'to', 'm', 'pr', 'l', 's', 'ms', 'mb', 'pb', 'ub', 'rc', 'au', 'ab'] as const) expect(after[k]).toEqual(before[k]);
  });
});
