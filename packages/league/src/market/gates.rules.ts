import type { SeasonRules } from './season-rules';

const HOUR_MS = 3_600_000;

/** /transfer and /crear_subasta (and their POSTs) open the season's gate hours (4) after its start. */
export function marketOpensAt(seasonStart: Date, rules: SeasonRules): Date {
  return new Date(seasonStart.getTime() + rules.market_gate_hours * HOUR_MS);
}

export function isMarketOpen(seasonStart: Date, now: Date, rules: SeasonRules): boolean {
  return now.getTime() >= marketOpensAt(seasonStart, rules).getTime();
}

/** /protected unlocks at season start ('El mercado acaba de iniciar!'). */
export function hasSeasonStarted(seasonStart: Date, now: Date): boolean {
  return now.getTime() >= seasonStart.getTime();
}

export type Countdown = {
  total_ms: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
};

/** Time left until `target`, clamped at zero so a late render never shows negative numbers. */
export function countdown(target: Date, now: Date): Countdown {
  const total_ms = Math.max(0, target.getTime() - now.getTime());
  const totalSeconds = Math.floor(total_ms / 1000);
  return {
    total_ms,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    done: total_ms === 0,
  };
}

/** Bidding closes the season's auction hours (12) after the first bid, judged on the server. */
export function auctionEndsAt(firstBidAt: Date, rules: SeasonRules): Date {
  return new Date(firstBidAt.getTime() + rules.auction_hours * HOUR_MS);
}

/** Soft close (rulebook, like its reply windows): a bid this close to the end moves it to an hour after the bid... */
export const SOFT_CLOSE_WINDOW_HOURS = 1;
/** ...but never more than this many hours past the auction's original end. */
export const SOFT_CLOSE_MAX_EXTENSION_HOURS = 5;

/**
 * The end of an auction after a bid at `bidAt`. Fixed close: unchanged. Soft close: a bid in the
 * last SOFT_CLOSE_WINDOW_HOURS moves the end to that long after the bid, capped at the original
 * end (first bid + auction_hours) plus SOFT_CLOSE_MAX_EXTENSION_HOURS; the end never moves back.
 */
export function auctionEndAfterBid(input: { firstBidAt: Date; endsAt: Date; bidAt: Date }, rules: SeasonRules): Date {
  if (rules.auction_close !== 'soft') return input.endsAt;
  const window = SOFT_CLOSE_WINDOW_HOURS * HOUR_MS;
  if (input.endsAt.getTime() - input.bidAt.getTime() > window) return input.endsAt;
  const cap = auctionEndsAt(input.firstBidAt, rules).getTime() + SOFT_CLOSE_MAX_EXTENSION_HOURS * HOUR_MS;
  return new Date(Math.max(input.endsAt.getTime(), Math.min(input.bidAt.getTime() + window, cap)));
}

export function isAuctionOpen(endsAt: Date, now: Date): boolean {
  return now.getTime() < endsAt.getTime();
}
