/** Spanish texts of an auction's bids that the specification does not fix (its low-bid text is MSG.bidTooLow). */
export const BIDS_MSG = {
  /** What the documents' low-bid text leaves out (001 §5). */
  bidRaiseRule: (min: string, raise: string) => `Tiene que ser de al menos ${min}: la anterior más ${raise}.`,
  firstBidTooLow: (min: string) => `La primera oferta debe ser de al menos ${min}.`,
} as const;
