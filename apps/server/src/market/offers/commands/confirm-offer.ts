import { formatLeagueTime, isWhereExpected, judgeRoundConfirmation, MSG, ANNOUNCE, mention, NOTIFY, type RoundConfirmationRefusal } from '@superliga/league';
import { isSystemActor, type ActingContext } from '../../../lib/context';
import { auditActorOf, recordAudit } from '../../../features/audit/audit.service';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { applyMovements, lockBudget } from '../../money';
import { announce } from '../../../features/notifications/discord.service';
import { notify } from '../../../features/notifications/notifications.service';
import { lockPlayers } from '../../players/player-reservations';
import { rulesForSeason } from '../../../features/season-rules/season-rules.service';
import { managedTeam } from '../../../features/teams/teams.service';
import { alertRoundResolved } from '../../../features/watchlist/watchlist.service';
import * as repo from '../offers.repository';
import * as squad from '../../squad';
import { LEDGER_KIND, deciderOf, offerStateConflict } from '../offer-decisions';

/**
 * `POST /confirm-offer` (Admin, Organizador) and the clause-round resolver: only the offer id comes
 * from the body; amounts, payer and payee come from the records. Exactly once; refused while the
 * offer is hidden, during its round's tie extension, and for any offer but the one the round's
 * rule picks (judgeRoundConfirmation, decision 016). Every check that money depends on happens
 * inside the transaction on locked rows, in the market's lock order (decision 009): the player, the
 * offer, the selling team, the budgets by user id. Refusals carry their code (MARKET_ERRORS, decision 031).
 */
export async function confirmOffer(ctx: ActingContext, offerId: number) {
  const now = ctx.clock.now();
  await moneyTransaction(ctx.db, async (tx) => {
    const seen = await repo.findOffer(tx, offerId);
    if (!seen) throw refuse('offer.not_found');
    // The player row first: racing confirmations of this player's offers (staff and resolvers) take turns here (decision 009).
    const [player] = await lockPlayers(tx, [seen.playerId]);
    if (!player) throw refuse('player.not_found');
    // The round as the database sees it now, read after the turn came: what an earlier confirmation did is in it.
    const round = (await repo.roundOfOffer(tx, offerId, now))!;
    const offer = round.offer;
    if (offer.confirmed !== 'no' || offer.active !== 'yes') throw offerStateConflict(offer);
    if (round.hidden) throw refuse('offer.hidden', formatLeagueTime(offer.revealAt, ctx.config.LEAGUE_TZ));
    const rules = await rulesForSeason(tx, offer.seasonId);
    const verdict = judgeRoundConfirmation(
      {
        offerId: offer.id,
        offers: round.open,
        revealAt: offer.revealAt,
        extendedUntil: round.extendedUntil,
        extensionRunning: round.extensionRunning,
        lostThisSeason: await repo.lossesThisSeason(tx, offer.teamId, offer.seasonId),
      },
      rules,
    );
    if (!verdict.ok) throw roundRefusal(ctx, verdict.refusal, round.extendedUntil, rules.max_clause_losses);
    // The player's status before he moves is kept: a reversal gives it back.
    const decided = await repo.decideOpenOffer(tx, offer.id, {
      confirmed: 'yes',
      active: 'no',
      decidedBy: deciderOf(ctx),
      decidedAt: now,
      previousStatus: player.status,
    });
    if (!decided) throw offerStateConflict(offer);
    if (!isWhereExpected(player, { teamId: offer.teamId })) throw refuse('player.not_where_expected', player.name);

    const sellingTeam = await repo.lockTeam(tx, offer.teamId);
    const sellerId = sellingTeam?.userId;
    if (!sellerId || !(await repo.findActiveUser(tx, sellerId))) throw refuse('offer.seller_not_found');
    if (!(await repo.findActiveUser(tx, offer.createdBy))) throw refuse('offer.creator_not_found');
    const destination = await managedTeam(tx, offer.createdBy);
    if (!destination) throw refuse('offer.destination_team_not_found');
    // Counted with the team row locked, this one included: two confirmations cannot both pass.
    if ((await repo.lossesThisSeason(tx, offer.teamId, offer.seasonId)) > rules.max_clause_losses) {
      throw refuse('offer.losses_cap', rules.max_clause_losses);
    }
    const budgets = new Map<number, number>();
    for (const id of [offer.createdBy, sellerId].sort((a, b) => a - b)) budgets.set(id, (await lockBudget(tx, id))?.profits ?? 0);
    // The creator cannot pay: said by its code, so the resolver closes this offer and tries the next.
    if (budgets.get(offer.createdBy)! < offer.totalValue) throw refuse('money.insufficient_funds');

    await applyMovements(
      tx,
      [
        {
          userId: offer.createdBy,
          amount: -offer.totalValue,
          kind: LEDGER_KIND,
          reference: `offer:${offer.id}`,
          description: `Cláusula: ${offer.name}`,
          requireFunds: true,
        },
        { userId: sellerId, amount: offer.totalValue, kind: LEDGER_KIND, reference: `offer:${offer.id}`, description: `Cláusula recibida: ${offer.name}` },
      ],
      { actorId: deciderOf(ctx) ?? undefined, seasonId: offer.seasonId },
    );
    await squad.movePlayer(tx, offer.playerId, destination.id, 'bloqueado');
    const others = await repo.openOffersOnPlayer(tx, offer.playerId);
    const losers = others.map((o) => o.createdBy);
    // Revealed by now (confirmation waits for the reveal): the channel sees every offer of the round.
    const roundTexts = [offer, ...others].map((o) => ({ by: mention(o.createdBy), amount: o.totalValue }));
    await announce(
      tx,
      ctx,
      'clause_round.resolved',
      ANNOUNCE.clauseResolved({ player: offer.name, winner: mention(offer.createdBy), amount: offer.totalValue, offers: roundTexts }),
    );
    await repo.closeSiblings(tx, offer.playerId, offer.id, deciderOf(ctx), now);
    // Staff confirming, or the round's resolver confirming as staff would (docs/decisions/022-audit-log.md).
    await recordAudit(tx, {
      actor: auditActorOf(ctx.actor),
      kind: isSystemActor(ctx.actor) ? 'clause_round.resolved' : 'offer.confirmed_by_staff',
      at: now,
      userId: offer.createdBy,
      teamId: offer.teamId,
      seasonId: offer.seasonId,
      reference: `offer:${offer.id}`,
      before: { team_id: offer.teamId, status: player.status, closed_offers: others.map((o) => o.id) },
      after: { team_id: destination.id, status: 'bloqueado', amount: offer.totalValue, buyer_id: offer.createdBy, seller_id: sellerId },
    });
    const named = { player: offer.name, playerId: offer.playerId };
    await notify(tx, ctx, [
      { userId: offer.createdBy, text: NOTIFY.clauseWon({ ...named, amount: offer.totalValue }) },
      ...losers.map((userId) => ({ userId, text: NOTIFY.clauseLost(named) })),
    ]);
    await alertRoundResolved(tx, ctx, { ...named, team: destination.name, except: [offer.createdBy, sellerId, ...losers] });
    return offer.playerId;
  }).then((playerId) => publish(ctx, { type: 'offer.confirmed', payload: { id: offerId, id_player: playerId } }));
  return { message: MSG.offerConfirmed };
}

/** The round's refusal with its figures (texts in MARKET_ERRORS). */
function roundRefusal(ctx: ActingContext, refusal: RoundConfirmationRefusal, extendedUntil: Date | null, maxLosses: number) {
  switch (refusal) {
    case 'offer.round_in_extension':
      return refuse(refusal, formatLeagueTime(extendedUntil!, ctx.config.LEAGUE_TZ));
    case 'offer.round_tied':
    case 'offer.not_round_pick':
      return refuse(refusal);
    case 'offer.losses_cap':
      return refuse(refusal, maxLosses);
  }
}
