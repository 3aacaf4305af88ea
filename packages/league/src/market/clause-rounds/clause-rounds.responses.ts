import { z } from 'zod';
import { listOf, namedRefSchema } from '../../common/common.schema';
import { CLAUSE_ROUND_REASON_KEYS } from './clause-rounds.rules';
import { offerAuthorSchema } from '../offers/offers.responses';

/**
 * One clause round of the public log (`GET /clause-rounds?season=`): the player, his owner team,
 * every offer (amounts only once revealed), the winner and why. A round is the set of offers on
 * one player that reveal together.
 */
export const CLAUSE_ROUND_STATUSES = ['oculta', 'abierta', 'prorroga', 'resuelta', 'cerrada'] as const;
export type ClauseRoundStatus = (typeof CLAUSE_ROUND_STATUSES)[number];

export const CLAUSE_ROUND_STATUS_LABELS: Record<ClauseRoundStatus, string> = {
  oculta: 'Oculta',
  abierta: 'Por resolver',
  prorroga: 'Prórroga por empate',
  resuelta: 'Resuelta',
  cerrada: 'Cerrada',
};

export const clauseRoundOfferSchema = z.object({
  id: z.number().int(),
  /** HIDDEN_AUTHOR while the round is hidden from the reader (sealOffer, decision 016). */
  created_by: offerAuthorSchema,
  total_value: z.number().int().nullable(),
  created_at: z.string(),
  confirmed: z.enum(['yes', 'no']),
  active: z.enum(['yes', 'no']),
  /**
   * The sealed receipt (receiptHash, decision 023): its hash is public from the start; the salt and
   * the total it sealed (the total before any raise in a tie extension) are published at the
   * reveal, so anyone recomputes the hash. All null for offers made before receipts existed.
   */
  receipt_hash: z.string().nullable(),
  receipt_salt: z.string().nullable(),
  receipt_total: z.number().int().nullable(),
});

export const clauseRoundSchema = z.object({
  id_player: namedRefSchema,
  id_team: namedRefSchema,
  id_season: z.number().int(),
  reveal_at: z.string(),
  extended_until: z.string().nullable(),
  status: z.enum(CLAUSE_ROUND_STATUSES),
  winner: z.object({ id_offer: z.number().int(), created_by: offerAuthorSchema }).nullable(),
  reason: z.string().nullable(),
  /** The rule that decided the round (CLAUSE_ROUND_REASON_KEYS); `reason` is its text. */
  reason_code: z.enum(CLAUSE_ROUND_REASON_KEYS).nullable(),
  /** Once revealed: the best total of the other offers (the winner's, or the best one's when none won). */
  runner_up: z.number().int().nullable(),
  offers: z.array(clauseRoundOfferSchema),
});
export type ClauseRound = z.infer<typeof clauseRoundSchema>;
export const clauseRoundListSchema = listOf(clauseRoundSchema);

/** POST /test/clause-rounds/resolve (end-to-end tests only): what the scheduler's run did. */
export const resolvedRoundsResponseSchema = z.object({
  data: z.array(
    z.object({
      playerId: z.number().int(),
      outcome: z.enum(['extended', 'resolved', 'closed', 'skipped']),
      winnerOfferId: z.number().int().optional(),
      reason: z.string().optional(),
    }),
  ),
});
