import { Badge } from '@mantine/core';
import { AUCTION_MSG, isAuctionOpen } from '@superliga/league';
import { CountdownText } from '../../../components/countdown-text';

/** An auction's state: the countdown to its end (server time), 'Finalizada' or 'Confirmada'. */
export function AuctionStatus({ status, endsAt, now }: { status: string; endsAt: string | null; now: Date }) {
  if (status === 'confirmed')
    return (
      <Badge color="green" variant="light">
        {AUCTION_MSG.confirmedLabel}
      </Badge>
    );
  if (!endsAt) return null;
  const end = new Date(endsAt);
  if (!isAuctionOpen(end, now))
    return (
      <Badge color="gray" variant="light">
        {AUCTION_MSG.ended}
      </Badge>
    );
  return <CountdownText target={end} now={now} doneLabel={AUCTION_MSG.ended} />;
}
