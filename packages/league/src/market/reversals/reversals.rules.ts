import { REVERSAL_MSG } from './reversals.messages';

/**
 * Reversal of a confirmed operation (decision 040). None of these rules depends on a season
 * setting: a reversal returns exactly what the operation moved, whatever the limits in force.
 */
export const REVERSAL_KINDS = ['transfer', 'clause', 'auction'] as const;
export type ReversalKind = (typeof REVERSAL_KINDS)[number];

/** The ledger reference a confirmation wrote its entries under (transfers, offers, auctions). */
export function operationReference(kind: ReversalKind, id: number): string {
  return `${kind === 'clause' ? 'offer' : kind}:${id}`;
}

/** A ledger entry as far as a reversal cares: whose budget, by how much (signed pesos). */
export interface LedgerLine {
  userId: number;
  amount: number;
}

/**
 * One counter-entry per entry the operation made: the same user, the opposite amount. Every peso
 * goes back entry by entry (a price, a fee, a prize alike), not by restoring an old budget figure,
 * so whatever the user earned or spent since stays.
 */
export function counterEntries<T extends LedgerLine>(entries: readonly T[]): (T & LedgerLine)[] {
  return entries.filter((e) => e.amount !== 0).map((e) => ({ ...e, amount: -e.amount }));
}

/** What each user gains (positive) or loses (negative) in total, in first-seen order. */
export function netByUser(lines: readonly LedgerLine[]): Map<number, number> {
  const net = new Map<number, number>();
  for (const l of lines) net.set(l.userId, (net.get(l.userId) ?? 0) + l.amount);
  return net;
}

/**
 * Users whose budget would end below zero after the counter-entries, with how much they lack.
 * A reversal refuses rather than leave a budget negative (the money was legitimately spent since).
 */
export function budgetShortfalls(budgets: ReadonlyMap<number, number>, lines: readonly LedgerLine[]): { userId: number; missing: number }[] {
  const short: { userId: number; missing: number }[] = [];
  for (const [userId, change] of netByUser(lines)) {
    const after = (budgets.get(userId) ?? 0) + change;
    if (after < 0) short.push({ userId, missing: -after });
  }
  return short;
}

/** What a reversal is checked against, read with the players locked. */
export interface ReversalState {
  /** The operation was reversed already. */
  reversed: boolean;
  /** The operation's name in a sentence ('la transferencia #12'). */
  operation: string;
  /** Each player of the operation where he is now. */
  players: readonly { name: string; teamId: number; status: string }[];
  /** Where the operation left its players: the receiving team and the status it gave them. */
  left: { teamId: number; status: string };
  /** Confirmed, not reversed operations on these players after this one (a sentence name each, by player name). */
  later: readonly { player: string; operation: string }[];
}

/**
 * Why a reversal is refused, or null when it may go ahead. The player "has not moved since" when
 * both hold: he is on the team with the status the operation left him (a release, a staff move or
 * a status change since shows here), and no later confirmed operation involved him (he may have
 * left and come back).
 */
export function reversalRefusal(state: ReversalState): string | null {
  if (state.reversed) return REVERSAL_MSG.alreadyReversed(state.operation);
  for (const p of state.players) {
    if (p.teamId !== state.left.teamId || p.status !== state.left.status) return REVERSAL_MSG.playerMoved(p.name);
  }
  const later = state.later[0];
  return later ? REVERSAL_MSG.laterOperation(later.player, later.operation) : null;
}

/** The reason is required text: trimmed, 1 to 500 characters. */
export const REVERSAL_REASON_MAX = 500;
