import {
  canBeClauseTarget,
  clauseLossesReached,
  formatLeagueTime,
  MSG,
  NOTIFY,
  receiptHash,
  revealTimeForPlayer,
  validateClauseTotal,
  type ClauseBody,
} from '@superliga/league';
import { randomBytes } from 'node:crypto';
import { type ServiceContext } from '../../../lib/context';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/transaction';
import { judgeAvailable } from '../../money';
import { insertOfferWithNotice, readOfferTerms } from '../../reads/offer';
import { noticesStatement } from '../../../features/notifications/notifications.service';
import { refuseHeld } from '../../players/player-reservations';
import { cachedRulesForSeason } from '../../../features/season-rules/season-rules.service';
import { cachedCurrentSeason } from '../../../features/settings/settings.service';
import { cachedManagedTeam } from '../../../features/teams/teams.service';
import { judgeReturn } from '../../squad/release-history';
import { alertOfferReceived } from '../../../features/watchlist/watchlist.service';

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
    // Everything the offer is judged on, in one round trip and in the market's lock order (reads/offer.ts).
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
    judgeAvailable({ budget, committed }, ctx.actor.id, total, { field: 'total_value' });

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
    // The offer and, in the same round trip, the owner's notice (reads/offer.ts).
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
