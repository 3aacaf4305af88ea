import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_ANSWER as A, ASSISTANT_MSG, clauseRange, formatMoney, paths, stageName, type SeasonRules } from '@superliga/league';
import { fixtures, players, releaseClauses, roundWindows, teams, tournaments, users } from '../../db/schema';
import { when } from './assistant.format';
import { createTestApp, type TestApp } from '../../../test/app';
import { tokenFor } from '../../../test/factories';
import { rulesForSeason } from '../season-rules/season-rules.service';

/**
 * Decision 026: realistic questions asked of the built-in assistant on the demo league as it loads
 * (DEMO_DATA), each with the answer it must give. Demo ids: manager N is user N + 2 and owns team N;
 * manager22 (user 24) won a clause for a player of team 21 (user 23); managers 23 and 24 (users 25,
 * 26) have open offers, still hidden, for a player of team 25 (user 27); manager5 (user 7) has a
 * bet; espera (31) has no team. Names come from the demo's rows, so a demo with other names still
 * checks the same answers.
 */
const M12 = 14;
const TEAM12 = 12;
const WINNER = 24;
const SOLD = 23;
const BIDDER_LOW = 26;
const BIDDER_HIGH = 25;
const SELLER = 27;
const BETTOR = 7;
const ADMIN = 1;
const NO_TEAM = 31;
const SEASON = 57;
/** 12:00 in Buenos Aires: the demo's open offers were made now and reveal at 18:00. */
const NOW = new Date('2026-03-10T15:00:00Z');
const REVEAL = '10/03/26 18:00';

type Player = { id: number; name: string; value: number; team: string; division: string | null };
type Fixture = { round: number; home: string; away: string; homeId: number };
type Facts = {
  won: { player: Player; total: number; winner: string };
  wanted: { player: Player; low: number; high: number; lowName: string; highName: string };
  next: Fixture[];
  rules: SeasonRules;
};

let t: TestApp;
let f: Facts;
const tokens = new Map<number, string>();

async function ask(user: number, content: string) {
  if (!tokens.has(user)) tokens.set(user, await tokenFor(t.db, user));
  const res = await t.request('POST', '/api/chatbot', { token: tokens.get(user)!, body: { content } });
  expect(res.status).toBe(200);
  return res.body.message as string;
}

const link = (p: { id: number; name: string }) => `[${p.name}](${paths.player(p.id)})`;

async function playerFacts(id: number): Promise<Player> {
  const [row] = await t.db
    .select({ id: players.id, name: players.name, value: players.value, team: teams.name, division: teams.division })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, id));
  return row!;
}

async function userName(id: number) {
  return (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;
}

beforeAll(async () => {
  // Many questions per user: the per-user limit of the route is not what this file tests.
  t = await createTestApp({ demo: true, now: NOW, assistant: { max: 1_000, windowMs: 60_000, timeoutMs: 20_000 } });
  // This file checks the answers about a fixture whose rounds have no play window yet: the demo's
  // season in progress (docs/decisions/024) loses its windows and its matches still to play here.
  await t.db.execute(sql`delete from round_windows`);
  await t.db.execute(sql`update fixtures set match_id = null where match_id in (select id from matches where result_state = 'to_play' and status = 'pending')`);
  await t.db.execute(sql`delete from matches where result_state = 'to_play' and status = 'pending'`);
  const offers = await t.db.select().from(releaseClauses).orderBy(asc(releaseClauses.id));
  const won = offers.find((o) => o.confirmed === 'yes' && o.createdBy === WINNER)!;
  const low = offers.find((o) => o.createdBy === BIDDER_LOW && o.active === 'yes')!;
  const high = offers.find((o) => o.createdBy === BIDDER_HIGH && o.active === 'yes')!;
  const home = t.db.select({ id: teams.id, name: teams.name }).from(teams);
  const names = new Map((await home).map((r) => [r.id, r.name]));
  const upcoming = await t.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, SEASON), isNull(fixtures.matchId), or(eq(fixtures.teamHomeId, TEAM12), eq(fixtures.teamAwayId, TEAM12))))
    .orderBy(asc(fixtures.round));
  f = {
    won: { player: await playerFacts(won.playerId), total: won.totalValue, winner: await userName(WINNER) },
    wanted: {
      player: await playerFacts(low.playerId),
      low: low.totalValue,
      high: high.totalValue,
      lowName: await userName(BIDDER_LOW),
      highName: await userName(BIDDER_HIGH),
    },
    next: upcoming.map((x) => ({ round: x.round, homeId: x.teamHomeId, home: names.get(x.teamHomeId)!, away: names.get(x.teamAwayId)! })),
    rules: await rulesForSeason(t.db, SEASON),
  };
}, 120_000);
afterAll(() => t.close());

/** The headline of a fixture match of team 12 as the assistant writes it. */
function fixtureLine(x: Fixture, first: boolean) {
  const local = x.homeId === TEAM12;
  return (first ? A.nextMatch : A.roundMatch)(stageName('PD', x.round), 'Primera División 57', x.home, x.away, local ? x.away : x.home, local);
}

/** Each row: who asks, the question as a manager would write it, and what the answer must hold (every fragment) or be. */
type Row = [asker: number, question: string, expected: (f: Facts) => string | string[]];

const TABLE: Row[] = [
  // ---- the fixture: the next rival, a round by number, the play window it does not know yet ----
  [M12, '¿Contra quién juego la próxima fecha?', (f) => [fixtureLine(f.next[0]!, true), A.noWindowYet, '[el fixture](/fixture_primera)']],
  [M12, 'contra quien jugamos la jornada que viene', (f) => [fixtureLine(f.next[0]!, true)]],
  [M12, 'quien me toca el finde?', (f) => [fixtureLine(f.next[0]!, true)]],
  [M12, 'proximo rivl', (f) => [fixtureLine(f.next[0]!, true)]],
  [
    M12,
    '¿Con quién juego la fecha 5?',
    (f) => [
      fixtureLine(
        f.next.find((x) => x.round === 5)!,
        false,
      ),
    ],
  ],
  [M12, '¿contra quién juego la fecha 40?', () => `No encontré un partido de AC Milan en la Fecha 40 del fixture.`],
  [M12, '¿Hasta cuándo tengo para jugar la fecha?', (f) => [A.playWindowUnknown('Temporada 57'), fixtureLine(f.next[0]!, true)]],
  [
    M12,
    'cual es la fecha limite de la jornada 6',
    (f) => [
      A.playWindowUnknown('Temporada 57'),
      fixtureLine(
        f.next.find((x) => x.round === 6)!,
        false,
      ),
    ],
  ],
  [NO_TEAM, '¿Contra quién juego?', () => ASSISTANT_MSG.noTeam],
  // ---- money ----
  [M12, 'cuanta guita tengo', () => [`Tu presupuesto es de ${formatMoney(150_000_000)}`, `disponibles ${formatMoney(150_000_000)}`]],
  [M12, '¿Cuánta plata me queda disponible?', () => [`te quedan disponibles ${formatMoney(150_000_000)}`]],
  [BETTOR, '¿cuánto presupuesto tenés para mí?', () => [`Tu presupuesto es de ${formatMoney(148_000_000)}`]],
  [M12, '¿Cuánta plata tiene Ezequiel Domínguez?', () => A.onlyOwnMoney],
  [M12, 'cuanto presupuesto tiene River', () => A.onlyOwnMoney],
  [M12, 'mis ultimos movimientos', () => ['Tu último movimiento:', `+${formatMoney(150_000_000)} (Presupuesto inicial)`]],
  // ---- my offers and whether I won them ----
  [WINNER, '¿Gané la cláusula por Gvardiol?', (f) => [A.offerWon(link(f.won.player), formatMoney(f.won.total)), '[Mis ofertas](/misofertas)']],
  [WINNER, 'gane la clausla?', (f) => [A.offerWon(link(f.won.player), formatMoney(f.won.total))]],
  [
    BIDDER_LOW,
    `¿gané la cláusula por ${'Julián Silva'}?`,
    (f) => [A.offerHidden(link(f.wanted.player), formatMoney(f.wanted.low), REVEAL), 'no puedo decirte si ganás'],
  ],
  [BIDDER_HIGH, '¿Cómo van mis ofertas?', (f) => [A.myOffersTitle, A.offerHidden(link(f.wanted.player), formatMoney(f.wanted.high), REVEAL)]],
  [BIDDER_HIGH, '¿cuánto ofrecí?', (f) => [A.offerHidden(link(f.wanted.player), formatMoney(f.wanted.high), REVEAL)]],
  [M12, '¿Gané la cláusula?', () => A.noOffers('Temporada 57')],
  [WINNER, '¿gané la cláusula por Julián Silva?', () => A.noOffersFor('Julián Silva', 'Temporada 57')],
  // ---- others' offers: hidden inside the window, named once revealed or confirmed ----
  [BIDDER_LOW, '¿cuánto ofreció el otro por Julián Silva?', (f) => [A.hiddenOffers(link(f.wanted.player), 2, REVEAL), A.yoursAmong(formatMoney(f.wanted.low))]],
  [ADMIN, '¿Quién ofertó por Julián Silva?', (f) => A.hiddenOffers(link(f.wanted.player), 2, REVEAL)],
  [SELLER, '¿me hicieron ofertas?', (f) => [A.receivedTitle, A.hiddenOffers(link(f.wanted.player), 2, REVEAL)].join('\n')],
  [SELLER, '¿cuánto me ofreció Ezequiel Domínguez?', (f) => [A.receivedTitle, A.hiddenOffers(link(f.wanted.player), 2, REVEAL)].join('\n')],
  [SELLER, 'ofertaron por alguno de mis jugadores?', (f) => [A.hiddenOffers(link(f.wanted.player), 2, REVEAL)]],
  [M12, 'cuanto ofrecio Ezequiel Domínguez por julian silva', (f) => A.hiddenOffers(link(f.wanted.player), 2, REVEAL)],
  [SOLD, '¿Recibí alguna oferta?', (f) => [A.confirmedOffer(link(f.won.player), f.won.winner, formatMoney(f.won.total))]],
  [M12, '¿hay ofertas por Rodrigo Gvardiol?', (f) => A.confirmedOffer(link(f.won.player), f.won.winner, formatMoney(f.won.total))],
  [M12, '¿Hay ofertas por mis jugadores?', () => A.noOffersReceived('Temporada 57')],
  // ---- the clause price range in pesos, the reveal times, the market gate: the season's rules in force ----
  [
    M12,
    '¿Cuánto sale la cláusula de Julián Silva?',
    (f) => {
      const { min, max } = clauseRange(f.wanted.player.value, f.rules);
      return A.clauseRange(link(f.wanted.player), f.wanted.player.team, formatMoney(f.wanted.player.value), formatMoney(min), formatMoney(max), 'Temporada 57');
    },
  ],
  [M12, 'rango de precio de la rescision de julian silva en pesos', (f) => [`va de ${formatMoney(clauseRange(f.wanted.player.value, f.rules).min)} a`]],
  [
    M12,
    '¿Cuánto cuesta una cláusula?',
    () => 'En Temporada 57 una cláusula va de 1 a 2 veces el valor del jugador. Decime de qué jugador y te digo el rango en pesos.',
  ],
  [M12, 'cuanto sale la clausula de Zzyzx Qwerty', () => A.noPlayer('zzyzx qwerty')],
  [
    M12,
    '¿A qué hora se revelan las cláusulas?',
    () =>
      'Las ofertas de cláusula se revelan a las 01:00, 10:00 o 18:00 (hora de la liga): cada ronda queda oculta hasta el primero de esos horarios después de la primera oferta por el jugador.',
  ],
  [BIDDER_LOW, 'a q hora se revelan mis ofertas', (f) => [A.yourReveals, A.yourReveal(link(f.wanted.player), REVEAL)]],
  [M12, '¿Cuándo se sabe quién ganó la cláusula por Julián Silva?', (f) => [A.playerReveal(link(f.wanted.player), REVEAL)]],
  [M12, '¿Cuándo abre el mercado de pases?', () => A.marketOpen('08/03/26 16:00', 4, 'Temporada 57')],
  // ---- competition ----
  [M12, '¿Tengo jugadores suspendidos?', () => ['Jugadores suspendidos para la próxima fecha:', '(Primera División 57, Fecha 4)']],
  [M12, '¿Cómo va mi equipo en la tabla?', () => ['AC Milan está', 'de 14 en Primera División 57']],
  [NO_TEAM, 'quién va primero', () => ['Primera (Primera División 57): va primero', 'Segunda (Segunda División 57): va primero']],
  [M12, '¿Con cuántas amarillas me suspenden?', () => ASSISTANT_MSG.yellowRules],
  [M12, '¿Cómo está mi plantel?', () => ['AC Milan (Primera) tiene']],
  // ---- bets, players, auctions ----
  [BETTOR, '¿Cómo van mis apuestas?', () => [A.betsTitle, `(Local), ${formatMoney(2_000_000)}: sin resolver`]],
  [M12, 'mis apuestas', () => A.noBets],
  [
    M12,
    '¿De qué equipo es Julián Silva?',
    (f) => [`${link(f.wanted.player)} juega en ${f.wanted.player.team} (Segunda). Vale ${formatMoney(f.wanted.player.value)}`],
  ],
  [M12, 'Rodrigo Gvardiol', (f) => [`${link(f.won.player)} juega en ${f.won.player.team}`]],
  [M12, '¿Hay subastas abiertas?', () => ['Subastas que cierran más pronto:']],
  // ---- what it does not know, or will not guess ----
  [M12, '¿Quién va a ganar la liga?', () => A.forecast],
  [M12, '¿Quién ganó el mundial de 1986?', () => ASSISTANT_MSG.unknown],
  [M12, '¿Cuál es la capital de Francia?', () => ASSISTANT_MSG.unknown],
  // ---- the rulebook and help ----
  [M12, '¿Cuántos jugadores puedo perder por cláusula?', () => ['Según el reglamento, Regla 5']],
  [M12, 'hola', () => ASSISTANT_MSG.help],
];

describe('the assistant on the demo league: questions and their answers', () => {
  it('has at least 40 questions', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)('user %i asks %j', async (asker, question, expected) => {
    const answer = await ask(asker, question);
    const want = expected(f);
    if (typeof want === 'string') expect(answer).toBe(want);
    else for (const fragment of want) expect(answer).toContain(fragment);
  });
});

describe('hidden offers stay hidden in every answer, until the reveal', () => {
  const HIDDEN_ASKERS = [M12, ADMIN, SELLER, BIDDER_LOW, BIDDER_HIGH];
  const QUESTIONS = [
    '¿Quién ofertó por Julián Silva?',
    '¿cuánto ofrecieron por Julián Silva?',
    '¿me hicieron ofertas?',
    '¿Cómo van mis ofertas?',
    '¿cuánto me ofreció Ezequiel Domínguez?',
    '¿A qué hora se revelan mis ofertas?',
  ];

  it.each(HIDDEN_ASKERS)('user %i reads no other bidder’s amount or name', async (asker) => {
    for (const q of QUESTIONS) {
      const answer = await ask(asker, q);
      if (asker !== BIDDER_LOW) expect(answer).not.toContain(formatMoney(f.wanted.low));
      if (asker !== BIDDER_HIGH) expect(answer).not.toContain(formatMoney(f.wanted.high));
      expect(answer).not.toContain(f.wanted.lowName);
      expect(answer).not.toContain(f.wanted.highName);
    }
  });

  it('after the reveal, names the bidders with their amounts, and the bidder learns the round is undecided', async () => {
    t.clock.set(new Date('2026-03-10T21:30:00Z'));
    try {
      const round = await ask(M12, '¿Quién ofertó por Julián Silva?');
      expect(round).toContain(A.revealedOffer(link(f.wanted.player), f.wanted.lowName, formatMoney(f.wanted.low)));
      expect(round).toContain(A.revealedOffer(link(f.wanted.player), f.wanted.highName, formatMoney(f.wanted.high)));
      expect(await ask(BIDDER_LOW, '¿gané la cláusula por Julián Silva?')).toContain(A.offerRevealed(link(f.wanted.player), formatMoney(f.wanted.low), REVEAL));
    } finally {
      t.clock.set(NOW);
    }
  });

  it('the demo data the table relies on', async () => {
    const open = await t.db
      .select()
      .from(releaseClauses)
      .where(and(inArray(releaseClauses.createdBy, [BIDDER_LOW, BIDDER_HIGH]), eq(releaseClauses.active, 'yes')));
    expect(open).toHaveLength(2);
    expect(f.wanted.player.name).toBe('Julián Silva');
    expect(f.won.player.name).toBe('Rodrigo Gvardiol');
  });
});

describe('once staff date the rounds, the assistant tells the play window (docs/decisions/024)', () => {
  it('answers the next match and "hasta cuándo" with the round\'s window and deadline', async () => {
    const [league] = await t.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.seasonId, SEASON), eq(tournaments.type, 'PD')));
    const round = f.next[0]!.round;
    const startsAt = new Date('2026-03-12T15:00:00Z');
    const deadlineAt = new Date('2026-03-15T23:00:00Z');
    await t.db.insert(roundWindows).values({ tournamentId: league!.id, stage: round, startsAt, deadlineAt });
    try {
      const ctx = { config: { LEAGUE_TZ: t.app.deps.config.LEAGUE_TZ } } as Parameters<typeof when>[0];
      const window = A.window(when(ctx, startsAt), when(ctx, deadlineAt));
      const deadline = await ask(M12, '¿Hasta cuándo tengo para jugar la fecha?');
      expect(deadline).toContain(window);
      expect(deadline).not.toContain(A.playWindowUnknown('Temporada 57'));
      const next = await ask(M12, 'contra quien juego la proxima fecha');
      expect(next).toContain(fixtureLine(f.next[0]!, true));
      expect(next).toContain(window);
    } finally {
      await t.db.delete(roundWindows).where(eq(roundWindows.tournamentId, league!.id));
    }
  });
});
