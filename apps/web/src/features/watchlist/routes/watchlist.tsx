import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { paths, WATCH_MSG as W, type WatchlistEntry } from '@superliga/league';
import { Link } from 'react-router';
import { FollowButton } from '../../../components/follow-button';
import { QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatPesos } from '../../../lib/format';
import { useWatchlist } from '../../../lib/watchlist';

/** One followed player: his facts and what is open on him (offers: count and reveal only; the auction with its best bid). */
function Entry({ entry }: { entry: WatchlistEntry }) {
  const { player, open_offers: offers, open_auction: auction } = entry;
  return (
    <Card withBorder component="li" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.player(player.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {player.name}
          </Anchor>
          <FollowButton player={player} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{player.id_team.name}</Text>
          <StatusBadge status={player.status} />
          <Text size="sm" c="dimmed">
            {W.age} {player.age} · {W.ca} {player.ca} · {W.pa} {player.pa} · {formatPesos(player.value)}
          </Text>
        </Group>
        {offers.count > 0 && offers.reveal_at && (
          <Anchor component={Link} to={paths.playerOffers(player.id)} size="sm">
            {W.openOffers(offers.count, formatDate(offers.reveal_at))}
          </Anchor>
        )}
        {auction && (
          <Anchor component={Link} to={paths.playerAuctions(player.id)} size="sm">
            {auction.best !== null
              ? W.openAuctionBest(formatPesos(auction.best), formatDate(auction.ends_at ?? ''))
              : W.openAuction(formatDate(auction.ends_at ?? ''))}
          </Anchor>
        )}
        {offers.count === 0 && !auction && (
          <Text size="sm" c="dimmed">
            {W.quiet}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /seguidos: the players the user follows, with their open offers and auctions (docs/decisions/035-market-filters-and-watchlist.md). */
export default function WatchlistRoute() {
  const list = useWatchlist();
  return (
    <Stack>
      <Title order={1}>{W.screenTitle}</Title>
      <Text size="sm" c="dimmed">
        {W.intro}
      </Text>
      <QueryState query={list} error={W.loadError} empty={W.empty}>
        {({ data }) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((e) => (
              <Entry key={e.player.id} entry={e} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
