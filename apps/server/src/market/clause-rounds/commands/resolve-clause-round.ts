import { decideClauseRound, formatLeagueTime, isMarketErrorCode, NOTIFY, type ClauseRoundReason, type MarketErrorCode } from '@superliga/league';
import { systemActor, type ActingContext, type ServiceDeps } from '../../../lib/context';
import { errorCodeOf, rethrow } from '../../../lib/errors';
import { notify } from '../../../features/notifications/notifications.service';
import { closeOffer } from '../../offers/commands/close-offer';
import { confirmOffer } from '../../offers/commands/confirm-offer';
import { clauseLossesOf } from '../../offers/queries';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import * as repo from '../clause-rounds.repository';

type Due = Awaited<ReturnType<typeof repo.dueRounds>>[number];

export type RoundResult = { playerId: number; outcome: 'extended' | 'resolved' | 'closed' | 'skipped'; winnerOfferId?: number; reason?: ClauseRoundReason };

/**
 * Resolves every clause round due at the clock's now (spec DECISIONS, 'The league's own rules as settings'; decision 016). Safe to run from several
 * processes at once: each confirmation is confirm-offer's conditional update, the extension
 * and the outcome are written once per (player, reveal time), so a round moves money once.
 */
export async function resolveDueRounds(deps: ServiceDeps, onError: (err: unknown, playerId: number) => void = rethrow): Promise<RoundResult[]> {
  const now = deps.clock.now();
  const results: RoundResult[] = [];
  for (const due of await repo.dueRounds(deps.db, now)) {
    // One round that fails (a lost connection, a bug) does not hold back the others; it is retried on the next run.
    try {
      results.push(await resolveRound(deps, due, now));
    } catch (err) {
      onError(err, due.playerId);
    }
  }
  return results;
}

async function resolveRound(deps: ServiceDeps, due: Due, now: Date): Promise<RoundResult> {
  const ctx: ActingContext = { ...deps, actor: systemActor('clause-rounds') };
  const key = { playerId: due.playerId, revealKey: due.revealKey, seasonId: due.seasonId, teamId: due.teamId };
  const rules = await rulesForSeason(deps.db, due.seasonId);
  const offers = await repo.openOffersOfRound(deps.db, due.playerId, due.revealKey);
  const lost = await clauseLossesOf(deps.db, due.teamId, due.seasonId);
  const decision = decideClauseRound({ offers, revealAt: due.revealAt, extendedUntil: due.extendedUntil, lostThisSeason: lost }, rules);

  if (decision.kind === 'empty') return { playerId: due.playerId, outcome: 'skipped' };
  if (decision.kind === 'tie') {
    await deps.db.transaction(async (tx) => {
      // Only the process that records the extension tells the tied managers, in its transaction.
      if (!(await repo.recordExtension(tx, key, decision.endsAt))) return;
      const tied = offers.filter((o) => decision.offerIds.includes(o.id));
      const until = formatLeagueTime(decision.endsAt, deps.config.LEAGUE_TZ);
      await notify(
        tx,
        deps,
        tied.map((o) => ({ userId: o.createdBy, text: NOTIFY.clauseTie({ player: o.name, playerId: due.playerId, until }) })),
      );
    });
    return { playerId: due.playerId, outcome: 'extended' };
  }
  if (decision.kind === 'losses_cap')
    return closeRound(
      ctx,
      key,
      offers.map((o) => o.id),
      'losses_cap',
      now,
    );

  // The best offer is confirmed exactly as staff would (confirmOffer judges the round again, with
  // the player locked); one that cannot be confirmed for a missing party or money is closed and
  // the next is tried. What happened is read from the refusal's code (MARKET_ERRORS, decisions 016
  // and 031): a missing party is not a lack of money, though both answer 422.
  let unpaid: ClauseRoundReason = 'no_funds';
  for (const offerId of decision.ranking) {
    const refusal = await attempt(() => confirmOffer(ctx, offerId));
    switch (refusal) {
      case undefined:
        await repo.recordOutcome(deps.db, key, { status: 'resolved', winnerOfferId: offerId, reason: decision.reason, resolvedAt: now });
        return { playerId: due.playerId, outcome: 'resolved', winnerOfferId: offerId, reason: decision.reason };
      case 'offer.seller_not_found':
      case 'offer.creator_not_found':
      case 'offer.destination_team_not_found':
        unpaid = 'party_missing';
        await closeAll(ctx, [offerId]);
        continue;
      case 'money.insufficient_funds':
        await closeAll(ctx, [offerId]);
        continue;
      case 'offer.losses_cap':
        return closeRound(ctx, key, decision.ranking, 'losses_cap', now);
      case 'offer.already_confirmed':
      case 'offer.closed':
      case 'offer.not_round_pick':
      case 'offer.round_tied':
      case 'offer.round_in_extension':
      case 'offer.hidden':
        // Someone else (staff or another process) moved this round meanwhile: the next run sees it as it is now.
        return { playerId: due.playerId, outcome: 'skipped' };
      default:
        throw new Error(`clause round of player ${due.playerId}: unexpected refusal ${refusal}`);
    }
  }
  await repo.recordOutcome(deps.db, key, { status: 'closed', winnerOfferId: null, reason: unpaid, resolvedAt: now });
  return { playerId: due.playerId, outcome: 'closed', reason: unpaid };
}

/** Runs an offer action; the code of its market refusal (undefined when it went through). Any other error passes. */
async function attempt(action: () => Promise<unknown>): Promise<MarketErrorCode | undefined> {
  try {
    await action();
    return undefined;
  } catch (err) {
    const code = errorCodeOf(err);
    if (!code || !isMarketErrorCode(code)) throw err;
    return code;
  }
}

async function closeRound(ctx: ActingContext, key: repo.RoundKey, offerIds: readonly number[], reason: ClauseRoundReason, now: Date): Promise<RoundResult> {
  await closeAll(ctx, offerIds);
  await repo.recordOutcome(ctx.db, key, { status: 'closed', winnerOfferId: null, reason, resolvedAt: now });
  return { playerId: key.playerId, outcome: 'closed', reason };
}

/** Closes offers through the close-offer command; one already decided by someone else is left as it is. */
async function closeAll(ctx: ActingContext, offerIds: readonly number[]) {
  for (const id of offerIds) {
    const refusal = await attempt(() => closeOffer(ctx, id));
    if (refusal && refusal !== 'offer.already_confirmed' && refusal !== 'offer.closed') throw new Error(`closing offer ${id}: unexpected refusal ${refusal}`);
  }
}
