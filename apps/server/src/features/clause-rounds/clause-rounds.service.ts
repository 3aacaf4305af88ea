import {
  CLAUSE_ROUND_REASONS,
  clauseRange,
  decideClauseRound,
  formatLeagueTime,
  formatMoney,
  isHidden,
  MSG,
  NOTIFY,
  pageMeta,
  SEASON_RULES_MSG,
  type ClauseRaiseBody,
  type ClauseRound,
  type ClauseRoundReason,
  type SeasonListQuery,
} from '@superliga/league';
import { SERVER_ACTOR, type ServiceContext, type ServiceDeps } from '../../lib/context';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { requireAvailable } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import { clauseLossesOf, closeOffer, confirmOffer } from '../offers/offers.service';
import { rulesForSeason } from '../season-rules/season-rules.service';
import * as repo from './clause-rounds.repository';

type Due = Awaited<ReturnType<typeof repo.dueRounds>>[number];
export type RoundResult = { playerId: number; outcome: 'extended' | 'resolved' | 'closed' | 'skipped'; winnerOfferId?: number; reason?: ClauseRoundReason };

/**
 * Resolves every clause round due at the clock's now (issue 18 item 2). Safe to run from several
 * processes at once: each confirmation is the offers service's conditional update, the extension
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
  const ctx: ServiceContext = { ...deps, actor: SERVER_ACTOR };
  const key = { playerId: due.playerId, revealAt: due.revealAt, seasonId: due.seasonId, teamId: due.teamId };
  const rules = await rulesForSeason(deps.db, due.seasonId);
  const offers = await repo.openOffersOfRound(deps.db, due.playerId, due.revealAt);
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
  if (decision.kind === 'losses_cap') {
    await closeAll(
      ctx,
      offers.map((o) => o.id),
    );
    await repo.recordOutcome(deps.db, key, { status: 'closed', winnerOfferId: null, reason: 'losses_cap', resolvedAt: now });
    return { playerId: due.playerId, outcome: 'closed', reason: 'losses_cap' };
  }

  // The best offer is confirmed exactly as staff would; one its creator cannot pay is closed and the next is tried.
  for (const offerId of decision.ranking) {
    try {
      await confirmOffer(ctx, offerId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.statusCode === 422) {
        await closeAll(ctx, [offerId]);
        continue;
      }
      if (err.message === MSG.offerAlreadyConfirmed || err.message === MSG.offerClosed) {
        // Another process (or a staff member) decided this round first: nothing more to do here.
        return { playerId: due.playerId, outcome: 'skipped' };
      }
      if (err.statusCode === 409 && (await clauseLossesOf(deps.db, due.teamId, due.seasonId)) >= rules.max_clause_losses) {
        await closeAll(ctx, decision.ranking);
        await repo.recordOutcome(deps.db, key, { status: 'closed', winnerOfferId: null, reason: 'losses_cap', resolvedAt: now });
        return { playerId: due.playerId, outcome: 'closed', reason: 'losses_cap' };
      }
      throw err;
    }
    await repo.recordOutcome(deps.db, key, { status: 'resolved', winnerOfferId: offerId, reason: decision.reason, resolvedAt: now });
    return { playerId: due.playerId, outcome: 'resolved', winnerOfferId: offerId, reason: decision.reason };
  }
  await repo.recordOutcome(deps.db, key, { status: 'closed', winnerOfferId: null, reason: 'no_funds', resolvedAt: now });
  return { playerId: due.playerId, outcome: 'closed', reason: 'no_funds' };
}

/** Closes offers through the offers service; one already decided by someone else is left as it is. */
async function closeAll(ctx: ServiceContext, offerIds: readonly number[]) {
  for (const id of offerIds) {
    try {
      await closeOffer(ctx, id);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 409)) throw err;
    }
  }
}

/**
 * `POST /clause-rounds/offers/{id}/raise`: during a tie extension a tied manager raises his total,
 * within the season's clause range and his available budget. The other offers stay as they are.
 */
export async function raiseOffer(ctx: ServiceContext, offerId: number, body: ClauseRaiseBody) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findOfferWithRound(tx, offerId);
    if (!found) throw notFound(MSG.offerNotFound);
    const { offer, round } = found;
    if (offer.createdBy !== ctx.actor.id) throw forbidden(SEASON_RULES_MSG.raiseNotTied);
    if (offer.confirmed !== 'no' || offer.active !== 'yes') throw conflict(offer.confirmed === 'yes' ? MSG.offerAlreadyConfirmed : MSG.offerClosed);
    if (!round || round.status !== 'extended' || !round.extendedUntil || now.getTime() >= round.extendedUntil.getTime()) {
      throw conflict(SEASON_RULES_MSG.raiseNotInExtension);
    }
    const open = await repo.openOffersOfRound(tx, offer.playerId, offer.revealAt);
    const best = Math.max(...open.map((o) => o.total_value));
    if (offer.totalValue !== best) throw forbidden(SEASON_RULES_MSG.raiseNotTied);
    if (body.total_value <= offer.totalValue) throw fieldError('total_value', SEASON_RULES_MSG.raiseMustBeHigher);
    const rules = await rulesForSeason(tx, offer.seasonId);
    const { min, max } = clauseRange(offer.value, rules);
    if (body.total_value < min || body.total_value > max) throw fieldError('total_value', SEASON_RULES_MSG.raiseOutOfRange(formatMoney(max)));
    // The offer's own total is already committed; only the difference must be available.
    await requireAvailable(tx, ctx.actor.id, body.total_value - offer.totalValue, { field: 'total_value' });
    if (!(await repo.raiseOpenOffer(tx, offer.id, body.total_value - offer.value, body.total_value))) throw conflict(MSG.offerClosed);
  });
  // Screens listening for offers refetch them; a raise changes an open offer like a new one.
  await publish(ctx, { type: 'offer.created', payload: { id: offerId } });
  return { message: SEASON_RULES_MSG.raiseDone };
}

/** `GET /clause-rounds?season=`: the public log, newest reveal first; amounts only once revealed. */
export async function listRounds(ctx: ServiceContext, query: SeasonListQuery) {
  const now = ctx.clock.now();
  const page = query.all ? undefined : { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [keys, total] = await Promise.all([
    repo.listRoundKeys(ctx.db, query.season, page),
    query.all ? Promise.resolve(0) : repo.countRounds(ctx.db, query.season),
  ]);
  const playerIds = [...new Set(keys.map((k) => k.playerId))];
  const [offers, rounds] = await Promise.all([repo.offersOfPlayers(ctx.db, playerIds), repo.roundsOfPlayers(ctx.db, playerIds)]);
  const keyOf = (playerId: number, at: Date) => `${playerId}@${at.getTime()}`;
  const data = keys.map((k) => {
    const key = keyOf(k.playerId, k.revealAt);
    return presentRound(
      offers.filter((o) => keyOf(o.offer.playerId, o.offer.revealAt) === key),
      rounds.find((r) => keyOf(r.playerId, r.revealAt) === key),
      now,
    );
  });
  return query.all ? { data } : { data, meta: pageMeta(total, query.page, query.per_page) };
}

type OfferOfRound = Awaited<ReturnType<typeof repo.offersOfPlayers>>[number];

function presentRound(offers: OfferOfRound[], round: repo.ClauseRoundRow | undefined, now: Date): ClauseRound {
  const first = offers[0]!;
  const revealed = !isHidden(first.offer.revealAt, now);
  const confirmed = offers.find((o) => o.offer.confirmed === 'yes');
  const open = offers.some((o) => o.offer.active === 'yes');
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
  return {
    id_player: { id: first.offer.playerId, name: first.playerName },
    id_team: { id: first.offer.teamId, name: first.teamName },
    id_season: first.offer.seasonId,
    reveal_at: first.offer.revealAt.toISOString(),
    extended_until: round?.extendedUntil ? round.extendedUntil.toISOString() : null,
    status,
    winner: confirmed ? { id_offer: confirmed.offer.id, created_by: { id: confirmed.offer.createdBy, name: confirmed.creatorName } } : null,
    reason: status === 'resuelta' || status === 'cerrada' ? CLAUSE_ROUND_REASONS[reason ?? 'staff_closed'] : null,
    offers: offers.map((o) => ({
      id: o.offer.id,
      created_by: { id: o.offer.createdBy, name: o.creatorName },
      // Hidden means hidden on the wire: no amount in the public log before the reveal.
      total_value: revealed || confirmed ? o.offer.totalValue : null,
      created_at: o.offer.createdAt.toISOString(),
      confirmed: o.offer.confirmed as 'yes' | 'no',
      active: o.offer.active as 'yes' | 'no',
    })),
  };
}
