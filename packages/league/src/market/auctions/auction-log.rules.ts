import { auctionEndsAt } from '../gates.rules';
import type { SeasonRules } from '../season-rules';

const HOUR_MS = 3_600_000;

/** How an auction's end was reached (decision 023): at its fixed time, or moved by soft-close bids (how many hours added). */
export type AuctionEndKind = 'fixed' | 'soft_close';
export const AUCTION_END_LABELS: Record<AuctionEndKind, string> = {
  fixed: 'Cierre fijo: a las horas de duración de la primera puja.',
  soft_close: 'Cierre con prórroga: pujas en la última hora movieron el cierre.',
};

/** How the auction screen words the summary. */
export const AUCTION_OUTCOME_MSG = {
  winning: 'Puja ganadora',
  runnerUp: 'segunda',
  none: 'ninguna de otro manager',
  added: (hours: number) => `Se agregaron ${String(hours).replace('.', ',')} h al cierre original.`,
} as const;

export type AuctionLog = {
  winning_bid: number | null;
  /** The best bid of anybody but the winner: what the winner had to beat. */
  runner_up: number | null;
  end: AuctionEndKind;
  original_ends_at: string;
  ends_at: string;
  added_hours: number;
};

/**
 * The verifiable summary of an auction (decision 023): the winning bid, the runner-up (the best bid
 * of another bidder), and how its end came: its original end is the first bid (the auction's
 * creation) plus the season's auction hours; any later end was added by soft-close bids.
 */
export function auctionLog(input: { createdAt: Date; endsAt: Date; bids: readonly { userId: number; amount: number }[] }, rules: SeasonRules): AuctionLog {
  const original = auctionEndsAt(input.createdAt, rules);
  const ranked = [...input.bids].sort((a, b) => b.amount - a.amount);
  const winner = ranked[0];
  const addedMs = Math.max(0, input.endsAt.getTime() - original.getTime());
  return {
    winning_bid: winner?.amount ?? null,
    runner_up: winner ? (ranked.find((b) => b.userId !== winner.userId)?.amount ?? null) : null,
    end: addedMs > 0 ? 'soft_close' : 'fixed',
    original_ends_at: original.toISOString(),
    ends_at: input.endsAt.toISOString(),
    added_hours: Math.round((addedMs / HOUR_MS) * 100) / 100,
  };
}
