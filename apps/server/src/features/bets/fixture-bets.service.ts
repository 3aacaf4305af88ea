import { betPayout, matchStakeOutcome, NOTIFY, playerStakeOutcome } from '@superliga/league';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { applyMovements } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import { currentSeason } from '../settings/settings.service';
import * as repo from './bets.repository';
import { LEDGER_KIND } from './bets.service';

/** The bets job's name in the audit log: stakes settled from a result nobody typed into a form. */
const BETS_JOB: AuditActor = { job: 'bets', name: 'Servidor' };

/**
 * Bets tied to a fixture match settle from its final result, in the transaction that makes the
 * result final (docs/decisions/024-results-reported-and-confirmed.md): a match stake by the score
 * (Home/Away/Draw) or against its Over/Under line, a player stake by the player's line in the
 * match (goal, card). Each stake moves from unsettled by a conditional update, so a second call,
 * a racing process or a staff confirmation pay it once; a won stake is credited through the ledger.
 */
export async function settleBetsForMatch(tx: Tx, matchId: number, clock: Clock) {
  const result = await repo.finalResult(tx, matchId);
  if (!result) return [];
  const stakes = await repo.openStakesOnMatch(tx, matchId);
  const now = clock.now();
  const seasonId = await currentSeason(tx).then(
    (s) => s.id,
    () => null,
  );
  const settled: number[] = [];
  for (const { stake, matchBetId, line, playerId } of stakes) {
    const outcome =
      matchBetId !== null
        ? matchStakeOutcome(stake.selectedOption, { home: result.home, away: result.away }, Number(line))
        : playerStakeOutcome(stake.selectedOption, lineOf(result.lines, playerId));
    const payout = outcome === 'won' ? betPayout(stake.odd, stake.amount) : 0;
    const done = await repo.settleUserBet(tx, { id: stake.id, userId: stake.userId, payout, actorId: null, now });
    if (!done) continue;
    if (payout > 0) {
      await applyMovements(
        tx,
        [{ userId: done.userId, amount: payout, kind: LEDGER_KIND.payout, reference: String(done.id), description: 'Apuesta ganada' }],
        { seasonId },
      );
    }
    await notify(tx, { clock }, [{ userId: done.userId, text: outcome === 'won' ? NOTIFY.betWon({ amount: payout }) : NOTIFY.betLost({ amount: done.amount }) }]);
    await recordAudit(tx, {
      actor: BETS_JOB,
      kind: 'bet.confirmed',
      at: now,
      userId: done.userId,
      seasonId,
      reference: `user-bet:${done.id}`,
      before: { status: 'pending', amount: done.amount, odd: stake.odd },
      after: { status: outcome, payout, match: matchId },
    });
    settled.push(done.id);
  }
  await repo.closeBetsOfMatch(tx, matchId);
  return settled;
}

function lineOf(lines: { playerId: number; goals: number; yellowCards: number; redCards: number; directRed: number }[], playerId: number | null) {
  const l = playerId === null ? undefined : lines.find((x) => x.playerId === playerId);
  return l ? { goals: l.goals, yellow_cards: l.yellowCards, red_cards: l.redCards, direct_red: l.directRed } : null;
}
