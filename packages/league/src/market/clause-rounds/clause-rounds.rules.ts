import type { MarketErrorCode } from '../errors';
import { clauseLossesReached } from '../offers/offers.rules';
import type { SeasonRules } from '../season-rules';

const HOUR_MS = 3_600_000;

/** Why a round ended as it did; the public log shows CLAUSE_ROUND_REASONS[reason]. */
export const CLAUSE_ROUND_REASON_KEYS = [
  'only',
  'highest',
  'tie_earliest',
  'losses_cap',
  'staff_confirmed',
  'staff_closed',
  'no_funds',
  'party_missing',
  'tie_raised',
] as const;
export type ClauseRoundReason = (typeof CLAUSE_ROUND_REASON_KEYS)[number];

export const CLAUSE_ROUND_REASONS: Record<ClauseRoundReason, string> = {
  only: 'Única oferta: ganó al revelarse.',
  highest: 'Ganó la oferta de mayor monto total.',
  tie_earliest: 'Empate después de la prórroga: ganó la oferta hecha primero.',
  losses_cap: 'El equipo ya perdió el máximo de jugadores por cláusula de la temporada: se cerraron todas las ofertas.',
  staff_confirmed: 'Confirmada a mano por la organización.',
  staff_closed: 'Cerrada por la organización.',
  no_funds: 'Ninguna oferta pudo pagarse: se cerraron todas.',
  party_missing: 'Ninguna oferta pudo confirmarse (sin fondos, o sin el manager o el equipo de una de las partes): se cerraron todas.',
  tie_raised: 'Empate al revelarse: en la prórroga ganó la oferta que quedó con el mayor monto total.',
};

export type RoundOffer = { id: number; total_value: number; created_at: Date };

export type RoundDecision =
  | { kind: 'empty' }
  | { kind: 'losses_cap' }
  | { kind: 'tie'; offerIds: number[]; endsAt: Date }
  | { kind: 'winner'; ranking: number[]; reason: ClauseRoundReason };

/** Highest total first; equal totals by the earlier offer (then the lower id, for equal times). */
export function rankClauseOffers<T extends RoundOffer>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => b.total_value - a.total_value || a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
}

/** A round is resolved at its reveal time, or at the end of its tie extension once extended. */
export function clauseRoundDueAt(revealAt: Date, extendedUntil: Date | null): Date {
  return extendedUntil ?? revealAt;
}

/**
 * What a clause round comes to when it is due (spec DECISIONS, 'The league's own rules as settings'):
 * the owner team at its losses cap closes every offer; otherwise the highest total wins; a tie
 * at the reveal extends the round by tie_extension_hours (the tied managers may raise); still
 * tied at its end (or with no extension set), the earlier offer wins. `ranking` lists every offer
 * best first so that, if the winner cannot pay, the next one is tried.
 */
export function decideClauseRound(
  input: { offers: readonly RoundOffer[]; revealAt: Date; extendedUntil: Date | null; lostThisSeason: number },
  rules: SeasonRules,
): RoundDecision {
  if (input.offers.length === 0) return { kind: 'empty' };
  if (clauseLossesReached(input.lostThisSeason, rules)) return { kind: 'losses_cap' };
  const ranked = rankClauseOffers(input.offers);
  const best = ranked[0]!.total_value;
  const tied = ranked.filter((o) => o.total_value === best);
  const ranking = ranked.map((o) => o.id);
  // The log names the rule that decided (decision 023): a single best after a tie extension won by its raise.
  if (tied.length === 1) return { kind: 'winner', ranking, reason: ranked.length === 1 ? 'only' : input.extendedUntil ? 'tie_raised' : 'highest' };
  if (input.extendedUntil === null && rules.tie_extension_hours > 0) {
    return { kind: 'tie', offerIds: tied.map((o) => o.id), endsAt: new Date(input.revealAt.getTime() + rules.tie_extension_hours * HOUR_MS) };
  }
  return { kind: 'winner', ranking, reason: 'tie_earliest' };
}

/** Why the round refuses to confirm a given offer now (codes of MARKET_ERRORS, market/errors.ts). */
export type RoundConfirmationRefusal = Extract<MarketErrorCode, 'offer.round_in_extension' | 'offer.round_tied' | 'offer.not_round_pick' | 'offer.losses_cap'>;

/**
 * Whether the round lets `offerId` be confirmed now, by staff or by the resolver alike (decision
 * 016): the pick is decideClauseRound's, the one rule of which offer a round takes. During a tie
 * extension nothing is confirmed (`extensionRunning`, compared by the database); a tie at the
 * reveal goes to its extension first; otherwise only the best open offer may be confirmed (a
 * better one its creator cannot pay is closed first, then the next one is the pick).
 * `offers` are the round's open offers (the same player and reveal instant).
 */
export function judgeRoundConfirmation(
  input: { offerId: number; offers: readonly RoundOffer[]; revealAt: Date; extendedUntil: Date | null; extensionRunning: boolean; lostThisSeason: number },
  rules: SeasonRules,
): { ok: true; reason: ClauseRoundReason } | { ok: false; refusal: RoundConfirmationRefusal; pickId?: number } {
  if (input.extensionRunning) return { ok: false, refusal: 'offer.round_in_extension' };
  const decision = decideClauseRound(input, rules);
  if (decision.kind === 'losses_cap') return { ok: false, refusal: 'offer.losses_cap' };
  if (decision.kind === 'tie') return { ok: false, refusal: 'offer.round_tied' };
  if (decision.kind === 'winner' && decision.ranking[0] === input.offerId) return { ok: true, reason: decision.reason };
  return { ok: false, refusal: 'offer.not_round_pick', pickId: decision.kind === 'winner' ? decision.ranking[0] : undefined };
}
