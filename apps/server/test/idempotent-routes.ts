import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { deviceSightings, fixtures, matches, roundWindows, tournaments, userBets } from '../src/db/schema';
import type { TestClock } from '../src/lib/clock';
import { createManager, createPlayer, createTeam, createUser } from './factories';

/**
 * Every route that creates something or moves money (`config: { idempotent: true }`), each with
 * the setup that makes one request to it succeed. Used by the Idempotency-Key tests: the same
 * setup runs on two databases, one gets the request once without a key, the other 20 times at
 * once with one key, and both must end in the same state.
 */
export interface KeyedRequest {
  method: 'POST' | 'PUT';
  url: string;
  token: string;
  body?: object;
}
export interface World {
  db: Db;
  clock: TestClock;
  /** Sends one request (no key) and returns its JSON body; used by setups that go through the API. */
  call(req: KeyedRequest): Promise<{ status: number; body: any }>;
}
export interface RouteCase {
  route: string;
  setup(w: World): Promise<KeyedRequest>;
}

const HOUR = 3_600_000;
/** The apps of these tests start at BASE; the default season starts then too, so the market opens at BASE + 4 h. */
export const BASE = new Date('2026-11-20T12:00:00Z');
const MARKET_OPEN = new Date(BASE.getTime() + 5 * HOUR);
// 11:00 in Buenos Aires: a clause offer made then reveals at 18:00 (21:00 UTC).
const OFFER_MORNING = new Date('2026-11-23T14:00:00Z');
const OFFER_REVEAL = new Date('2026-11-23T21:00:00Z');

let n = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++n}`;
const admin = async (w: World) => (await createUser(w.db, { rol: 'Admin' })).token;
const ok = async (w: World, req: KeyedRequest) => {
  const res = await w.call(req);
  if (res.status >= 300) throw new Error(`setup ${req.method} ${req.url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};

async function transferPair(w: World) {
  w.clock.set(MARKET_OPEN);
  const seller = await createManager(w.db, 'Primera');
  const buyer = await createManager(w.db, 'Segunda');
  const player = await createPlayer(w.db, { teamId: seller.team.id });
  const body = {
    data: {
      transferred_players: [player.id],
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      budget: 20_000_000,
      status: 'bloqueado',
      buy_by: buyer.user.id,
      sold_by: seller.user.id,
    },
  };
  return { seller, buyer, body };
}

async function clauseOffer(w: World) {
  w.clock.set(OFFER_MORNING);
  const buyer = await createManager(w.db, 'Primera');
  const seller = await createManager(w.db, 'Segunda');
  const target = await createPlayer(w.db, { teamId: seller.team.id, value: 10_000_000 });
  const body = { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: 5_000_000, other_players: '[]' };
  return { buyer, target, body };
}

async function openAuction(w: World) {
  w.clock.set(MARKET_OPEN);
  const opener = await createManager(w.db, 'Primera');
  const outside = await createTeam(w.db, { division: null });
  const player = await createPlayer(w.db, { teamId: outside.id, value: 10_000_000 });
  const auction = await ok(w, { method: 'POST', url: '/api/auctions', token: opener.token, body: { id_player: player.id, amount: 5_000_000 } });
  return { auction, player, opener };
}

async function matchBet(w: World) {
  const organizer = (await createUser(w.db, { rol: 'Organizador' })).token;
  const body = { match: unique('Partido'), description: '', home_odd: '1.50', away_odd: '2.50', draw_odd: '3.00', under: '1.90', over: '1.90' };
  return ok(w, { method: 'POST', url: '/api/bets', token: organizer, body });
}

async function league(w: World) {
  const staff = await admin(w);
  const home = await createManager(w.db, 'Primera');
  const away = await createManager(w.db, 'Primera');
  const [tournament] = await w.db
    .insert(tournaments)
    .values({ name: unique('Liga'), startDate: '2026-08-01', endDate: '2027-05-30', seasonId: 57, type: 'PD' })
    .returning();
  return { staff, home, away, tournamentId: tournament!.id };
}

/** A league match whose round's window opened a day before BASE and closes a day after (or closed, with `closed`). */
async function windowedMatch(w: World, closed = false) {
  const { staff, home, away, tournamentId } = await league(w);
  const day = 24 * HOUR;
  await w.db.insert(roundWindows).values({
    tournamentId,
    stage: 1,
    startsAt: new Date(BASE.getTime() - (closed ? 3 : 1) * day),
    deadlineAt: new Date(BASE.getTime() + (closed ? -day : day)),
  });
  const [match] = await w.db.insert(matches).values({ teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 1 }).returning();
  return { staff, home, away, tournamentId, matchId: match!.id };
}
// The smallest PNG the sniffer accepts: its signature and IHDR chunk.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex').toString('base64');
const reportOf = (m: { home: { token: string }; matchId: number }): KeyedRequest => ({
  method: 'POST',
  url: `/api/games/${m.matchId}/report`,
  token: m.home.token,
  body: { score_home: 2, score_away: 0, evidence: [{ data: PNG }] },
});

export const ROUTE_CASES: RouteCase[] = [
  {
    route: 'POST /api/fixtures/generate',
    setup: async (w) => {
      // Once per season, with exactly 14 teams a division: the first case, on a league with no teams yet.
      for (let i = 0; i < 14; i++) await createTeam(w.db, { division: 'Primera' });
      for (let i = 0; i < 14; i++) await createTeam(w.db, { division: 'Segunda' });
      return { method: 'POST', url: '/api/fixtures/generate', token: await admin(w) };
    },
  },
  {
    route: 'POST /api/season',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/season',
      token: await admin(w),
      body: { name: 'Temporada 58', start_date: '2030-01-10T12:00:00-03:00', active: false },
    }),
  },
  {
    route: 'POST /api/teams',
    setup: async (w) => ({ method: 'POST', url: '/api/teams', token: await admin(w), body: { name: unique('Club'), division: null } }),
  },
  {
    route: 'POST /api/users',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/users',
      token: await admin(w),
      body: {
        name: unique('Usuario'),
        email: `${unique('u').replace(/\W/g, '')}@test.local`,
        password: 'contraseña-segura',
        password_confirmation: 'contraseña-segura',
      },
    }),
  },
  {
    route: 'PUT /api/users/{id} (budget change)',
    setup: async (w) => {
      const manager = await createManager(w.db);
      return { method: 'PUT', url: `/api/users/${manager.user.id}`, token: await admin(w), body: { budget_change: 1_000_000, reason: 'Premio de la fecha' } };
    },
  },
  {
    route: 'POST /api/players',
    setup: async (w) => {
      const manager = await createManager(w.db);
      return {
        method: 'POST',
        url: '/api/players',
        token: await admin(w),
        body: { name: unique('Jugador'), id_team: manager.team.id, status: 'registrado', value: 5_000_000, ca: 120, pa: 150, age: 22 },
      };
    },
  },
  {
    route: 'POST /api/fm-imports',
    setup: async (w) => {
      const club = await createTeam(w.db, { name: unique('Club FM'), division: null });
      const uid = 9_000_000 + ++n;
      const html = `<table><tr><th>Name</th><th>UID</th><th>Age</th><th>Club</th><th>CA</th><th>PA</th><th>Transfer Value</th></tr><tr><td>Joaquín Nuevo</td><td>${uid}</td><td>19</td><td>${club.name}</td><td>100</td><td>150</td><td>€1.5M</td></tr></table>`;
      return { method: 'POST', url: '/api/fm-imports', token: await admin(w), body: { files: [{ name: 'fm.html', html }], apply: [`${uid}:new`] } };
    },
  },
  {
    route: 'POST /api/transfer',
    setup: async (w) => {
      const { seller, body } = await transferPair(w);
      return { method: 'POST', url: '/api/transfer', token: seller.token, body };
    },
  },
  {
    route: 'POST /api/transferencia_confirmada/{id}',
    setup: async (w) => {
      const { seller, buyer, body } = await transferPair(w);
      const created = await ok(w, { method: 'POST', url: '/api/transfer', token: seller.token, body });
      return { method: 'POST', url: `/api/transferencia_confirmada/${created.id}`, token: buyer.token };
    },
  },
  {
    route: 'PUT /api/transferencia_cancelada/{id}',
    setup: async (w) => {
      const { seller, buyer, body } = await transferPair(w);
      const created = await ok(w, { method: 'POST', url: '/api/transfer', token: seller.token, body });
      return { method: 'PUT', url: `/api/transferencia_cancelada/${created.id}`, token: buyer.token };
    },
  },
  {
    route: 'POST /api/reversals',
    setup: async (w) => {
      const { seller, buyer, body } = await transferPair(w);
      const created = await ok(w, { method: 'POST', url: '/api/transfer', token: seller.token, body });
      await ok(w, { method: 'POST', url: `/api/transferencia_confirmada/${created.id}`, token: buyer.token });
      return { method: 'POST', url: '/api/reversals', token: await admin(w), body: { kind: 'transfer', id: created.id, reason: 'Error de carga' } };
    },
  },
  {
    route: 'POST /api/clausula_rescision',
    setup: async (w) => {
      const { buyer, body } = await clauseOffer(w);
      return { method: 'POST', url: '/api/clausula_rescision', token: buyer.token, body };
    },
  },
  {
    route: 'POST /api/confirm-offer',
    setup: async (w) => {
      const { buyer, body } = await clauseOffer(w);
      const offer = await ok(w, { method: 'POST', url: '/api/clausula_rescision', token: buyer.token, body });
      w.clock.set(OFFER_REVEAL);
      return { method: 'POST', url: '/api/confirm-offer', token: await admin(w), body: { offer: { id: offer.id } } };
    },
  },
  {
    route: 'PUT /api/cerrar-oferta/{id}',
    setup: async (w) => {
      const { buyer, body } = await clauseOffer(w);
      const offer = await ok(w, { method: 'POST', url: '/api/clausula_rescision', token: buyer.token, body });
      return { method: 'PUT', url: `/api/cerrar-oferta/${offer.id}`, token: await admin(w), body: { active: 'no' } };
    },
  },
  {
    route: 'POST /api/auctions',
    setup: async (w) => {
      w.clock.set(MARKET_OPEN);
      const opener = await createManager(w.db, 'Primera');
      const player = await createPlayer(w.db, { teamId: (await createTeam(w.db, { division: null })).id, value: 10_000_000 });
      return { method: 'POST', url: '/api/auctions', token: opener.token, body: { id_player: player.id, amount: 5_000_000 } };
    },
  },
  {
    route: 'POST /api/auctions/{id}/bids',
    setup: async (w) => {
      const { auction } = await openAuction(w);
      const bidder = await createManager(w.db, 'Segunda');
      return { method: 'POST', url: `/api/auctions/${auction.id}/bids`, token: bidder.token, body: { amount: 6_000_000 } };
    },
  },
  {
    route: 'PUT /api/auctions/{id}/max-bid',
    setup: async (w) => {
      const { auction, opener } = await openAuction(w);
      return { method: 'PUT', url: `/api/auctions/${auction.id}/max-bid`, token: opener.token, body: { max_amount: 9_000_000 } };
    },
  },
  {
    route: 'POST /api/auction/confirm/{auctionId}',
    setup: async (w) => {
      const { auction } = await openAuction(w);
      w.clock.advance(12 * HOUR + 60_000);
      return { method: 'POST', url: `/api/auction/confirm/${auction.id}`, token: await admin(w), body: {} };
    },
  },
  {
    route: 'POST /api/bets',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/bets',
      token: (await createUser(w.db, { rol: 'Organizador' })).token,
      body: { match: unique('Partido'), description: '', home_odd: '1.50', away_odd: '2.50', draw_odd: '3.00', under: '1.90', over: '1.90' },
    }),
  },
  {
    route: 'POST /api/singlebet',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/singlebet',
      token: await admin(w),
      body: { name: unique('Goleador'), description: '', goal_odd: '2.10', card_odd: '4.00' },
    }),
  },
  {
    route: 'POST /api/apuesta/jugador',
    setup: async (w) => {
      const bet = await matchBet(w);
      const bettor = await createManager(w.db, 'Primera', { profits: 20_000_000 });
      return { method: 'POST', url: '/api/apuesta/jugador', token: bettor.token, body: { id_bet: bet.id, amount: 2_000_000, selected_option: 'Home' } };
    },
  },
  {
    route: 'PUT /api/apuesta/usuario/{betId}/{userId} (paid as won)',
    setup: async (w) => {
      const bet = await matchBet(w);
      const bettor = await createManager(w.db, 'Primera', { profits: 20_000_000 });
      await ok(w, { method: 'POST', url: '/api/apuesta/jugador', token: bettor.token, body: { id_bet: bet.id, amount: 2_000_000, selected_option: 'Away' } });
      const [placed] = await w.db
        .select({ id: userBets.id })
        .from(userBets)
        .where(sql`${userBets.userId} = ${bettor.user.id}`);
      return { method: 'PUT', url: `/api/apuesta/usuario/${placed!.id}/${bettor.user.id}`, token: await admin(w), body: { confirmed: 'yes', result: 'won' } };
    },
  },
  {
    route: 'POST /api/tournaments',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/tournaments',
      token: await admin(w),
      body: { name: unique('Copa'), start_date: '2026-09-01', end_date: '2027-05-30', season_id: 57, type: 'UCL' },
    }),
  },
  {
    route: 'POST /api/matches',
    setup: async (w) => {
      const { staff, home, away, tournamentId } = await league(w);
      return {
        method: 'POST',
        url: '/api/matches',
        token: staff,
        body: { team_home_id: home.team.id, team_away_id: away.team.id, tournament_id: tournamentId, score_home: 2, score_away: 1, stage: 1 },
      };
    },
  },
  {
    route: 'POST /api/match-statistics',
    setup: async (w) => {
      const { staff, home, away, tournamentId } = await league(w);
      const player = await createPlayer(w.db, { teamId: home.team.id });
      const [match] = await w.db.insert(matches).values({ teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 1 }).returning();
      const stat = {
        match_id: match!.id,
        tournament_id: tournamentId,
        player_id: player.id,
        user_id: null,
        goals: 1,
        assists: 0,
        yellow_cards: 1,
        red_cards: 0,
        simple_injuries: 0,
        serious_injuries: 0,
        mvp: 1,
      };
      return { method: 'POST', url: '/api/match-statistics', token: staff, body: { statistics: [stat] } };
    },
  },
  {
    route: 'PUT /api/game-update/{id} (reopen)',
    setup: async (w) => {
      const { staff, home, away, tournamentId } = await league(w);
      const [match] = await w.db
        .insert(matches)
        .values({ teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 1, status: 'completed' })
        .returning();
      return { method: 'PUT', url: `/api/game-update/${match!.id}`, token: staff, body: { status: 'pending' } };
    },
  },
  {
    route: 'PUT /api/tournaments/{id}/rounds',
    setup: async (w) => {
      const { staff, tournamentId } = await league(w);
      const rounds = [{ stage: 1, starts_at: BASE.toISOString(), deadline_at: new Date(BASE.getTime() + 72 * HOUR).toISOString() }];
      return { method: 'PUT', url: `/api/tournaments/${tournamentId}/rounds`, token: staff, body: { rounds } };
    },
  },
  {
    route: 'POST /api/tournaments/{id}/rounds/spread',
    setup: async (w) => {
      const { staff, tournamentId } = await league(w);
      return {
        method: 'POST',
        url: `/api/tournaments/${tournamentId}/rounds/spread`,
        token: staff,
        body: { first_start: BASE.toISOString(), days_between: 7, window_days: 3, stages: [1, 2] },
      };
    },
  },
  {
    route: 'POST /api/games/{id}/report',
    setup: async (w) => reportOf(await windowedMatch(w)),
  },
  {
    route: 'POST /api/games/{id}/report/confirm',
    setup: async (w) => {
      const m = await windowedMatch(w);
      await w.call(reportOf(m));
      return { method: 'POST', url: `/api/games/${m.matchId}/report/confirm`, token: m.away.token, body: {} };
    },
  },
  {
    route: 'POST /api/games/{id}/report/dispute',
    setup: async (w) => {
      const m = await windowedMatch(w);
      await w.call(reportOf(m));
      return {
        method: 'POST',
        url: `/api/games/${m.matchId}/report/dispute`,
        token: m.away.token,
        body: { score_home: 1, score_away: 1, comment: 'Fue empate.' },
      };
    },
  },
  {
    route: 'POST /api/games/{id}/report/rule',
    setup: async (w) => {
      const m = await windowedMatch(w);
      await w.call(reportOf(m));
      await w.call({
        method: 'POST',
        url: `/api/games/${m.matchId}/report/dispute`,
        token: m.away.token,
        body: { score_home: 1, score_away: 1, comment: 'Fue empate.' },
      });
      return { method: 'POST', url: `/api/games/${m.matchId}/report/rule`, token: m.staff, body: { version: 'dispute' } };
    },
  },
  {
    route: 'POST /api/games/{id}/walkover',
    setup: async (w) => {
      const m = await windowedMatch(w, true);
      return { method: 'POST', url: `/api/games/${m.matchId}/walkover`, token: m.staff, body: { outcome: 'home' } };
    },
  },
  {
    route: 'POST /api/teams/{id}/traspaso',
    setup: async (w) => {
      const owner = await createManager(w.db, 'Primera');
      const waiting = await createUser(w.db, { rol: 'En lista de espera' });
      return { method: 'POST', url: `/api/teams/${owner.team.id}/traspaso`, token: await admin(w), body: { id_user: waiting.user.id, reason: 'Dejó la liga' } };
    },
  },
  {
    route: 'POST /api/teams/{id}/invitaciones',
    setup: async (w) => {
      const owner = await createManager(w.db, 'Segunda');
      return { method: 'POST', url: `/api/teams/${owner.team.id}/invitaciones`, token: await admin(w), body: { reason: 'Entra un manager nuevo' } };
    },
  },
  {
    route: 'POST /api/prizes',
    setup: async (w) => {
      const { staff, home, away, tournamentId } = await league(w);
      const prizes = [
        { tournament_id: tournamentId, team_id: home.team.id, amount: 15_000_000, position: 1, description: 'Campeón' },
        { tournament_id: tournamentId, team_id: away.team.id, amount: 10_000_000, position: 2 },
      ];
      return { method: 'POST', url: '/api/prizes', token: staff, body: { prizes } };
    },
  },
  {
    route: 'POST /api/tournaments/{id}/close',
    setup: async (w) => {
      const { staff, home, away, tournamentId } = await league(w);
      await w.db
        .insert(matches)
        .values({ teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 1, scoreHome: 2, scoreAway: 0, status: 'completed' });
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/close`, token: staff };
    },
  },
  {
    route: 'PUT /api/seasons/{id}/objectives',
    setup: async (w) => {
      const { staff, home } = await league(w);
      return { method: 'PUT', url: '/api/seasons/57/objectives', token: staff, body: { objectives: [{ team_id: home.team.id, objective: 3 }] } };
    },
  },
  {
    route: 'POST /api/calendar/token',
    setup: async (w) => ({ method: 'POST', url: '/api/calendar/token', token: (await createUser(w.db)).token }),
  },
  {
    route: 'PUT /api/prode/{id} (a fixture)',
    setup: async (w) => {
      const [a, b] = [await createTeam(w.db), await createTeam(w.db)];
      const [fixture] = await w.db.insert(fixtures).values({ seasonId: 57, division: 'Primera', round: 99, teamHomeId: a.id, teamAwayId: b.id }).returning();
      const fan = await createUser(w.db);
      return { method: 'PUT', url: `/api/prode/${fixture!.id}`, token: fan.token, body: { score_home: 2, score_away: 1 } };
    },
  },
  {
    route: 'PUT /api/prode/partido/{id}',
    setup: async (w) => {
      const { home, away, tournamentId } = await league(w);
      const [match] = await w.db.insert(matches).values({ teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 1 }).returning();
      const fan = await createUser(w.db);
      return { method: 'PUT', url: `/api/prode/partido/${match!.id}`, token: fan.token, body: { score_home: 0, score_away: 0 } };
    },
  },
  {
    route: 'POST /api/plantel/{id}/bloquear',
    setup: async (w) => {
      // The free block is used first, so the keyed one is paid (40,000,000 for CA under 180 in Primera).
      const manager = await createManager(w.db, 'Primera');
      const first = await createPlayer(w.db, { teamId: manager.team.id });
      await ok(w, { method: 'POST', url: `/api/plantel/${first.id}/bloquear`, token: manager.token });
      const second = await createPlayer(w.db, { teamId: manager.team.id, ca: 150 });
      return { method: 'POST', url: `/api/plantel/${second.id}/bloquear`, token: manager.token };
    },
  },
  {
    route: 'POST /api/plantel/{id}/liberar',
    setup: async (w) => {
      const manager = await createManager(w.db, 'Segunda');
      const player = await createPlayer(w.db, { teamId: manager.team.id, value: 12_000_000 });
      return { method: 'POST', url: `/api/plantel/${player.id}/liberar`, token: manager.token };
    },
  },
  {
    route: 'POST /api/plantel/{id}/inscribir',
    setup: async (w) => {
      const manager = await createManager(w.db, 'Primera');
      const player = await createPlayer(w.db, { teamId: manager.team.id, status: 'bloqueado' });
      // A blocked player is registered only when the request gives up his protection (decision 041).
      return { method: 'POST', url: `/api/plantel/${player.id}/inscribir`, token: manager.token, body: { lift_protection: true } };
    },
  },
  {
    // Loads the dump into a scratch database on the MariaDB at 127.0.0.1:3306 (decision 018).
    route: 'POST /api/legacy-import/apply',
    setup: async (w) => {
      const id = 9000 + n;
      const dump = `CREATE TABLE users (id bigint PRIMARY KEY, name varchar(255), email varchar(255), rol varchar(255), profits int NULL);
        CREATE TABLE teams (id bigint PRIMARY KEY, name varchar(255), division varchar(255), id_user bigint NULL, title_cup int NULL);
        INSERT INTO users VALUES (${id}, 'Viejo', '${unique('viejo').replace(/\W/g, '')}@old.test', 'Manager Primera', 5000000);
        INSERT INTO teams VALUES (${id}, '${unique('Club viejo')}', 'Primera', ${id}, 3);`;
      return { method: 'POST', url: '/api/legacy-import/apply', token: await admin(w), body: { file_name: 'vieja.sql', dump } };
    },
  },
  {
    // Trade review (decision 023): staff approve a transfer accepted under the 'staff' review.
    route: 'POST /api/transfers/{id}/review',
    setup: async (w) => {
      const { id } = await reviewedTransfer(w, 'staff');
      return { method: 'POST', url: `/api/transfers/${id}/review`, token: await admin(w), body: { decision: 'approve', reason: 'Correcta' } };
    },
  },
  {
    // 'Tareas' (decision 023): the Admin runs a job now; one run recorded, one audit entry.
    route: 'POST /api/jobs/{name}/run',
    setup: async (w) => ({ method: 'POST', url: '/api/jobs/deserted-auctions/run', token: await admin(w) }),
  },
  {
    // Signals for staff (docs/decisions/030-signals-for-staff.md): two accounts seen from one browser, reviewed once, one audit entry.
    route: 'POST /api/signals/{key}/review',
    setup: async (w) => {
      const [one, two] = [await createUser(w.db, { rol: 'Manager Primera' }), await createUser(w.db, { rol: 'Manager Segunda' })];
      const deviceHash = 'ab'.repeat(32);
      const at = w.clock.now();
      await w.db.insert(deviceSightings).values([one, two].map(({ user }) => ({ userId: user.id, deviceHash, firstSeen: at, lastSeen: at })));
      return { method: 'POST', url: `/api/signals/device:${deviceHash}/review`, token: await admin(w), body: { note: 'Hermanos, misma computadora' } };
    },
  },
  {
    route: 'POST /api/transfers/{id}/objections',
    setup: async (w) => {
      const { id } = await reviewedTransfer(w, 'objection');
      const rival = await createManager(w.db, 'Primera');
      return { method: 'POST', url: `/api/transfers/${id}/objections`, token: rival.token, body: { reason: 'Sospechosa' } };
    },
  },
  // Last: it closes season 57, which the cases above write into.
  {
    route: 'POST /api/seasons/{id}/rollover',
    setup: async (w) => ({
      method: 'POST',
      url: '/api/seasons/57/rollover',
      token: await admin(w),
      body: { name: 'Temporada 58', start_date: '2027-08-01T12:00:00-03:00' },
    }),
  },
];

/** A transfer the buyer accepted under the season's review mode; the season goes back to no review after it (the cases share a database). */
async function reviewedTransfer(w: World, mode: 'staff' | 'objection') {
  const { seller, buyer, body } = await transferPair(w);
  const token = await admin(w);
  await ok(w, { method: 'PUT', url: '/api/seasons/57/rules', token, body: { trade_review: mode } });
  const created = await ok(w, { method: 'POST', url: '/api/transfer', token: seller.token, body });
  await ok(w, { method: 'POST', url: `/api/transferencia_confirmada/${created.id}`, token: buyer.token });
  await ok(w, { method: 'PUT', url: '/api/seasons/57/rules', token, body: { trade_review: 'none' } });
  return { id: created.id as number };
}

/**
 * What a request can change, independent of ids and random values: rows per table, every budget
 * (sorted), and how many rows of each table hold each status flag.
 */
export async function stateDigest(db: Db) {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
  const tables = (
    await rowsOf<{ t: string }>(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows
    .map((r) => r.t)
    .filter((t) => t !== 'idempotency_keys' && t !== 'tokens');
  const digest: Record<string, unknown> = {};
  for (const table of tables) digest[table] = Number((await rowsOf<{ c: string }>(sql.raw(`select count(*) as c from "${table}"`))).rows[0]!.c);
  digest.budgets = (await rowsOf<{ p: string }>(sql`select profits::text as p from users order by profits`)).rows.map((r) => r.p);
  const flags = (
    await rowsOf<{ t: string; c: string }>(sql`
    select table_name as t, column_name as c from information_schema.columns
    where table_schema = 'public' and table_name <> 'idempotency_keys' and column_name in ('confirmed', 'active', 'status') order by 1, 2`)
  ).rows;
  for (const f of flags) {
    const counts = await rowsOf<{ v: string; n: string }>(sql.raw(`select "${f.c}"::text as v, count(*)::text as n from "${f.t}" group by 1 order by 1`));
    digest[`${f.t}.${f.c}`] = counts.rows.map((r) => `${r.v}:${r.n}`).join(' ');
  }
  return digest;
}
