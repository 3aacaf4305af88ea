import { ERROR_STATUS, OFFER_REFUSALS, type OfferRefusalCode } from '@superliga/league';
import { AppError, type FieldErrors } from '../../lib/errors';

/** A refusal of an offer's confirmation or closing, answered like any AppError, carrying its code (OFFER_REFUSALS). */
export class OfferRefusal extends AppError {
  constructor(
    readonly code: OfferRefusalCode,
    message: string,
    errors?: FieldErrors,
  ) {
    super(ERROR_STATUS[OFFER_REFUSALS[code]], message, errors);
  }
}

export const refuseOffer = (code: OfferRefusalCode, message: string, errors?: FieldErrors) => new OfferRefusal(code, message, errors);

/** The code of an offer refusal; undefined for any other error (which the caller should let through). */
export const offerRefusalCode = (err: unknown): OfferRefusalCode | undefined => (err instanceof OfferRefusal ? err.code : undefined);
