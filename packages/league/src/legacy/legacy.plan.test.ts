import { describe, expect, it } from 'vitest';
import { planLegacyImport, type OurLeague } from './legacy.plan';
import type { LegacySnapshot } from './legacy.tables';

const TZ = 'America/Argentina/Buenos_Aires';
const empty = {
  users: {},
  seasons: {},
  teams: {},
  players: {},
  transfers: {},
  tournaments: {},
  matches: {},
  prizes: {},
  statistics: {},
  matchBets: {},
  playerBets: {},
  userBets: {},
  playerUserBets: {},
  offers: {},
  auctions: {},
};

const ours = (over: Partial<OurLeague> = {}): OurLeague => ({
  actorId: 1,
  freeAgentTeamId: 500,
  users: [{ id: 1, name: 'Admin', email: 'admin@liga.test', hasTeam: false }],
  teams: [{ id: 500, name: 'Libres' }],
  seasons: [],
  imported: { ...empty },
  openings: {},
  mappings: { users: {}, teams: {} },
  ...over,
});

const snapshot = (): LegacySnapshot => ({
  users: [
    { id: 1, name: 'Ana', email: 'ADMIN@liga.test', rol: 'Admin', profits: 100 },
    { id: 2, name: 'Beto', email: 'beto@old.test', rol: 'Manager Primera', profits: 50, deleted_at: null },
    { id: 3, name: 'Caro', email: 'caro@old.test', rol: 'Capitán', profits: null },
  ],
  transactions: [
    { id: 1, user_id: 2, current_balance: '40.00' },
    { id: 2, user_id: 2, current_balance: '50.00' },
    { id: 3, user_id: 1, current_balance: '90.00' },
  ],
  seasons: [
    { id: 1, name: 'Temporada 56', start: '2025-01-01 00:00:00', end: '2025-06-30 00:00:00', active: 'no' },
    { id: 2, name: 'Temporada 57', start: '2025-07-01 00:00:00', end: null, active: 'yes' },
  ],
  teams: [
    { id: 10, name: 'Boca', division: 'Primera', id_user: 2, title_first_division: 4 },
    { id: 11, name: 'River', division: 'Segunda', id_user: 2 },
    { id: 12, name: 'boca', division: '', id_user: 99 },
    { id: 61, name: 'Libres', division: '' },
  ],
  players: [
    { id: 100, name: 'Juan Pérez', age: 20, ca: 100, pa: 150, id_team: 10, value: 1000, status: null },
    { id: 101, name: 'Juan Perez', age: 21, ca: 90, pa: 140, id_team: 11, value: 1000, status: 'liberado' },
    { id: 102, name: 'Solo', age: 22, ca: 80, pa: 120, id_team: 77, value: 1000, status: 'bloqueado' },
    { id: 103, name: 'Borrado', age: 30, ca: 80, pa: 120, id_team: 10, value: 1000, deleted_at: '2025-02-01 00:00:00' },
    { id: 104, name: 'Libre', age: 30, ca: 80, pa: 120, id_team: null, value: 1000 },
  ],
  transfers: [
    { id: 1, transferred_players: 'Solo, Libre', id_team_from: 10, id_team_to: 11, budget: 30, created_by: 2, confirmed: 'si', id_season: 1 },
    { id: 2, transferred_players: 'Juan Perez, Nadie', id_team_from: 10, id_team_to: 11, budget: 10, created_by: 2, confirmed: 'no', id_season: 2 },
    { id: 3, transferred_players: 'Solo', id_team_from: 10, id_team_to: 88, budget: 10, created_by: 2, confirmed: 'yes', id_season: 2 },
  ],
  tournaments: [
    { id: 1, name: 'Primera 56', start_date: '2025-01-02', end_date: null, format: 'PD', season_id: 1 },
    { id: 2, name: 'Copa rara', format: 'XX', season_id: 1 },
  ],
  games: [
    { id: 1, tournament_id: 1, team_home_id: 10, team_away_id: 11, score_home: 2, score_away: 1, match_date: '2025-01-05', status: 'completed', stage: '1' },
    { id: 2, tournament_id: 1, team_home_id: 10, team_away_id: 11, score_home: 0, score_away: 0, match_date: '2025-01-06', status: 'completed', stage: '1' },
    { id: 3, tournament_id: 1, team_home_id: 10, team_away_id: 11, match_date: '2025-06-01', status: 'pending', stage: 'Final' },
  ],
  prizes: [
    { id: 1, tournament_id: 1, team_id: 10, amount: '1000.50', position: '1', description: 'Campeón' },
    { id: 2, tournament_id: 1, team_id: 10, amount: '10.00', position: 'Campeón' },
  ],
  bets: [{ id: 1, home_odd: '1.90', away_odd: '3.00', draw_odd: '2.50', under: '1.90', over: '2.00' }],
  bet_user: [
    { id: 1, id_user: 1, id_bet: 1, selected_option: '2.50', confirmed: 'si' },
    { id: 2, id_user: 1, id_bet: 1, selected_option: '1.90', confirmed: 'si' },
  ],
  standings: [{ id: 1 }],
});

const reasons = (plan: ReturnType<typeof planLegacyImport>, table: string, id: number | null) =>
  plan.report.problems.filter((p) => p.table === table && p.legacy_id === id).map((p) => p.reason);

describe('planLegacyImport', () => {
  const plan = planLegacyImport(snapshot(), ours(), { tz: TZ });

  it('links users by email (case-free) and creates the rest with our roles', () => {
    expect(plan.users).toEqual([
      { legacyId: 1, link: 1 },
      { legacyId: 2, create: { name: 'Beto', email: 'beto@old.test', rol: 'Manager Primera', active: true } },
      { legacyId: 3, create: { name: 'Caro', email: 'caro@old.test', rol: 'visitante', active: true } },
    ]);
    expect(plan.report.review.users.map((r) => [r.legacy_id, r.target_id, r.how])).toEqual([
      [1, 1, 'matched'],
      [2, null, 'new'],
      [3, null, 'new'],
    ]);
    expect(reasons(plan, 'users', 3)).toEqual(["Rol desconocido 'Capitán': se importa como visitante.", 'El presupuesto (profits) es nulo: se abre en 0.']);
  });

  it('opens one entry per user with a budget and reports the old ledger that does not add up', () => {
    expect(plan.openings).toEqual([
      { legacyUserId: 1, user: { ours: 1 }, amount: 100 },
      { legacyUserId: 2, user: { legacy: 2 }, amount: 50 },
    ]);
    expect(plan.report.money).toEqual({ old_budgets: 150, openings: 150, differences: [{ legacy_user_id: 1, name: 'Ana', budget: 100, ledger_balance: 90 }] });
  });

  it('archives past seasons and keeps the active one current, at league time', () => {
    expect(plan.seasons).toEqual([
      {
        legacyId: 1,
        create: { name: 'Temporada 56', startDate: '2025-01-01T03:00:00.000Z', endDate: '2025-06-30T03:00:00.000Z', active: false, archived: true },
      },
      { legacyId: 2, create: { name: 'Temporada 57', startDate: '2025-07-01T03:00:00.000Z', endDate: null, active: true, archived: false } },
    ]);
  });

  it.each([
    ['2025-03-10 18:30:00', '2025-03-10T21:30:00.000Z'],
    ['2025-03-10 18:30:00.000000', '2025-03-10T21:30:00.000Z'],
    ['2025-03-10T18:30', '2025-03-10T21:30:00.000Z'],
    ['2025-03-10', '2025-03-10T15:00:00.000Z'],
    ['0000-00-00 00:00:00', null],
    ['2025-02-30 10:00:00', null],
    ['2025-03-10 18:30:00 UTC', null],
    ['mañana', null],
    ['', null],
  ])("reads the old app's time %j as league time: %s", (end, endDate) => {
    const seasons = [{ id: 9, name: 'Temporada 9', start: '2025-01-01 00:00:00', end, active: 'no' }];
    const [season] = planLegacyImport({ ...snapshot(), seasons }, ours(), { tz: TZ }).seasons;
    expect(season).toMatchObject({ legacyId: 9, create: { endDate } });
  });

  it('maps team 61 to our free agents, renames a duplicated name, and refuses a second team to one user', () => {
    expect(plan.teams).toEqual([
      { legacyId: 10, create: { name: 'Boca', division: 'Primera', user: { legacy: 2 } }, titles: { title_first_division: 4 } },
      { legacyId: 11, create: { name: 'River', division: 'Segunda', user: null }, titles: {} },
      { legacyId: 12, create: { name: 'boca (#12)', division: null, user: null }, titles: {} },
      { legacyId: 61, link: 500, titles: {} },
    ]);
    expect(reasons(plan, 'teams', 11)).toEqual(['El usuario 2 ya tiene un equipo: este equipo se importa sin dueño.']);
    expect(reasons(plan, 'teams', 12)).toEqual([
      'id_user apunta al usuario 99, que no existe.',
      "Nombre de equipo repetido 'boca': se importa con el id viejo en el nombre.",
    ]);
  });

  it('puts players without a known team with the free agents and leaves deleted ones behind', () => {
    expect(plan.players.map((p) => [p.legacyId, p.create.team, p.create.status])).toEqual([
      [100, { legacy: 10 }, 'registrado'],
      [101, { legacy: 11 }, 'liberado'],
      [102, { ours: 500 }, 'bloqueado'],
      [104, { ours: 500 }, 'registrado'],
    ]);
    expect(reasons(plan, 'players', 102)).toEqual(['id_team apunta al equipo 77, que no existe. El jugador queda en el equipo de libres.']);
    expect(reasons(plan, 'players', 103)).toEqual(['Jugador borrado en la app vieja: no se importa.']);
  });

  it('turns transfer names into players, reporting ambiguous and unknown names and dangling teams', () => {
    expect(plan.transfers.map((t) => [t.legacyId, t.create.players, t.create.confirmed, t.create.buyBy])).toEqual([
      [1, [{ legacy: 102 }, { legacy: 104 }], 'yes', { legacy: 2 }],
      [2, [], 'no', { legacy: 2 }],
    ]);
    expect(reasons(plan, 'transfers', 2)).toEqual(["Hay 2 jugadores llamados 'Juan Perez'.", "El jugador 'Nadie' no existe."]);
    expect(reasons(plan, 'transfers', 3)).toEqual(['id_team_to apunta al equipo 88, que no existe.']);
  });

  it('imports tournaments, matches with named stages and prizes in pesos; skips what it cannot map', () => {
    expect(plan.tournaments).toEqual([
      { legacyId: 1, create: { name: 'Primera 56', startDate: '2025-01-02', endDate: '2025-06-30', season: { legacy: 1 }, type: 'PD' } },
    ]);
    expect(reasons(plan, 'tournaments', 2)).toEqual(["Formato de torneo desconocido 'XX'."]);
    expect(plan.matches.map((m) => [m.legacyId, m.create.stage, m.create.matchDate])).toEqual([
      [1, 1, '2025-01-05T15:00:00.000Z'],
      [3, 17, '2025-06-01T15:00:00.000Z'],
    ]);
    expect(reasons(plan, 'games', 2)).toEqual(['Partido repetido (mismo torneo, equipos y fecha).']);
    expect(plan.prizes).toEqual([
      { legacyId: 1, create: { tournament: { legacy: 1 }, team: { legacy: 10 }, user: { legacy: 2 }, amount: 1001, position: 1, description: 'Campeón' } },
    ]);
    expect(reasons(plan, 'prizes', 2)).toEqual(["Posición de premio desconocida 'Campeón'."]);
  });

  it('reports a chosen odd that matches two options', () => {
    expect(reasons(plan, 'bet_user', 1)).toEqual([]);
    expect(reasons(plan, 'bet_user', 2)).toEqual(['La cuota elegida 1.90 coincide con más de una opción.']);
  });

  it('counts per table what it would create, link and skip', () => {
    const row = (t: string) => plan.report.tables.find((r) => r.table === t);
    expect(row('teams')).toEqual({ table: 'teams', found: 4, create: 3, linked: 1, already: 0, skipped: 0 });
    expect(row('transfers')).toEqual({ table: 'transfers', found: 3, create: 2, linked: 0, already: 0, skipped: 1 });
    expect(row('standings')).toEqual({ table: 'standings', found: 1, create: 0, linked: 0, already: 0, skipped: 1 });
  });
});

describe('planLegacyImport with the prize_team pivot (the old app since 2026-05)', () => {
  it('imports one prize per team of the pivot, keyed by the pivot id, at position 1', () => {
    const s = snapshot();
    s.prizes = [
      { id: 1, tournament_id: 1, amount: '500.00', description: 'Campeón' },
      { id: 2, tournament_id: 1, amount: '100.00', description: 'Participación' },
    ];
    s.prize_team = [
      { id: 7, prize_id: 1, team_id: 10 },
      { id: 8, prize_id: 2, team_id: 11 },
      { id: 9, prize_id: 2, team_id: 10 },
    ];
    const plan = planLegacyImport(s, ours(), { tz: TZ });
    expect(plan.prizes.map((p) => [p.legacyId, p.create.team, p.create.amount, p.create.position, p.create.description])).toEqual([
      [7, { legacy: 10 }, 500, 1, 'Campeón'],
      [8, { legacy: 11 }, 100, 1, 'Participación'],
    ]);
    expect(reasons(plan, 'prizes', 9)).toEqual(['Premio repetido (mismo torneo, equipo y posición).']);
    expect(reasons(plan, 'prizes', null)).toEqual(['Los premios sin posición (los de prize_team) se importan en la posición 1.']);
  });
});

describe('planLegacyImport on a second run', () => {
  it('creates nothing for rows already imported and adds only what a mapping fix made possible', () => {
    const first = planLegacyImport(snapshot(), ours(), { tz: TZ });
    // As if the first run had been applied: every created row got an id of ours (old id + 1000).
    const done = (rows: { legacyId: number }[]) => Object.fromEntries(rows.map((r) => [r.legacyId, r.legacyId + 1000]));
    const imported = {
      users: { ...done(first.users), 1: 1 },
      seasons: done(first.seasons),
      teams: { ...done(first.teams), 61: 500 },
      players: done(first.players),
      transfers: done(first.transfers),
      tournaments: done(first.tournaments),
      matches: done(first.matches),
      prizes: done(first.prizes),
      statistics: done(first.statistics),
      matchBets: done(first.matchBets),
      playerBets: done(first.playerBets),
      userBets: done(first.userBets.filter((b) => b.from === 'bets')),
      playerUserBets: done(first.userBets.filter((b) => b.from === 'player_bets')),
      offers: done(first.offers),
      auctions: done(first.auctions),
    };
    const again = planLegacyImport(snapshot(), ours({ imported, openings: { 1: 100, 2: 50 } }), { tz: TZ });
    expect(
      [
        again.users,
        again.seasons,
        again.teams,
        again.players,
        again.transfers,
        again.tournaments,
        again.matches,
        again.prizes,
        again.statistics,
        again.matchBets,
        again.userBets,
        again.openings,
      ].map((l) => l.length),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(again.report.money.openings).toBe(150);

    // A team the Admin mapped to one of ours (not yet imported) is linked instead of created.
    const fixed = planLegacyImport(
      snapshot(),
      ours({
        teams: [
          { id: 500, name: 'Libres' },
          { id: 7, name: 'Boca Juniors' },
        ],
        mappings: { users: {}, teams: { 10: 7 } },
      }),
      { tz: TZ },
    );
    expect(fixed.teams[0]).toEqual({ legacyId: 10, link: 7, titles: { title_first_division: 4 } });
    expect(fixed.report.review.teams[0]).toMatchObject({ legacy_id: 10, target_id: 7, target_name: 'Boca Juniors', how: 'mapped' });
  });
});
