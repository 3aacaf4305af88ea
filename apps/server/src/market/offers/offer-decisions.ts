import { actingUserId, type ActingContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import * as repo from './offers.repository';

/** The ledger kind of a confirmed offer's payment (what the movements screen and a reversal read). */
export const LEDGER_KIND = 'release_clause';

/** Who decided: the staff member, or no user when the server resolves a clause round (SERVER_ACTOR). */
export const deciderOf = (ctx: ActingContext) => actingUserId(ctx.actor);

/** Why an offer is no longer open, read again after the conditional update found nothing. */
export const offerStateConflict = (offer: repo.OfferRow) => refuse(offer.confirmed === 'yes' ? 'offer.already_confirmed' : 'offer.closed');
