import { Badge } from '@mantine/core';
import { AUCTION_MSG, isAuctionOpen } from '@superliga/league';
import { ServerCountdown } from '../../../../components/countdown-text';
import { useServerNowAt } from '../../../../lib/server-clock';

/** Closed auctions' labels: confirmed, stopped by the Admin, or deserted (nobody bid in time). */
const CLOSED: Record<string, { label: string; color: string }> = {
  confirmed: { label: AUCTION_MSG.confirmedLabel, color: 'green' },
  cancelled: { label: AUCTION_MSG.cancelledLabel, color: 'gray' },
  deserted: { label: AUCTION_MSG.desertedLabel, color: 'orange' },
};

/**
 * An auction's state: the countdown to its end (server time), 'Finalizada', or how it closed. Only
 * the countdown ticks; the state changes once, at the end.
 */
export function AuctionStatus({ status, endsAt }: { status: string; endsAt: string | null }) {
  const closed = CLOSED[status];
  const end = !closed && endsAt ? new Date(endsAt) : null;
  const now = useServerNowAt(end);
  if (closed)
    return (
      // The colour tints the background; dark text keeps the label above the AA contrast ratio (axe-core):
      // white on green or orange, even at shade 9, falls below 4.5:1 at badge size.
      <Badge color={closed.color} variant="light" c="dark.9">
        {closed.label}
      </Badge>
    );
  if (!end || !now) return null;
  if (!isAuctionOpen(end, now))
    return (
      <Badge color="gray" variant="light" c="dark.9">
        {AUCTION_MSG.ended}
      </Badge>
    );
  return <ServerCountdown target={end} doneLabel={AUCTION_MSG.ended} />;
}
