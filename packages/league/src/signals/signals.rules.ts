/**
 * Operations that look wrong, for staff to review (docs/decisions/030-signals-for-staff.md). Each rule is a
 * pure function over the season's data and returns the signals it finds, each with why; the server
 * reads the data and staff mark a signal reviewed. Nothing here refuses an operation.
 */

import { isStaff } from '../accounts/roles.rules';
import { paths } from '../core/paths';

export type SignalKind = 'low_price' | 'repeated_pair' | 'quick_return' | 'self_bidding' | 'shared_device';

export interface Signal {
  kind: SignalKind;
  /** What the signal is about, stable across runs so a review sticks to it (`transfer:12`, `pair:3-7`). */
  key: string;
  /** The user ids involved. */
  users: number[];
  /** The figures that made it a signal, for the sentence that explains it. */
  facts: Record<string, number | string>;
}

export interface SignalTransfer {
  id: number;
  sellerId: number;
  buyerId: number;
  /** What the buyer paid (money, net of money coming back). */
  price: number;
  /** The sum of the players' values at the time. */
  playersValue: number;
  at: Date;
  players: { id: number; fromTeamId: number; toTeamId: number }[];
}

/** A transfer paid below `ratio` of its players' value (a season setting, e.g. 0.5). */
export function lowPriceSignals(transfers: readonly SignalTransfer[], ratio: number): Signal[] {
  return transfers
    .filter((t) => t.playersValue > 0 && t.price < t.playersValue * ratio)
    .map((t) => ({
      kind: 'low_price',
      key: `transfer:${t.id}`,
      users: [t.sellerId, t.buyerId],
      facts: { price: t.price, players_value: t.playersValue, percent: Math.round((t.price / t.playersValue) * 100) },
    }));
}

/** The same two managers trading with each other at least `times` times in the season (either direction). */
export function repeatedPairSignals(transfers: readonly SignalTransfer[], times: number): Signal[] {
  const pairs = new Map<string, { users: [number, number]; count: number }>();
  for (const t of transfers) {
    const users = [t.sellerId, t.buyerId].sort((a, b) => a - b) as [number, number];
    const key = `pair:${users[0]}-${users[1]}`;
    const pair = pairs.get(key) ?? { users, count: 0 };
    pair.count++;
    pairs.set(key, pair);
  }
  return [...pairs].filter(([, p]) => p.count >= times).map(([key, p]) => ({ kind: 'repeated_pair', key, users: p.users, facts: { transfers: p.count } }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A player back at the team that sold him within `days` days of the sale. */
export function quickReturnSignals(transfers: readonly SignalTransfer[], days: number): Signal[] {
  const ordered = [...transfers].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const signals: Signal[] = [];
  ordered.forEach((sale, i) => {
    for (const p of sale.players) {
      const back = ordered
        .slice(i + 1)
        .find((later) => later.players.some((q) => q.id === p.id && q.toTeamId === p.fromTeamId) && later.at.getTime() - sale.at.getTime() <= days * DAY_MS);
      if (back)
        signals.push({
          kind: 'quick_return',
          key: `return:${p.id}:${sale.id}:${back.id}`,
          users: [...new Set([sale.sellerId, sale.buyerId, back.sellerId, back.buyerId])],
          facts: { player_id: p.id, days: Math.floor((back.at.getTime() - sale.at.getTime()) / DAY_MS) },
        });
    }
  });
  return signals;
}

export interface SignalBid {
  auctionId: number;
  userId: number;
  amount: number;
}

/** A manager raising his own highest bid with nobody bidding in between: he bids against himself. */
export function selfBiddingSignals(bidsInOrder: readonly SignalBid[]): Signal[] {
  const byAuction = new Map<number, SignalBid[]>();
  for (const b of bidsInOrder) byAuction.set(b.auctionId, [...(byAuction.get(b.auctionId) ?? []), b]);
  const signals: Signal[] = [];
  for (const [auctionId, bids] of byAuction) {
    const raises = new Map<number, number>();
    bids.forEach((b, i) => {
      if (i > 0 && bids[i - 1]!.userId === b.userId && b.amount > bids[i - 1]!.amount) raises.set(b.userId, (raises.get(b.userId) ?? 0) + 1);
    });
    for (const [userId, count] of raises)
      signals.push({ kind: 'self_bidding', key: `auction:${auctionId}:${userId}`, users: [userId], facts: { raises: count } });
  }
  return signals;
}

/**
 * Two or more accounts whose sessions came from one browser (the device id the web app keeps). Staff
 * accounts do not count: an Admin or Organizador signing in on a manager's phone to help him is not a
 * second team run from one hand (docs/decisions/030-signals-for-staff.md).
 */
export function sharedDeviceSignals(sessions: readonly { deviceId: string; userId: number; rol: string }[]): Signal[] {
  const byDevice = new Map<string, Set<number>>();
  for (const s of sessions) if (!isStaff(s.rol)) byDevice.set(s.deviceId, (byDevice.get(s.deviceId) ?? new Set()).add(s.userId));
  return [...byDevice]
    .filter(([, users]) => users.size > 1)
    .map(([deviceId, users]) => ({
      kind: 'shared_device',
      key: `device:${deviceId}`,
      users: [...users].sort((a, b) => a - b),
      facts: { accounts: users.size },
    }));
}

/**
 * The thresholds of the rules above, as constants recorded in docs/decisions/030-signals-for-staff.md
 * (not season settings: a signal refuses nothing, so a threshold only decides what staff are shown).
 */
export const SIGNAL_THRESHOLDS = {
  /** A transfer paid below half its players' value. */
  lowPriceRatio: 0.5,
  /** The same two managers trading three times in a season. */
  repeatedPairTimes: 3,
  /** A player back at the team that sold him within 30 days. */
  quickReturnDays: 30,
} as const;

/**
 * The device id the web app keeps (a random UUID made once in the browser): anything else in the
 * header is ignored, never an error, so an old client or a hand-made call still logs in.
 */
export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The operation a signal points at, as a reference like the audit log's (`transfer:12`, `auction:3`). */
export function signalReference(signal: Pick<Signal, 'kind' | 'key' | 'facts'>): string {
  switch (signal.kind) {
    case 'low_price':
      return signal.key;
    case 'repeated_pair':
      return signal.key;
    case 'quick_return':
      return `player:${signal.facts.player_id}`;
    case 'self_bidding':
      return `auction:${signal.key.split(':')[1]}`;
    case 'shared_device':
      return 'device';
  }
}

/**
 * The screen that shows a signal's operation: the transfers list for a transfer or a pair, the
 * player for a return, the player's auctions for a bid, the first account for a shared browser.
 */
export function signalLink(signal: Pick<Signal, 'kind' | 'users' | 'facts'>): string {
  switch (signal.kind) {
    case 'low_price':
    case 'repeated_pair':
      return paths.transferencias;
    case 'quick_return':
      return paths.player(signal.facts.player_id!);
    case 'self_bidding':
      return paths.playerAuctions(signal.facts.player_id!);
    case 'shared_device':
      return paths.user(signal.users[0]!);
  }
}
