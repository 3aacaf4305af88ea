import type { SeasonRules } from '../market/season-rules';
import { SEASON_RULES_MSG } from '../market/season-rules.messages';

/** Spanish refusal, or null, for a batch of prizes (at most prizes_per_batch, 14). */
export function prizeBatchError(count: number, rules: SeasonRules): string | null {
  return count > rules.prizes_per_batch ? SEASON_RULES_MSG.tooManyPrizes(rules.prizes_per_batch) : null;
}
