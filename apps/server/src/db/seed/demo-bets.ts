import { roundRobin } from '@superliga/league';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { fixtures, matchBets, playerBets, players, teams, userBets } from '../schema';
import { applyMovements } from '../../market/money';
import type { DemoContext } from './demo-extras';

const ADMIN_ID = 1;
const ORGANIZER_ID = 2;
/**
 * manager5 (user 7) and manager20 (user 22) hold the demo stakes: no e2e spec nor the
 * crash-recovery test asserts their exact budgets (demo manager N is user N + 2).
 */
const BETTORS = [7, 22];

/**
 * Demo bets and prode; demo-extras.ts runs it after every other feature's demo rows (the
 * competition demo inserts the season's fixture without asking, so ours only fills it in when
 * nobody did). The fixture of the season when nobody generated it (the prode reads it), a few active match
 * bets on not-yet-loaded Primera fixtures, two player bets, and two unconfirmed user bets whose
 * stakes left their budgets through the ledger.
 */
export async function seedBetsDemo(tx: Tx, ctx: DemoContext) {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fixtures)
    .where(eq(fixtures.seasonId, ctx.seasonId));
  if (!existing?.n) {
    for (const division of ['Primera', 'Segunda'] as const) {
      const ids = (await tx.select({ id: teams.id }).from(teams).where(eq(teams.division, division)).orderBy(asc(teams.id))).map((t) => t.id);
      if (ids.length < 2) continue;
      await tx
        .insert(fixtures)
        .values(roundRobin(ids).map((m) => ({ seasonId: ctx.seasonId, division, round: m.round, teamHomeId: m.home, teamAwayId: m.away })));
    }
  }

  const upcoming = await tx
    .select({ home: fixtures.teamHomeId, away: fixtures.teamAwayId })
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, ctx.seasonId), isNull(fixtures.matchId), eq(fixtures.division, 'Primera')))
    .orderBy(asc(fixtures.round), asc(fixtures.id))
    .limit(3);
  const names = new Map((await tx.select({ id: teams.id, name: teams.name }).from(teams)).map((t) => [t.id, t.name]));
  const odds = [
    ['1.85', '3.90', '3.40', '1.95', '1.80'],
    ['2.10', '3.20', '3.10', '1.70', '2.05'],
    ['1.45', '6.50', '4.20', '2.25', '1.60'],
  ];
  const createdAt = ctx.now;
  const bets = await tx
    .insert(matchBets)
    .values(
      upcoming.map((f, i) => ({
        match: `${names.get(f.home)} vs ${names.get(f.away)}`,
        description: 'Próxima fecha de Primera',
        homeOdd: odds[i]![0]!,
        awayOdd: odds[i]![1]!,
        drawOdd: odds[i]![2]!,
        under: odds[i]![3]!,
        over: odds[i]![4]!,
        createdBy: i === 0 ? ORGANIZER_ID : ADMIN_ID,
        createdAt,
      })),
    )
    .returning();

  const stars = await tx
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(inArray(players.teamId, [1, 2]))
    .orderBy(sql`${players.ca} desc`, asc(players.id))
    .limit(2);
  await tx.insert(playerBets).values(
    stars.map((p, i) => ({
      name: p.name,
      playerId: p.id,
      description: 'Gol o tarjeta en la próxima fecha',
      goalOdd: i ? '2.60' : '2.20',
      cardOdd: i ? '5.00' : '4.50',
      createdBy: ORGANIZER_ID,
      createdAt,
    })),
  );

  if (!bets.length) return;
  const stakes = [
    { userId: BETTORS[0]!, betId: bets[0]!.id, option: 'Home', odd: bets[0]!.homeOdd, amount: 2_000_000 },
    { userId: BETTORS[1]!, betId: bets[bets.length - 1]!.id, option: 'Over', odd: bets[bets.length - 1]!.over, amount: 1_500_000 },
  ];
  for (const s of stakes) {
    const [bet] = await tx
      .insert(userBets)
      .values({ userId: s.userId, betId: s.betId, amount: s.amount, selectedOption: s.option, odd: s.odd, createdAt })
      .returning({ id: userBets.id });
    await applyMovements(
      tx,
      [{ userId: s.userId, amount: -s.amount, kind: 'bet_stake', reference: String(bet!.id), description: 'Apuesta', requireFunds: true }],
      {
        actorId: s.userId,
        seasonId: ctx.seasonId,
      },
    );
  }
}
