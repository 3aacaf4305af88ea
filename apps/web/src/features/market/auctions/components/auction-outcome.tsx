import { Text } from '@mantine/core';
import { AUCTION_OUTCOME_MSG } from '@superliga/league';
import { formatPesos } from '../../../../lib/format';
import { useAuctionLog } from '../api/get-auction-log';

/** An ended auction's verifiable summary (decision 023): the winning bid, the runner-up and how its end came. */
export function AuctionOutcome({ auctionId, ended }: { auctionId: number; ended: boolean }) {
  const log = useAuctionLog(auctionId, ended).data;
  if (!ended || !log || log.winning_bid === null) return null;
  return (
    <Text size="sm" data-testid="auction-outcome">
      {AUCTION_OUTCOME_MSG.winning}: {formatPesos(log.winning_bid)} · {AUCTION_OUTCOME_MSG.runnerUp}:{' '}
      {log.runner_up === null ? AUCTION_OUTCOME_MSG.none : formatPesos(log.runner_up)}. {log.end_label}
      {log.added_hours > 0 ? ` ${AUCTION_OUTCOME_MSG.added(log.added_hours)}` : ''}
    </Text>
  );
}
