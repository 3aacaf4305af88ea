import {
  CLAUSE_ROUND_REASONS,
  clauseRange,
  decideClauseRound,
  formatLeagueTime,
  formatMoney,
  isMarketErrorCode,
  NOTIFY,
  pageMeta,
  rankClauseOffers,
  SEASON_RULES_MSG,
  sealOffer,
  type ClauseRaiseBody,
  type ClauseRound,
  type ClauseRoundReason,
  type MarketErrorCode,
  type SeasonListQuery,
} from '@superliga/league';
import { systemActor, type ActingContext, type Actor, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { errorCodeOf, refuse } from '../../lib/errors';
import { publish } from '../../lib/events';
import { requireAvailable } from '../money';
import { notify } from '../../features/notifications/notifications.service';
import { closeOffer } from '../offers/commands/close-offer';
import { confirmOffer } from '../offers/commands/confirm-offer';
import { clauseLossesOf } from '../offers/queries';
import { lockPlayers } from '../players/players.service';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import * as repo from './clause-rounds.repository';

type Due = Awaited<ReturnType<typeof repo.dueRounds>>[number];

/** The rounds due at the clock's now and not resolved yet (the clause-rounds job's backlog, the stuck-round alert). */
export const dueRounds = (deps: ServiceDeps) => repo.dueRounds(deps.db, deps.clock.now());
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

const rethrow = (err: unknown) => {
  throw err;
};

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

/**
 * `POST /clause-rounds/offers/{id}/raise`: during a tie extension a tied manager raises his total,
 * within the season's clause range and his available budget. The other offers stay as they are.
 */
export async function raiseOffer(ctx: ServiceContext, offerId: number, body: ClauseRaiseBody) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const seen = await repo.findOfferWithRound(tx, offerId, now);
    if (!seen) throw refuse('offer.not_found');
    // The player row first (decision 009): a raise and a confirmation of the round take turns, so
    // a confirmation at the extension's end sees a raise made in time (decision 016).
    await lockPlayers(tx, [seen.offer.playerId]);
    const { offer, round, extensionRunning, revealKey } = (await repo.findOfferWithRound(tx, offerId, now))!;
    if (offer.createdBy !== ctx.actor.id) throw refuse('offer.raise_not_tied');
    if (offer.confirmed !== 'no' || offer.active !== 'yes') throw refuse(offer.confirmed === 'yes' ? 'offer.already_confirmed' : 'offer.closed');
    // Whether the extension still runs the database compared (decision 016).
    if (!round || round.status !== 'extended' || !extensionRunning) throw refuse('offer.raise_not_in_extension');
    const open = await repo.openOffersOfRound(tx, offer.playerId, revealKey);
    const best = Math.max(...open.map((o) => o.total_value));
    if (offer.totalValue !== best) throw refuse('offer.raise_not_tied');
    if (body.total_value <= offer.totalValue) throw refuse('offer.raise_not_higher');
    const rules = await rulesForSeason(tx, offer.seasonId);
    const { min, max } = clauseRange(offer.value, rules);
    if (body.total_value < min || body.total_value > max) throw refuse('offer.raise_out_of_range', formatMoney(max));
    // The offer's own total is already committed; only the difference must be available.
    await requireAvailable(tx, ctx.actor.id, body.total_value - offer.totalValue, { field: 'total_value' });
    if (!(await repo.raiseOpenOffer(tx, offer.id, body.total_value - offer.value, body.total_value))) throw refuse('offer.closed');
  });
  // Screens listening for offers refetch them; a raise changes an open offer like a new one.
  await publish(ctx, { type: 'offer.created', payload: { id: offerId } });
  return { message: SEASON_RULES_MSG.raiseDone };
}

/** `GET /clause-rounds?season=`: the public log, newest reveal first; each offer sealed for its reader (sealOffer). */
export async function listRounds(ctx: ServiceContext, query: SeasonListQuery) {
  const now = ctx.clock.now();
  const page = query.all ? undefined : { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [keys, total] = await Promise.all([
    repo.listRoundKeys(ctx.db, query.season, page),
    query.all ? Promise.resolve(0) : repo.countRounds(ctx.db, query.season),
  ]);
  const playerIds = [...new Set(keys.map((k) => k.playerId))];
  const offers = await repo.offersOfPlayers(ctx.db, playerIds, now);
  // A round is named by its player and its exact reveal instant as the database wrote it (decision 016).
  const keyOf = (playerId: number, revealKey: string) => `${playerId}@${revealKey}`;
  const data = keys.map((k) => {
    const key = keyOf(k.playerId, k.revealKey);
    return presentRound(
      offers.filter((o) => keyOf(o.offer.playerId, o.revealKey) === key),
      ctx.actor,
    );
  });
  return query.all ? { data } : { data, meta: pageMeta(total, query.page, query.per_page) };
}

type OfferOfRound = Awaited<ReturnType<typeof repo.offersOfPlayers>>[number];

function presentRound(rows: OfferOfRound[], reader: Actor): ClauseRound {
  const first = rows[0]!;
  const round = first.round;
  // Every offer of the log passes through the one visibility rule, like every other offer on the wire.
  const offers = rows.map((o) =>
    sealOffer(
      {
        id: o.offer.id,
        created_by: { id: o.offer.createdBy, name: o.creatorName },
        total_value: o.offer.totalValue,
        created_at: o.offer.createdAt.toISOString(),
        confirmed: o.offer.confirmed as 'yes' | 'no',
        active: o.offer.active as 'yes' | 'no',
        receipt_hash: o.offer.receiptHash,
        receipt_salt: o.offer.receiptSalt,
        receipt_total: o.offer.receiptTotal,
        hidden: o.hidden,
      },
      reader,
    ),
  );
  const revealed = !first.hidden;
  const confirmed = offers.find((o) => o.confirmed === 'yes');
  const open = offers.some((o) => o.active === 'yes');
  let reason: ClauseRoundReason | null = (round?.reason as ClauseRoundReason | null) ?? null;
  if (!reason && confirmed) reason = 'staff_confirmed';
  if (!reason && !open) reason = 'staff_closed';
  // A decided round reads as decided (staff may close one before its reveal); an open one by its time.
  const status: ClauseRound['status'] = confirmed
    ? 'resuelta'
    : !open
      ? 'cerrada'
      : !revealed
        ? 'oculta'
        : round?.status === 'extended'
          ? 'prorroga'
          : 'abierta';
  const decided = status === 'resuelta' || status === 'cerrada';
  return {
    id_player: { id: first.offer.playerId, name: first.playerName },
    id_team: { id: first.offer.teamId, name: first.teamName },
    id_season: first.offer.seasonId,
    reveal_at: first.offer.revealAt.toISOString(),
    extended_until: round?.extendedUntil ? round.extendedUntil.toISOString() : null,
    status,
    winner: confirmed ? { id_offer: confirmed.id, created_by: confirmed.created_by } : null,
    reason: decided ? CLAUSE_ROUND_REASONS[reason ?? 'staff_closed'] : null,
    reason_code: decided ? (reason ?? 'staff_closed') : null,
    runner_up: revealed ? runnerUp(rows, confirmed?.id) : null,
    offers: offers.map(({ hidden: _hidden, ...o }) => o),
  };
}

/** The best total among the round's offers other than the winner (or than the best, when none won); null with a single offer. */
function runnerUp(rows: OfferOfRound[], winnerId: number | undefined): number | null {
  const ranked = rankClauseOffers(rows.map((o) => ({ id: o.offer.id, total_value: o.offer.totalValue, created_at: o.offer.createdAt })));
  const first = winnerId ?? ranked[0]?.id;
  return ranked.find((o) => o.id !== first)?.total_value ?? null;
}
