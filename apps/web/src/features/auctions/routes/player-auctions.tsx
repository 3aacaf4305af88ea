import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canBid, CONFIRM_MSG, isAdmin, isAuctionOpen, MSG, type PlayerAuction } from '@superliga/league';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { SeasonSelect } from '../../../components/season-select';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useServerNow } from '../../../lib/server-clock';
import { useConfirmAuction } from '../api/confirm-auction';
import { usePlayerAuctions } from '../api/get-player-auctions';
import { useLiveAuctions } from '../api/use-live-auctions';
import { AuctionStatus } from '../components/auction-status';
import { BidForm } from '../components/bid-form';
import { BidsTable } from '../components/bids-table';

function AuctionCard({ auction, now, admin, bidder, playerName }: { auction: PlayerAuction; now: Date; admin: boolean; bidder: boolean; playerName: string }) {
  const confirm = useConfirmAuction();
  const payment = useConfirmPayment(confirm.isPending);
  const leader = auction.bids[0];
  const open = auction.status === 'open' && auction.ends_at !== null && isAuctionOpen(new Date(auction.ends_at), now);
  const confirmable = admin && auction.status === 'open' && !open;
  // The best bidder pays the league and takes the player.
  const onConfirm = () => {
    if (!leader) return;
    const lines = [CONFIRM_MSG.auctionPays(leader.auctioned_by.name, leader.id_team.name, formatPesos(leader.amount)), CONFIRM_MSG.auctionPlayer(playerName, leader.id_team.name)];
    payment.ask({ title: CONFIRM_MSG.confirmAuctionTitle, lines, color: 'teal.9' }, (done) =>
      confirm.mutate(
        { auctionId: auction.id, id_team: leader.id_team.id, id_player: auction.id_player, id_auctioned: leader.auctioned_by.id },
        { onSuccess: (r) => notifySuccess(r.message), onError: () => notifyError(new Error(MSG.auctionConfirmError)), onSettled: done },
      ),
    );
  };
  return (
    <Paper withBorder p="md" data-testid={`auction-${auction.id}`}>
      {payment.dialog}
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            Subasta #{auction.id} · Última oferta: <span data-testid="last-bid" style={{ whiteSpace: 'nowrap' }}>{auction.amount === null ? MSG.noBid : formatPesos(auction.amount)}</span>
            {leader ? ` (${leader.auctioned_by.name})` : ''}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Termina en:
            </Text>
            <AuctionStatus status={auction.status} endsAt={auction.ends_at} now={now} />
          </Group>
        </Group>
        {auction.bids.length > 0 && <BidsTable bids={auction.bids} label={`Ofertas de la subasta ${auction.id}`} />}
        {open && leader && bidder && <BidForm key={leader.amount} auctionId={auction.id} lastAmount={leader.amount} />}
        {confirmable && (
          <Group>
            <Button color="teal.9" onClick={onConfirm} loading={confirm.isPending} disabled={!leader}>
              Confirmar ganador
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /subastas/{playerId}: the player's auctions with their bids, the new-bid form and, for Admin, the confirmation. */
export default function PlayerAuctionsRoute() {
  const playerId = Number(useParams().id);
  const [season, setSeason] = useState<string | null>(null);
  const me = useUser();
  const now = useServerNow();
  const auctions = usePlayerAuctions(playerId, season);
  useLiveAuctions();

  return (
    <Stack>
      <Title order={1}>SUBASTAS {auctions.data ? `· ${auctions.data.player.name}` : ''}</Title>
      {auctions.data && (
        <Text c="dimmed">
          {auctions.data.player.team ?? ''} · Valor: {formatPesos(auctions.data.player.value)}
        </Text>
      )}
      <SeasonSelect value={season} onChange={setSeason} allowAll defaultToCurrent />
      {auctions.isPending || !now ? (
        <LoadingState />
      ) : auctions.isError ? (
        <ErrorState message={auctions.error.message} />
      ) : auctions.data.data.length === 0 ? (
        <Alert color="yellow" role="alert">
          {MSG.noAuctionsForPlayer}
        </Alert>
      ) : (
        auctions.data.data.map((a) => (
          <AuctionCard key={a.id} auction={a} now={now} admin={isAdmin(me.data?.rol)} bidder={canBid(me.data)} playerName={auctions.data.player.name} />
        ))
      )}
    </Stack>
  );
}
