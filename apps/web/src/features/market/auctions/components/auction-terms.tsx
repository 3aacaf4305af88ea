import { Text } from '@mantine/core';
import { AUCTION_MSG, type SeasonRules } from '@superliga/league';

/** How auctions of the season end and are settled, from the rules in force. */
export function AuctionTerms({ rules }: { rules: SeasonRules }) {
  const ends = rules.auction_close === 'soft' ? AUCTION_MSG.endsSoft(rules.auction_hours) : AUCTION_MSG.endsFixed(rules.auction_hours);
  const settled = rules.auction_settlement === 'auto' ? AUCTION_MSG.settledAuto : AUCTION_MSG.settledByAdmin;
  return (
    <Text size="sm" c="dimmed" data-testid="auction-terms">
      {ends} {settled}
    </Text>
  );
}
