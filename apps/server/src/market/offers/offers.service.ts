import {
  canBeClauseTarget,
  clauseLossesReached,
  formatLeagueTime,
  isWhereExpected,
  judgeRoundConfirmation,
  MSG,
  ANNOUNCE,
  mention,
  NOTIFY,
  pageMeta,
  receiptHash,
  revealTimeForPlayer,
  sealOffer,
  validateClauseTotal,
  type ClauseBody,
  type ClauseListQuery,
  type Offer,
  type RoundConfirmationRefusal,
  type SeasonListQuery,
} from '@superliga/league';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { actingUserId, isSystemActor, type ActingContext, type Actor, type ServiceContext } from '../../lib/context';
import { auditActorOf, recordAudit } from '../../features/audit/audit.service';
import { publish } from '../../lib/events';
import { refuse } from '../../lib/errors';
import { presentReversalMark } from '../../lib/reversal-mark';
import { moneyTransaction } from '../../lib/transaction';
import { applyMovements, judgeAvailable, lockBudget } from '../money';
import { insertOfferWithNotice } from '../reads/new-offer';
import { readOfferTerms } from '../reads/offer-terms';
import { announce } from '../../features/notifications/discord.service';
import { notify, noticesStatement } from '../../features/notifications/notifications.service';
import { lockPlayers, refuseHeld } from '../players/players.service';
import { cachedRulesForSeason, rulesForSeason } from '../../features/season-rules/season-rules.service';
import { cachedCurrentSeason } from '../../features/settings/settings.service';
import { cachedManagedTeam, managedTeam } from '../../features/teams/teams.service';
import { judgeReturn } from '../squad/release-history.service';
import { alertOfferReceived, alertRoundResolved } from '../../features/watchlist/watchlist.service';
import * as repo from './offers.repository';
import * as squad from '../squad';
import { asPlayerOffer } from './player-offer.presenter';

const LEDGER_KIND = 'release_clause';

/** Who decided: the staff member, or no user when the server resolves a clause round (SERVER_ACTOR). */
const deciderOf = (ctx: ActingContext) => actingUserId(ctx.actor);

/** Players a team lost by clause in a season: the count the losses cap (max_clause_losses) is checked against. */
export function clauseLossesOf(db: DbOrTx, teamId: number, seasonId: number) {
  return repo.lossesThisSeason(db, teamId, seasonId);
}

/** The same count for many teams at once (the compliance report). */
export function clauseLossesByTeam(db: DbOrTx, seasonId: number, teamIds: readonly number[]) {
  return repo.lossesBySeason(db, seasonId, teamIds);
}

/**
 * An offer as its reader may see it: every offer put on the wire is shaped here and sealed by
 * sealOffer (decisions 009, 016); whether it is still hidden the database decided (`row.hidden`).
 */
function presentOffer(row: repo.OfferListRow, actor: Actor): Offer {
  const o = row.offer;
  return sealOffer(
    {
      id: o.id,
      id_player: { id: o.playerId, name: o.name },
      name: o.name,
      id_team: row.team,
      created_by: { id: o.createdBy, name: row.creatorName },
      other_players: o.otherPlayers,
      value: o.value,
      extra_value: o.extraValue,
      total_value: o.totalValue,
      id_season: { id: o.seasonId, name: row.seasonName ?? '' },
      status: o.status,
      confirmed: o.confirmed as 'yes' | 'no',
      active: o.active as 'yes' | 'no',
      created_at: o.createdAt.toISOString(),
      reveal_at: o.revealAt.toISOString(),
      hidden: row.hidden,
      reversal: presentReversalMark(row.reversal),
    },
    actor,
  );
}

/**
 * `POST /clausula_rescision`: a manager offers for a player of another league team. The value is
 * the stored player value, the total is recomputed, and the whole total is committed money.
 */
export async function createOffer(ctx: ServiceContext, body: ClauseBody) {
  if (body.created_by !== undefined && body.created_by !== ctx.actor.id) throw refuse('offer.creator_mismatch');
  const myTeam = await cachedManagedTeam(ctx, ctx.actor.id);
  if (!myTeam || !myTeam.division) throw refuse('offer.needs_team');
  // Through the read cache: every offer of a deadline rush reads them (an offer changes neither).
  const season = await cachedCurrentSeason(ctx);
  const rules = await cachedRulesForSeason(ctx, season.id);
  const now = ctx.clock.now();
  // The sealed receipt (decision 023): SHA-256 of the offer's player, author, total and a secret
  // salt, handed to the author now; the salt is published in the round's log at the reveal.
  const salt = randomBytes(16).toString('hex');
  const receipt = await receiptHash({ playerId: body.id_player, authorId: ctx.actor.id, total: body.total_value, salt });

  const id = await moneyTransaction(ctx.db, async (tx) => {
    // Everything the offer is judged on, in one round trip and in the market's lock order (reads/offer-terms.ts).
    const { target, budget, committed, operations, round, releasing } = await readOfferTerms(tx, {
      playerId: body.id_player,
      offererId: ctx.actor.id,
      teamId: body.id_team,
      seasonId: season.id,
      now,
    });
    if (!target) throw refuse('player.not_found');
    const { player, team } = target;
    // The offered total is judged against the stored value and the season's range; what the body says the value is does not count.
    const value = player.value;
    const total = body.total_value;
    const totalError = validateClauseTotal({ playerValue: value, total }, rules);
    if (totalError) throw refuse('offer.amount_out_of_range', totalError);
    judgeAvailable([budget, committed], ctx.actor.id, total, { field: 'total_value' });

    if (team.id !== body.id_team) throw refuse('offer.team_mismatch');
    if (team.id === myTeam.id) throw refuse('offer.own_player');
    if (!canBeClauseTarget({ status: player.status, division: team.division })) throw refuse('offer.target_invalid');
    refuseHeld([player], operations, 'offer');
    // A clause must not bring back a player the offerer's team released this season (decision 013).
    judgeReturn(releasing, { players: [player], teamId: myTeam.id, rules });
    // (The round was read for the team the body names: it is the player's, checked above.)
    const { losses, open, revealed } = round;
    // A team at its losses cap cannot lose another player by clause: refused now, not at the reveal.
    if (clauseLossesReached(losses, rules)) throw refuse('offer.losses_reached', rules.max_clause_losses);

    if (open.some((o) => o.createdBy === ctx.actor.id)) throw refuse('offer.duplicate');
    // A revealed round (being resolved, or in its tie extension) takes no newcomers: they would bid
    // knowing the amounts. The next round starts once this one is decided. (Revealed: as the database compares it, decision 016.)
    if (revealed) throw refuse('offer.round_revealed');
    // Every open offer on a player reveals together: the window counts from the first of them (this one when none is open).
    const revealAt = revealTimeForPlayer([...open.map((o) => o.createdAt), now], ctx.config.LEAGUE_TZ, rules)!;
    // The offer and, in the same round trip, the owner's notice (reads/new-offer.ts).
    const revealText = formatLeagueTime(revealAt, ctx.config.LEAGUE_TZ);
    const notice = noticesStatement(ctx, [
      { userId: team.userId, text: NOTIFY.offerReceived({ player: player.name, playerId: player.id, revealAt: revealText }) },
    ]);
    const offer = await insertOfferWithNotice(
      tx,
      {
        playerId: player.id,
        name: player.name,
        teamId: team.id,
        createdBy: ctx.actor.id,
        value,
        otherPlayers: body.other_players,
        extraValue: total - value,
        totalValue: total,
        seasonId: season.id,
        status: 'bloqueado',
        confirmed: 'no',
        active: 'yes',
        revealAt,
        createdAt: now,
        receiptSalt: salt,
        receiptHash: receipt,
        receiptTotal: total,
      },
      notice,
    );
    await alertOfferReceived(tx, ctx, { playerId: player.id, player: player.name, revealAt, authorId: ctx.actor.id, ownerId: team.userId });
    return offer.id;
  });
  await publish(ctx, { type: 'offer.created', payload: { id, id_player: body.id_player } });
  return { message: MSG.clauseSent, id, receipt };
}

export async function listOffers(ctx: ServiceContext, query: ClauseListQuery) {
  // The documents' client reads every offer with all=true and filters by its flags (001 §7).
  let scope: repo.OfferScope = query.all ? { kind: 'every' } : { kind: 'latest' };
  if (query.scope === 'mine') scope = { kind: 'mine', userId: ctx.actor.id };
  if (query.scope === 'received') {
    const team = await managedTeam(ctx.db, ctx.actor.id);
    if (!team) return query.all ? { data: [] } : { data: [], meta: pageMeta(0, query.page, query.per_page) };
    scope = { kind: 'received', teamId: team.id };
  }
  return pagedOffers(ctx, scope, query);
}

async function pagedOffers(ctx: ServiceContext, scope: repo.OfferScope, query: SeasonListQuery) {
  const now = ctx.clock.now();
  const present = (rows: repo.OfferListRow[]) => rows.map((r) => presentOffer(r, ctx.actor));
  if (query.all) return { data: present(await repo.listOffers(ctx.db, now, scope, query.season)) };
  const [rows, total] = await Promise.all([
    repo.listOffers(ctx.db, now, scope, query.season, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countOffers(ctx.db, scope, query.season),
  ]);
  return { data: present(rows), meta: pageMeta(total, query.page, query.per_page) };
}

/** `GET /ofertas-confirmadas` (Admin): confirmed offers, by creator name. */
export function confirmedOffers(ctx: ServiceContext, query: SeasonListQuery) {
  return pagedOffers(ctx, { kind: 'confirmed' }, query);
}

/** `GET /clausulas/{playerId}`: `{ player, offers }`, every offer made for the player, newest first. */
export async function playerOffers(ctx: ServiceContext, playerId: number) {
  const found = await repo.findPlayerWithTeam(ctx.db, playerId);
  if (!found) throw refuse('player.not_found');
  const rows = await repo.listOffers(ctx.db, ctx.clock.now(), { kind: 'player', playerId });
  const { player, team } = found;
  return {
    player: {
      id: player.id,
      name: player.name,
      status: player.status,
      value: player.value,
      ca: player.ca,
      pa: player.pa,
      age: player.age,
      id_team: { id: team.id, name: team.name },
    },
    offers: rows.map((r) => asPlayerOffer(presentOffer(r, ctx.actor))),
  };
}

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

/** Why an offer is no longer open, read again after the conditional update found nothing. */
const offerStateConflict = (offer: repo.OfferRow) => refuse(offer.confirmed === 'yes' ? 'offer.already_confirmed' : 'offer.closed');

/** `PUT /cerrar-oferta/{id}` (Admin, Organizador): the offer stops; no money moves. */
export async function closeOffer(ctx: ActingContext, offerId: number) {
  const offer = await repo.findOffer(ctx.db, offerId);
  if (!offer) throw refuse('offer.not_found');
  const closed = await ctx.db.transaction(async (tx) => {
    const done = await repo.decideOpenOffer(tx, offer.id, { active: 'no', decidedBy: deciderOf(ctx), decidedAt: ctx.clock.now() });
    if (done) {
      await notify(tx, ctx, [{ userId: offer.createdBy, text: NOTIFY.clauseLost({ player: offer.name, playerId: offer.playerId }) }]);
      await recordAudit(tx, {
        actor: auditActorOf(ctx.actor),
        kind: isSystemActor(ctx.actor) ? 'clause_round.offer_closed' : 'offer.closed_by_staff',
        at: ctx.clock.now(),
        userId: offer.createdBy,
        teamId: offer.teamId,
        seasonId: offer.seasonId,
        reference: `offer:${offer.id}`,
        before: { active: 'yes', confirmed: 'no' },
        after: { active: 'no', confirmed: 'no' },
      });
    }
    return done;
  });
  if (!closed) throw offerStateConflict((await repo.findOffer(ctx.db, offer.id)) ?? offer);
  await publish(ctx, { type: 'offer.closed', payload: { id: offer.id, id_player: offer.playerId } });
  return { message: MSG.offerClosedOk };
}
