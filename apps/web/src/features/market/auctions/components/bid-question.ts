import { AUCTION_MSG, type SeasonRules } from '@superliga/league';
import { formatPesos } from '../../../../lib/format';
import type { PaymentQuestion } from '../../../../components/confirm-payment';

/**
 * The question asked before a bid, or null when none is needed. A plain bid only commits money
 * the manager typed and waits for the Admin, like an offer, so it goes at once; a bid that leaves
 * a maximum commits more than it shows, and in a season settled automatically the winning bid is
 * paid with no other step: both ask first (ConfirmPayment).
 */
export function bidQuestion(input: { amount: number; max: number | null; player: string; rules: SeasonRules }): PaymentQuestion | null {
  const { amount, max, rules } = input;
  const auto = rules.auction_settlement === 'auto';
  if (max === null && !auto) return null;
  const lines = [AUCTION_MSG.bidLine(formatPesos(amount), input.player)];
  if (max !== null) lines.push(AUCTION_MSG.bidMaxLine(formatPesos(max), formatPesos(rules.auction_min_raise)));
  lines.push(AUCTION_MSG.bidCommits(formatPesos(Math.max(amount, max ?? 0))));
  if (auto) lines.push(AUCTION_MSG.bidAutoPays);
  return { title: AUCTION_MSG.bidTitle, lines, confirmLabel: AUCTION_MSG.bidConfirm };
}
