import { MSG, NOTIFY } from '@superliga/league';
import { isSystemActor, type ActingContext } from '../../../lib/context';
import { auditActorOf, recordAudit } from '../../../features/audit/audit.service';
import { publish } from '../../../lib/events';
import { refuse } from '../../../lib/errors';
import { notify } from '../../../features/notifications/notifications.service';
import * as repo from '../offers.repository';
import { deciderOf, offerStateConflict } from '../offer-decisions';

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
