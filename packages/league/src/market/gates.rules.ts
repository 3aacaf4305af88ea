import { DEFAULT_SEASON_RULES, type SeasonRules } from './season-rules';

const HOUR_MS = 3_600_000;

/** /transfer and /crear_subasta (and their POSTs) open the season's gate hours (4) after its start. */
export function marketOpensAt(seasonStart: Date, rules: SeasonRules = DEFAULT_SEASON_RULES): Date {
  return new Date(seasonStart.getTime() + rules.market_gate_hours * HOUR_MS);
}

export function isMarketOpen(seasonStart: Date, now: Date, rules: SeasonRules = DEFAULT_SEASON_RULES): boolean {
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
export function auctionEndsAt(firstBidAt: Date, rules: SeasonRules = DEFAULT_SEASON_RULES): Date {
  return new Date(firstBidAt.getTime() + rules.auction_hours * HOUR_MS);
}

export function isAuctionOpen(endsAt: Date, now: Date): boolean {
  return now.getTime() < endsAt.getTime();
}
