import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MSG, CHAT_MESSAGE_MAX, formatMoney, MAX_PLAYERS_LOST_BY_CLAUSE } from '@superliga/league';
import { auctionBids, auctions, chatMessages, matches, matchStatistics, players, teams, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, ledgerSum, tokenFor } from '../../../test/factories';

/** Demo ids: manager12 is user 14 and owns team 12 (Primera); espera (31) has no team. */
const MANAGER12 = 14;
const MANAGER13 = 15;
const TEAM12 = 12;
const SEASON = 57;
const HOUR = 3_600_000;

let t: TestApp;
let m12: string;
let m13: string;
let waiting: string;
let names: { own: string; rival: string; next: string; suspended: string; auctioned: string };

const ask = (token: string, content: string) => t.request('POST', '/api/chatbot', { token, body: { model: 'gpt-3.5-turbo', content } });

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: new Date('2026-03-10T15:00:00Z') });
  [m12, m13, waiting] = await Promise.all([tokenFor(t.db, MANAGER12), tokenFor(t.db, MANAGER13), tokenFor(t.db, 31)]);
  // This file builds its own competition story: start from a demo league without one.
  await t.db.execute(sql`delete from predictions`);
  await t.db.execute(sql`delete from match_statistics`);
  await t.db.execute(sql`update fixtures set match_id = null`);
  await t.db.execute(sql`delete from prizes`);
  // The demo's season in progress (decision 024): its reports, their screenshots and the rounds' windows.
  await t.db.execute(sql`delete from match_evidence`);
  await t.db.execute(sql`delete from match_reports`);
  await t.db.execute(sql`delete from round_windows`);
  await t.db.execute(sql`delete from matches`);
  await t.db.execute(sql`delete from fixtures`);
  await t.db.execute(sql`delete from tournament_closings`);
  await t.db.execute(sql`delete from tournaments`);
  const now = t.clock.now();
  // A played league match (team 12 beat team 1 with a direct red for one of its players),
  // the next pending one against team 2, and an open auction where manager12 leads.
  const [pd] = await t.db
    .insert(tournaments)
    .values({ name: 'Primera División 57', startDate: '2026-03-01', endDate: '2026-06-01', seasonId: SEASON, type: 'PD' })
    .returning();
  const [played] = await t.db
    .insert(matches)
    .values({
      teamHomeId: TEAM12,
      teamAwayId: 1,
      tournamentId: pd!.id,
      scoreHome: 2,
      scoreAway: 1,
      stage: 1,
      status: 'completed',
      matchDate: new Date(now.getTime() - 48 * HOUR),
    })
    .returning();
  await t.db
    .insert(matches)
    .values({ teamHomeId: 2, teamAwayId: TEAM12, tournamentId: pd!.id, stage: 2, status: 'pending', matchDate: new Date(now.getTime() + 72 * HOUR) });
  const [own] = await t.db.select().from(players).where(eq(players.teamId, TEAM12)).limit(1);
  await t.db
    .insert(matchStatistics)
    .values({ matchId: played!.id, playerId: own!.id, tournamentId: pd!.id, teamId: TEAM12, userId: MANAGER12, redCards: 1, directRed: 1 });
  const [free] = await t.db.select().from(players).where(eq(players.teamId, 61)).limit(1);
  const [auction] = await t.db
    .insert(auctions)
    .values({ playerId: free!.id, teamId: 61, seasonId: SEASON, createdBy: 1, endsAt: new Date(now.getTime() + 3 * HOUR) })
    .returning();
  await t.db.insert(auctionBids).values({ auctionId: auction!.id, userId: MANAGER12, teamId: TEAM12, amount: 5_000_000 });
  const teamName = async (id: number) => (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!.name;
  names = { own: await teamName(TEAM12), rival: await teamName(1), next: await teamName(2), suspended: own!.name, auctioned: free!.name };
}, 120_000);
afterAll(() => t.close());

describe('POST /api/chatbot, built-in assistant over the demo league', () => {
  it('answers the budget with committed and available money', async () => {
    const res = await ask(m12, '¿Cuánto presupuesto tengo?');
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(`Tu presupuesto es de ${formatMoney(150_000_000)}`);
    expect(res.body.message).toContain(`${formatMoney(5_000_000)} comprometidos`);
    expect(res.body.message).toContain(`disponibles ${formatMoney(145_000_000)}`);
    // Asking moves no money.
    expect(await ledgerSum(t.db, MANAGER12)).toBe(150_000_000);
  });

  it('lists recent movements', async () => {
    const res = await ask(m12, '¿Cuáles son mis últimos movimientos?');
    expect(res.body.message).toContain(`+${formatMoney(150_000_000)} (Presupuesto inicial)`);
  });

  it('describes the squad and its CA average against the division limit', async () => {
    const res = await ask(m12, '¿Cómo está mi plantel?');
    expect(res.body.message).toContain(`${names.own} (Primera) tiene 26 jugadores`);
    expect(res.body.message).toMatch(/promedio de CA de tus 16 mejores es [\d,]+, (dentro|por encima) del límite de 160 de Primera/);
  });

  it('names the next match', async () => {
    const res = await ask(m12, '¿Cuándo es mi próximo partido?');
    expect(res.body.message).toContain(
      `Tu próximo partido: Fecha 2 de Primera División 57, ${names.next} vs ${names.own} (jugás de visitante contra ${names.next}). Está programado para el 13/03/26 12:00.`,
    );
  });

  it('says plainly when there are no matches (one marked not played is not to come)', async () => {
    const [team13] = await t.db.select().from(teams).where(eq(teams.userId, MANAGER13));
    const [pd] = await t.db.select().from(tournaments).where(eq(tournaments.type, 'PD'));
    await t.db.insert(matches).values({ teamHomeId: team13!.id, teamAwayId: 3, tournamentId: pd!.id, stage: 1, status: 'pending', resultState: 'unplayed' });
    const res = await ask(m13, '¿Cuándo es mi próximo partido?');
    expect(res.body.message).toMatch(/^No hay partidos pendientes ni fixture cargado para .+ en Temporada 57\.$/);
  });

  it('lists auctions closing soon with the leading bid', async () => {
    const res = await ask(m13, '¿Qué subastas cierran pronto?');
    expect(res.body.message).toContain(`• ${names.auctioned}: cierra`);
    expect(res.body.message).toContain(`puja más alta ${formatMoney(5_000_000)}`);
  });

  it('lists suspended players with the reason', async () => {
    const res = await ask(m12, '¿Tengo jugadores suspendidos?');
    expect(res.body.message).toContain(`• ${names.suspended} (Primera División 57, Fecha 2): Roja directa; le quedan 2 fechas.`);
    const none = await ask(m13, '¿Tengo jugadores suspendidos?');
    expect(none.body.message).toMatch(/no tiene jugadores suspendidos/);
  });

  it('tells where the team stands', async () => {
    const res = await ask(m12, '¿Cómo va mi equipo en la tabla?');
    expect(res.body.message).toContain(
      `${names.own} está 1° de 14 en Primera División 57: 3 puntos en 1 partidos (1 G, 0 E, 0 P), goles 2-1 (DG 1). Vas primero.`,
    );
  });

  it('says who leads the division, from the standings; both divisions to a user without a team', async () => {
    const res = await ask(m13, 'quién va primero en la tabla');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Primera (Primera División 57): va primero ${names.own} con 3 puntos en 1 partido.`);
    const both = await ask(waiting, '¿Quién es el puntero?');
    expect(both.body.message).toBe(
      [
        `Primera (Primera División 57): va primero ${names.own} con 3 puntos en 1 partido.`,
        'Todavía no hay torneo de liga de Segunda cargado en Temporada 57.',
      ].join('\n'),
    );
  });

  it('answers how many yellows suspend, with the league and the cup rules', async () => {
    const res = await ask(m12, 'cuántas amarillas para suspensión');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ASSISTANT_MSG.yellowRules);
    expect(res.body.message).toContain('En la liga (Primera y Segunda), 3 amarillas acumuladas dan 1 fecha de suspensión y 6 dan 2 fechas.');
    expect(res.body.message).toContain(
      'En las copas (UCL, UEL y CFM), cada 2 amarillas dan 1 fecha de suspensión, y las amarillas se reinician al llegar a la semifinal.',
    );
  });

  it('quotes the rulebook with the rule number', async () => {
    const res = await ask(m12, '¿Cuántos jugadores puedo perder por cláusula?');
    expect(res.body.message).toBe(
      `Según el reglamento, Regla 5 — Cláusulas de rescisión (CDR): «Cada equipo puede perder como máximo ${MAX_PLAYERS_LOST_BY_CLAUSE} jugadores por cláusula en la temporada.»`,
    );
  });

  it("quotes the season's values in force, not the documents' defaults", async () => {
    const admin = await createUser(t.db, { rol: 'Admin' });
    const set = (body: object) => t.request('PUT', `/api/seasons/${SEASON}/rules`, { token: admin.token, body });
    expect((await set({ max_clause_losses: 3, bet_min: 2_000_000, bet_max: 9_000_000 })).status).toBe(200);
    try {
      expect((await ask(m12, '¿Cuántos jugadores puedo perder por cláusula?')).body.message).toBe(
        'Según el reglamento, Regla 5 — Cláusulas de rescisión (CDR): «Cada equipo puede perder como máximo 3 jugadores por cláusula en la temporada.»',
      );
      expect((await ask(m12, '¿Cuánto puedo apostar como máximo?')).body.message).toContain(
        `Se apuesta entre ${formatMoney(2_000_000)} y ${formatMoney(9_000_000)} por apuesta`,
      );
    } finally {
      await set({ max_clause_losses: MAX_PLAYERS_LOST_BY_CLAUSE, bet_min: 1_000_000, bet_max: 15_000_000 });
    }
  });

  it('says it does not know, and offers help on a greeting', async () => {
    expect((await ask(m12, '¿Quién ganó el mundial de 1986?')).body.message).toBe(ASSISTANT_MSG.unknown);
    expect((await ask(m12, 'hola')).body.message).toBe(ASSISTANT_MSG.help);
  });

  it('tells a user without a team that there is no squad data', async () => {
    expect((await ask(waiting, '¿Cómo está mi plantel?')).body.message).toBe(ASSISTANT_MSG.noTeam);
  });

  it('refuses empty and too long messages in Spanish, storing nothing', async () => {
    const before = (await t.db.select().from(chatMessages)).length;
    const long = await ask(m12, 'a'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ code: 'validation', message: ASSISTANT_MSG.contentTooLong, errors: { content: [ASSISTANT_MSG.contentTooLong] } });
    const empty = await ask(m12, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(ASSISTANT_MSG.contentRequired);
    expect((await ask(m12, 'a'.repeat(CHAT_MESSAGE_MAX))).status).toBe(200);
    expect((await t.db.select().from(chatMessages)).length).toBe(before + 2);
  });

  it('needs a login', async () => {
    expect((await t.request('POST', '/api/chatbot', { body: { content: 'hola' } })).status).toBe(401);
    expect((await t.request('GET', '/api/chatbot')).status).toBe(401);
  });
});

describe('the conversation', () => {
  it('shows only the asker’s own history, oldest first, and clears only it', async () => {
    const mine = await t.request('GET', '/api/chatbot', { token: m12 });
    expect(mine.status).toBe(200);
    const contents = mine.body.data.map((m: { content: string }) => m.content);
    expect(contents[0]).toBe('¿Cuánto presupuesto tengo?');
    expect(mine.body.data[1].role).toBe('assistant');
    expect(contents).not.toContain('¿Qué subastas cierran pronto?');
    const theirs = await t.request('GET', '/api/chatbot', { token: m13 });
    expect(theirs.body.data.map((m: { content: string }) => m.content)).toContain('¿Qué subastas cierran pronto?');
    expect(theirs.body.data.some((m: { content: string }) => m.content === '¿Cuánto presupuesto tengo?')).toBe(false);

    const cleared = await t.request('DELETE', '/api/chatbot', { token: m12 });
    expect(cleared.body).toEqual({ message: ASSISTANT_MSG.cleared });
    expect((await t.request('GET', '/api/chatbot', { token: m12 })).body.data).toEqual([]);
    expect((await t.request('GET', '/api/chatbot', { token: m13 })).body.data.length).toBeGreaterThan(0);
  });

  it('stores what the user wrote as plain text, as written', async () => {
    await ask(m12, '<img src=x onerror=alert(1)>');
    const { body } = await t.request('GET', '/api/chatbot', { token: m12 });
    expect(body.data.at(-2).content).toBe('<img src=x onerror=alert(1)>');
  });
});
