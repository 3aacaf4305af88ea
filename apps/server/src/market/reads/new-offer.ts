import { runTogether, type Statement } from '../../db/batch';
import type { Tx } from '../../db/client';
import * as offers from '../offers/offers.repository';

/**
 * A new offer and, in the same round trip (decision 012), the owner's notice of it (`notice`, a
 * statement of the notifications' outbox, when the owner is told at all): he hears of it at once,
 * of the amount only when it is revealed.
 */
export async function insertOfferWithNotice(tx: Tx, values: Parameters<typeof offers.insertOfferStatement>[1], notice: Statement<unknown> | undefined) {
  const { offer } = await runTogether(tx, { offer: offers.insertOfferStatement(tx, values), ...(notice ? { notice } : {}) });
  return offer;
}
