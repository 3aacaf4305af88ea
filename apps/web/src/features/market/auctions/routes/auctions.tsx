import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { AUCTION_MSG, byClosingTime, canBid, mayUse, MSG, paths, type Auction, AUCTIONS_SCREEN, TABLE_HEADERS } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../../../components/list-table';
import { ReversalNote } from '../../../../components/reversal-note';
import { SeasonSelect } from '../../../../components/season-select';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states';
import { useUser } from '../../../../lib/current-user';
import { formatPesos } from '../../../../lib/format';
import { useServerNowAt } from '../../../../lib/server-clock';
import { useLastAuctions } from '../api/get-last-auctions';
import { useLiveAuctions } from '../api/use-live-auctions';
import { AuctionStatus } from '../components/auction-status';
import { useFirstDraw } from '../../../../lib/first-draw';

/** How a closed auction ended, in words: who won and for how much, or why nobody did. */
function outcome(a: Auction) {
  if (a.status === 'deserted') return AUCTION_MSG.desertedShort;
  if (a.status === 'confirmed' && a.auctioneer) return AUCTION_MSG.wonBy(a.auctioneer.name);
  return '';
}

/** The season's closed auctions: confirmed, cancelled or deserted, with their outcome. */
function AuctionHistory({ auctions }: { auctions: Auction[] }) {
  if (!auctions.length) return <EmptyState message={AUCTION_MSG.noHistory} />;
  return (
    <ListTable
      minWidth={560}
      nativeScroll
      aria-label={AUCTION_MSG.historyTitle}
      columns={[TABLE_HEADERS.jugador, TABLE_HEADERS.estado, { label: TABLE_HEADERS.monto, numeric: true }, TABLE_HEADERS.resultado]}
    >
      {auctions.map((a) => (
        <Table.Tr key={a.id} data-testid={`closed-auction-${a.id}`}>
          <Table.Td>
            <Anchor component={Link} to={paths.playerAuctions(a.id_player)} size="sm">
              {a.player.name || MSG.noPlayer}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <AuctionStatus status={a.status} endsAt={a.ends_at} />
            <ReversalNote reversal={a.reversal} />
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {a.amount === null ? MSG.noBid : formatPesos(a.amount)}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{outcome(a)}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** /subastas: the season's active (unconfirmed) auctions, with the time left and a link to bid, then the closed ones. */
export default function AuctionsRoute() {
  const [season, setSeason] = useState<string | null>(null);
  const auctions = useLastAuctions(season);
  // Known once the server's clock answered; each row's state follows its own end (AuctionStatus).
  const now = useServerNowAt(null);
  const me = useUser();
  const bidder = canBid(me.data);
  useLiveAuctions();
  const active = (auctions.data ?? []).filter((a) => a.status === 'open').sort(byClosingTime);
  const closed = (auctions.data ?? []).filter((a) => a.status !== 'open');
  const drawn = useFirstDraw(!auctions.isPending && now !== null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{AUCTIONS_SCREEN.subastas}</Title>
        {mayUse('team', me.data) && (
          <Button component={Link} to={paths.crearSubasta} variant="light">
            {AUCTIONS_SCREEN.crearSubasta}
          </Button>
        )}
      </Group>
      <SeasonSelect value={season} onChange={setSeason} defaultToCurrent />
      {auctions.isPending || !now || !drawn ? (
        <LoadingState />
      ) : auctions.isError ? (
        <ErrorState message={AUCTIONS_SCREEN.errorAlObtenerLasSubastas} />
      ) : active.length === 0 ? (
        <EmptyState message={AUCTIONS_SCREEN.noHaySubastasActivas} />
      ) : (
        <ListTable
          minWidth={560}
          highlightOnHover
          // A manager picks which auction to bid on by its last bid and its closing time: on a phone
          // each is a card with both on screen beside the link (decision 027).
          cards
          aria-label={AUCTIONS_SCREEN.subastasActivas}
          columns={[TABLE_HEADERS.jugador, { label: AUCTIONS_SCREEN.ultimaOferta, numeric: true }, AUCTIONS_SCREEN.terminaEn, AUCTIONS_SCREEN.accion]}
        >
          {active.map((a) => (
            <Table.Tr key={a.id} data-testid={`auction-row-${a.id}`}>
              <Table.Td>{a.player.name || MSG.noPlayer}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="last-bid">
                {a.amount === null ? MSG.noBid : formatPesos(a.amount)}
              </Table.Td>
              <Table.Td>
                <AuctionStatus status={a.status} endsAt={a.ends_at} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.playerAuctions(a.id_player)}
                  size="sm"
                  aria-label={`${bidder ? AUCTIONS_SCREEN.ofertarPor : AUCTIONS_SCREEN.verSubastaDe} ${a.player.name || AUCTIONS_SCREEN.elJugador}`}
                >
                  {bidder ? AUCTIONS_SCREEN.ofertar : AUCTIONS_SCREEN.ver}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {/* Drawn with the active list, not before it: the list's arrival would push it down. */}
      {auctions.data && now && drawn && (
        <>
          <Title order={2} size="h3">
            {AUCTION_MSG.historyTitle}
          </Title>
          <AuctionHistory auctions={closed} />
        </>
      )}
    </Stack>
  );
}
