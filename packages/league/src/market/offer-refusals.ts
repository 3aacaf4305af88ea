import type { ErrorCode } from '../common/error-codes';

/**
 * Why confirming an offer was refused, by code, with the kind of error (ERROR_STATUS) each is
 * answered as. The clause-round resolver decides what happened from these codes, never from an
 * HTTP status or a Spanish text (decision 016): two refusals may share a status and a text may change.
 */
export const OFFER_REFUSALS = {
  offerNotFound: 'notFound',
  /** Still inside its window. */
  offerHidden: 'conflict',
  /** Confirmed or closed already (by staff or another process). */
  offerDecided: 'conflict',
  roundInExtension: 'conflict',
  roundTied: 'conflict',
  notRoundPick: 'conflict',
  lossesCap: 'conflict',
  /** The offer's player is no longer where the offer expects him. */
  playerMoved: 'conflict',
  /** The selling team has no active manager, the offer's creator is gone or has no team. */
  partyMissing: 'validation',
  /** The offer's creator cannot pay its total. */
  buyerCannotPay: 'validation',
} as const satisfies Record<string, ErrorCode>;
export type OfferRefusalCode = keyof typeof OFFER_REFUSALS;
