import { Text } from '@mantine/core';
import { MARKET_MSG, revealHoursText, revealTimeOn } from '@superliga/league';
import { formatDate } from '../../../../lib/format';
import { leagueWallClock } from '../../../../lib/league-time-zone';
import { useRulesInForce } from '../../../../lib/season-rules';
import { useServerNow } from '../../../../lib/server-clock';

/**
 * When a clause is decided, stated once from the season's rules (docs/decisions/027-the-phone-app.md):
 * the rule, then the exact time for this player — the reveal of his open offers, or, with none yet,
 * the cut after now (the time the server would give a first offer sent now).
 */
export function ClauseDecided({ revealAt, exact = true }: { revealAt?: string | null; exact?: boolean }) {
  const rules = useRulesInForce();
  const now = useServerNow(30_000);
  const next = rules && now ? revealTimeOn(leagueWallClock(), now, rules) : null;
  return (
    <Text size="sm" data-testid="clause-decided">
      {MARKET_MSG.clauseDecidedRule(revealHoursText(rules?.reveal_hours))} {exact && revealAt && MARKET_MSG.clauseDecidedAt(formatDate(revealAt))}
      {exact && !revealAt && next && MARKET_MSG.clauseDecidedAtIfFirst(formatDate(next))}
    </Text>
  );
}
