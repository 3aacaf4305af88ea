import { betPayout, matchStakeOutcome, NOTIFY, playerStakeOutcome, type PlayerMatchLine } from '@superliga/league';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { matchBets, matches, matchStatistics, playerBets, tournaments, userBets } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';
import { systemActor } from '../../lib/context';
import { applyMovements } from '../../market/money';
import { notify } from '../notifications/notifications.service';
import { LEDGER_KIND } from './bets.repository';

/**
 * Settles every open stake on the match bets and player bets tied to this match, from its final
 * score and statistics, inside the caller's transaction (the one that makes the result final).
 * Each stake is closed by a conditional update (confirmed 'no' → 'yes'), so a second call, a
 * correction or a racing process finds nothing open and pays nothing twice
 * (docs/decisions/028-bets-from-results-and-reminders.md). The prode needs nothing here: its
 * points are read from the completed match itself. Returns how many stakes it settled.
 */
export async function settleBetsForMatch(db: Tx, matchId: number, now: Date): Promise<number> {
  const [match] = await db
    .select({ scoreHome: matches.scoreHome, scoreAway: matches.scoreAway, status: matches.status, seasonId: tournaments.seasonId })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!match || match.status !== 'completed') return 0;
  const score = { home: match.scoreHome, away: match.scoreAway };

  const stats = await db
    .select({
      playerId: matchStatistics.playerId,
      goals: matchStatistics.goals,
      yellow_cards: matchStatistics.yellowCards,
      red_cards: matchStatistics.redCards,
      direct_red: matchStatistics.directRed,
    })
    .from(matchStatistics)
    .where(eq(matchStatistics.matchId, matchId));
  const lineOf = new Map<number, PlayerMatchLine>(stats.map((s) => [s.playerId, s]));

  const tiedMatchBets = await db
    .select({ id: matchBets.id, match: matchBets.match, line: matchBets.line })
    .from(matchBets)
    .where(eq(matchBets.matchId, matchId));
  const tiedPlayerBets = await db
    .select({ id: playerBets.id, name: playerBets.name, playerId: playerBets.playerId })
    .from(playerBets)
    .where(eq(playerBets.matchId, matchId));
  if (tiedMatchBets.length === 0 && tiedPlayerBets.length === 0) return 0;

  const outcomes: { id: number; userId: number; amount: number; won: boolean; payout: number }[] = [];
  const settle = async (where: ReturnType<typeof eq>, outcomeOf: (b: typeof userBets.$inferSelect) => boolean) => {
    const open = await db
      .select()
      .from(userBets)
      .where(and(where, eq(userBets.confirmed, 'no')))
      .orderBy(userBets.id);
    for (const stake of open) {
      const won = outcomeOf(stake);
      const payout = won ? betPayout(stake.odd, stake.amount) : 0;
      // Conditional: of two settlements racing on one stake only one closes it, and only that one pays.
      const [closed] = await db
        .update(userBets)
        .set({ confirmed: 'yes', payout, confirmedBy: null, confirmedAt: now })
        .where(and(eq(userBets.id, stake.id), eq(userBets.confirmed, 'no')))
        .returning({ id: userBets.id });
      if (closed) outcomes.push({ id: stake.id, userId: stake.userId, amount: stake.amount, won, payout });
    }
  };

  if (tiedMatchBets.length > 0) {
    const lines = new Map(tiedMatchBets.map((b) => [b.id, Number(b.line)]));
    await settle(
      inArray(
        userBets.betId,
        tiedMatchBets.map((b) => b.id),
      ),
      (s) => matchStakeOutcome(s.selectedOption, score, lines.get(s.betId!)!) === 'won',
    );
    // Its result is known: the bet leaves the list of open bets.
    await db.update(matchBets).set({ active: 'off' }).where(eq(matchBets.matchId, matchId));
  }
  if (tiedPlayerBets.length > 0) {
    const playerOf = new Map(tiedPlayerBets.map((b) => [b.id, b.playerId]));
    await settle(
      inArray(
        userBets.playerBetId,
        tiedPlayerBets.map((b) => b.id),
      ),
      (s) => {
        const playerId = playerOf.get(s.playerBetId!);
        return playerStakeOutcome(s.selectedOption, playerId == null ? null : (lineOf.get(playerId) ?? null)) === 'won';
      },
    );
    await db.update(playerBets).set({ active: 'off' }).where(eq(playerBets.matchId, matchId));
  }
  if (outcomes.length === 0) return 0;

  await applyMovements(
    db,
    outcomes
      .filter((o) => o.payout > 0)
      .map((o) => ({ userId: o.userId, amount: o.payout, kind: LEDGER_KIND.payout, reference: String(o.id), description: 'Apuesta ganada' })),
    // The season of the match's tournament names the ledger rows, as the staff confirmation does.
    { seasonId: match.seasonId ?? null },
  );
  await notify(
    db,
    { clock: { now: () => now } },
    outcomes.map((o) => ({ userId: o.userId, text: o.won ? NOTIFY.betWon({ amount: o.payout }) : NOTIFY.betLost({ amount: o.amount }) })),
  );
  // Each settled stake is an automatic decision, in the log as the bets job's (docs/decisions/022-audit-log.md).
  for (const o of outcomes) {
    await recordAudit(db, {
      actor: BETS_JOB,
      kind: 'bet.confirmed',
      at: now,
      userId: o.userId,
      seasonId: match.seasonId ?? null,
      reference: `user-bet:${o.id}`,
      before: { status: 'pending', amount: o.amount },
      after: { status: o.won ? 'won' : 'lost', payout: o.payout, match: matchId },
    });
  }
  return outcomes.length;
}

const BETS_JOB = systemActor('bets');
