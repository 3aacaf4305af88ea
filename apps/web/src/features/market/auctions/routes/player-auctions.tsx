import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AUCTION_MSG, can, canBid, CONFIRM_MSG, isAuctionOpen, MSG, paths, PLAYER_PAGE_MSG, AUCTIONS_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { SeasonSelect } from '../../../../components/season-select';
import { ErrorState, LoadingState } from '../../../../components/states';
import { useUser } from '../../../../lib/current-user';
import { formatPesos } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useRulesOfSeason } from '../../../../lib/season-rules';
import { useServerNowAt } from '../../../../lib/server-clock';
import { useConfirmAuction } from '../api/confirm-auction';
import { auctionedPlayerQueryOptions, groupByAuction, useAuctionedPlayer, usePlayerBids, type AuctionBids } from '../api/get-player-auctions';
import { useLiveAuctions } from '../api/use-live-auctions';
import { AuctionOutcome } from '../components/auction-outcome';
import { AuctionStatus } from '../components/auction-status';
import { AuctionTerms } from '../components/auction-terms';
import { BidForm } from '../components/bid-form';
import { BidsTable } from '../components/bids-table';
import { MaxBidPanel } from '../components/max-bid-panel';
import { useFirstDraw } from '../../../../lib/first-draw';
import { primeFirstLoad } from '../../../../lib/query-client';

function AuctionCard({
  auction: group,
  admin,
  bidder,
  userId,
  playerName,
  focusBid,
}: {
  auction: AuctionBids;
  admin: boolean;
  bidder: boolean;
  userId: number | undefined;
  playerName: string;
  /** Opened from an outbid notice or the home's 'Pujar' (`?pujar=`): the bid box takes the focus (decision 034). */
  focusBid: boolean;
}) {
  const confirm = useConfirmAuction();
  const payment = useConfirmPayment(confirm.isPending);
  const { leader, bids } = group;
  // Every bid row repeats its auction's fields; the newest one stands for the auction.
  const auction = bids[0]!;
  const amount = leader?.amount ?? null;
  const end = auction.ends_at === null ? null : new Date(auction.ends_at);
  // The server's now, drawn again when the auction ends (only the countdown ticks every second).
  const now = useServerNowAt(end);
  const open = auction.status === 'open' && end !== null && now !== null && isAuctionOpen(end, now);
  const confirmable = admin && auction.status === 'open' && !open;
  const byAmount = [...bids].sort((a, b) => b.amount - a.amount);
  // The rules of the auction's own season: minimum raise, end and settlement in force.
  const seasonRules = useRulesOfSeason(auction.id_season);
  // What they add (the terms, the maximum, the bid form) is most of the card: drawn in slices once
  // they arrive, like the bids above them (lib/first-draw.ts).
  const rules = useFirstDraw(seasonRules !== undefined) ? seasonRules : undefined;
  const hasBid = bids.some((b) => b.auctioned_by === userId);
  // The best bidder pays the league and takes the player.
  const onConfirm = () => {
    if (!leader) return;
    const lines = [
      CONFIRM_MSG.auctionPays(leader.auctioneer.name, leader.team.name, formatPesos(leader.amount)),
      CONFIRM_MSG.auctionPlayer(playerName, leader.team.name),
    ];
    payment.ask({ title: CONFIRM_MSG.confirmAuctionTitle, lines, color: 'teal.9' }, (done) =>
      confirm.mutate(
        { auctionId: group.id, id_team: leader.team.id, id_player: auction.id_player, id_auctioned: leader.auctioned_by },
        { onError: () => notifyError(new Error(MSG.auctionConfirmError)), onSettled: done },
      ),
    );
  };
  return (
    <Paper withBorder p="md" data-testid={`auction-${group.id}`}>
      {payment.dialog}
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {AUCTIONS_SCREEN.subasta}
            {group.id} {AUCTIONS_SCREEN.lastBidAfter}{' '}
            <span data-testid="last-bid" style={{ whiteSpace: 'nowrap' }}>
              {amount === null ? MSG.noBid : formatPesos(amount)}
            </span>
            {leader ? ` (${leader.auctioneer.name})` : ''}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {AUCTIONS_SCREEN.endsInLabel}
            </Text>
            <AuctionStatus status={auction.status} endsAt={auction.ends_at} />
          </Group>
        </Group>
        <AuctionOutcome auctionId={group.id} ended={auction.status === 'confirmed' || (auction.status === 'open' && !open)} />
        {byAmount.length > 0 && <BidsTable bids={byAmount} label={AUCTIONS_SCREEN.ofertasDeLaSubasta(group.id)} />}
        {open && rules && <AuctionTerms rules={rules} />}
        {open && bidder && rules && <MaxBidPanel auctionId={group.id} rules={rules} enabled={hasBid} />}
        {/* The leader does not bid against himself: he raises his maximum (decision 013). */}
        {open && leader && bidder && rules && leader.auctioned_by === userId && (
          <Text size="sm" c="dimmed" data-testid="leader-note">
            {AUCTION_MSG.leaderCannotRaise}
          </Text>
        )}
        {open && leader && bidder && rules && leader.auctioned_by !== userId && (
          <BidForm key={leader.amount} auctionId={group.id} lastAmount={leader.amount} rules={rules} playerName={playerName} focus={focusBid} />
        )}
        {confirmable && (
          <Group>
            <Button color="teal.9" onClick={onConfirm} loading={confirm.isPending} disabled={!leader}>
              {AUCTIONS_SCREEN.confirmarGanador}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /subastas/{playerId}: the player's auctions with their bids, the new-bid form and, for Admin, the confirmation. */
/**
 * On the first load the screen waits for the player asked for early (its route's handle.firstData):
 * his name and line draw with the heading instead of arriving later and pushing the auctions down
 * (docs/decisions/044-every-screen-fast.md, layout shifts).
 */
export const loader = ({ params }: LoaderFunctionArgs) => primeFirstLoad(auctionedPlayerQueryOptions(Number(params.id)));

export default function PlayerAuctionsRoute() {
  const playerId = Number(useParams().id);
  // The auction a notice or the home's 'Pujar' opened the page for (paths.auctionBid, decision 034).
  const bidOn = Number(useSearchParams()[0].get('pujar')) || null;
  const [season, setSeason] = useState<string | null>(null);
  const me = useUser();
  // Known once the server's clock answered; each card follows its own auction's end.
  const now = useServerNowAt(null);
  const bids = usePlayerBids(playerId, season);
  const player = useAuctionedPlayer(playerId);
  useLiveAuctions();
  const auctions = bids.data ? groupByAuction(bids.data) : [];
  const drawn = useFirstDraw(!bids.isPending && now !== null);
  // An answer slower than the first load's wait: the player's name and line, drawn later, pushed
  // the season and the auctions down by two lines. The screen waits for him (decision 044, "Slow answers").
  if (player.isPending) return <LoadingState />;

  return (
    <Stack>
      <Title order={1}>
        {AUCTIONS_SCREEN.auctionsTitlePrefix}
        {player.data ? `· ${player.data.name}` : ''}
      </Title>
      {player.data && (
        <Text c="dimmed">
          {player.data.id_team.name} {AUCTIONS_SCREEN.valor}
          {formatPesos(player.data.value)} · {/* Inside a line of text a link is told apart by more than its colour (axe, link-in-text-block). */}
          <Anchor component={Link} to={paths.player(player.data.id)} underline="always">
            {PLAYER_PAGE_MSG.pageLink}
          </Anchor>
        </Text>
      )}
      <SeasonSelect value={season} onChange={setSeason} allowAll defaultToCurrent />
      {bids.isPending || !now || !drawn ? (
        <LoadingState />
      ) : bids.isError ? (
        <ErrorState message={bids.error.message} />
      ) : auctions.length === 0 ? (
        <Alert color="yellow" role="alert">
          {MSG.noAuctionsForPlayer}
        </Alert>
      ) : (
        auctions.map((a) => (
          <AuctionCard
            key={a.id}
            auction={a}
            admin={can('confirmAuctions', me.data?.rol)}
            bidder={canBid(me.data)}
            userId={me.data?.id}
            playerName={player.data?.name ?? ''}
            focusBid={a.id === bidOn}
          />
        ))
      )}
    </Stack>
  );
}
