import type { MarketErrorCode } from '../errors';
import type { SeasonRules } from '../season-rules';

const HOUR_MS = 3_600_000;

/**
 * Where a transfer between managers stands in its review (decision 023). `null` is a transfer
 * that never went to review (the season had none, or it was not confirmed yet).
 * 'staff' and 'objection' are pending reviews; 'approved', 'consented' and 'vetoed' are decided.
 */
export const TRADE_REVIEW_STATES = ['staff', 'objection', 'approved', 'consented', 'vetoed'] as const;
export type TradeReviewState = (typeof TRADE_REVIEW_STATES)[number];

export const TRADE_REVIEW_STATE_LABELS: Record<TradeReviewState, string> = {
  staff: 'En revisión de la organización',
  objection: 'En ventana de objeciones',
  approved: 'Aprobada por la organización',
  consented: 'Firme: nadie la vetó en la ventana',
  vetoed: 'Vetada por la organización',
};

/** What the other party's confirmation leads to under the season's rules. */
export type AcceptanceOutcome = { kind: 'final' } | { kind: 'review'; state: 'staff'; until: null } | { kind: 'review'; state: 'objection'; until: Date };

/**
 * The other party confirmed at `at`: final at once (no review), waiting for staff, or in the
 * objection window until `at` + trade_objection_hours (silence means consent).
 */
export function acceptanceOutcome(at: Date, rules: SeasonRules): AcceptanceOutcome {
  switch (rules.trade_review) {
    case 'none':
      return { kind: 'final' };
    case 'staff':
      return { kind: 'review', state: 'staff', until: null };
    case 'objection':
      return { kind: 'review', state: 'objection', until: new Date(at.getTime() + rules.trade_objection_hours * HOUR_MS) };
  }
}

/** A pending review: the transfer waits for staff, or for its objection window to pass. */
export const isUnderReview = (state: string | null): state is 'staff' | 'objection' => state === 'staff' || state === 'objection';

/** Why a manager may not object to a transfer (codes of MARKET_ERRORS, market/errors.ts). */
export type ObjectionRefusal = Extract<MarketErrorCode, 'transfer.objection_window_closed' | 'transfer.party_cannot_object' | 'transfer.already_objected'>;

/** Why a manager may not object to a transfer, or null when he may. */
export function objectionRefusal(input: {
  state: string | null;
  until: Date | null;
  now: Date;
  readerId: number;
  parties: readonly number[];
  alreadyObjected: boolean;
}): ObjectionRefusal | null {
  if (input.state !== 'objection' || !input.until || input.now.getTime() >= input.until.getTime()) return 'transfer.objection_window_closed';
  if (input.parties.includes(input.readerId)) return 'transfer.party_cannot_object';
  if (input.alreadyObjected) return 'transfer.already_objected';
  return null;
}
