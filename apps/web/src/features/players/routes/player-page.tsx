import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  can,
  canBeClauseTarget,
  canBid,
  clauseRange,
  mayUse,
  MSG,
  openAuction,
  ownerHistory,
  paths,
  type Player,
  PLAYER_PAGE_MSG as T,
  playerSeasonTotals,
  type Team,
  type User,
} from '@superliga/league';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FollowButton } from '../../../components/follow-button';
import { DrawnWhole } from '../../../components/drawn-whole';
import { ErrorState, LoadingState } from '../../../components/states';
import { StatusBadge } from '../../../components/status-badge';
import { useUser } from '../../../lib/current-user';
import { formatDate, formatPesos } from '../../../lib/format';
import { leagueTeams, useAllTeams, useCurrentSeason } from '../../../lib/reference-data';
import { useRulesInForce } from '../../../lib/season-rules';
import { useServerNow } from '../../../lib/server-clock';
import { useConfirmedTransfers } from '../api/get-player-history';
import { usePlayerAuctionBids, usePlayerClauses, useSeasonTournaments, useTeamTotals } from '../api/get-player-market';
import { usePlayer } from '../api/get-player';

/** An amount, or 'Oculto' while the server withholds it, as the offers screen shows it. */
const Amount = ({ amount }: { amount: number | null }) =>
  amount === null ? (
    <Text span c="dimmed" fs="italic">
      {MSG.hidden}
    </Text>
  ) : (
    <>{formatPesos(amount)}</>
  );

/** An author withheld by the server comes as `{ id: null }` (decision 016): 'Oculto' too. */
const Author = ({ author }: { author: { id: number | null; name: string } }) =>
  author.id === null ? (
    <Text span c="dimmed" fs="italic">
      {MSG.hidden}
    </Text>
  ) : (
    <>{author.name}</>
  );

/** One labelled figure of the card: the label small above, the value below (wraps on a phone). */
const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

/** The card: team (link), status, age, CA/PA, value and the clause range under this season's rules. */
function PlayerCard({ player }: { player: Player }) {
  // The clause form's own function and rules (decision 027): the range shown is the range it allows.
  const rules = useRulesInForce();
  const range = rules ? clauseRange(player.value, rules) : null;
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
        <Figure label={T.team}>
          <Anchor component={Link} to={paths.team(player.id_team.id)}>
            {player.id_team.name}
          </Anchor>
        </Figure>
        <Figure label={T.status}>
          <StatusBadge status={player.status} />
        </Figure>
        <Figure label={T.age}>{player.age}</Figure>
        <Figure label={`${T.ca} / ${T.pa}`}>
          {player.ca} / {player.pa}
        </Figure>
        <Figure label={T.value}>
          <span data-testid="player-value">{formatPesos(player.value)}</span>
        </Figure>
        <Figure label={T.clauseRange}>
          <span data-testid="player-clause-range">{range ? T.clauseRangeValue(formatPesos(range.min), formatPesos(range.max)) : MSG.loading}</span>
        </Figure>
      </SimpleGrid>
    </Card>
  );
}

/** This season's totals, from the player's team's statistics (GET /match-statistics/team/{id}). */
function SeasonStatistics({ player }: { player: Player }) {
  const season = useCurrentSeason();
  const stats = useTeamTotals(player.id_team.id);
  const tournaments = useSeasonTournaments(season?.id ?? null);
  const seasonIds = useMemo(() => new Set((tournaments.data ?? []).filter((t) => t.season_id === season?.id).map((t) => t.id)), [tournaments.data, season]);
  let body: ReactNode;
  if (stats.isError || tournaments.isError) body = <ErrorState message={T.statsLoadError} />;
  else if (!stats.data || !tournaments.data || !season) body = <LoadingState />;
  else {
    const totals = playerSeasonTotals(stats.data.tournaments, seasonIds, player.id);
    body =
      totals.matches === 0 ? (
        <Text c="dimmed">{T.statsNone}</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="sm" data-testid="player-stats">
          <Figure label={T.matches}>{totals.matches}</Figure>
          <Figure label={T.goals}>{totals.goals}</Figure>
          <Figure label={T.assists}>{totals.assists}</Figure>
          <Figure label={T.yellowCards}>{totals.yellow_cards}</Figure>
          <Figure label={T.redCards}>{totals.red_cards}</Figure>
          <Figure label={T.mvp}>{totals.mvp}</Figure>
        </SimpleGrid>
      );
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.statsTitle}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

/** Who owned him: confirmed transfers, executed clauses and won auctions, newest first (ownerHistory). */
function OwnerHistory({ player, teams }: { player: Player; teams: Team[] | undefined }) {
  const transfers = useConfirmedTransfers();
  const offers = usePlayerClauses(player.id);
  const bids = usePlayerAuctionBids(player.id);
  let body: ReactNode;
  if (transfers.isError || offers.isError || bids.isError) body = <ErrorState message={T.historyLoadError} />;
  else if (!transfers.data || !offers.data || !bids.data) body = <LoadingState />;
  else {
    const teamOfUser = new Map((teams ?? []).filter((t) => t.id_user !== null && t.division).map((t) => [t.id_user!, t.name]));
    const changes = ownerHistory(player.id, { transfers: transfers.data, offers: offers.data.offers, bids: bids.data, teamOfUser });
    body = changes.length ? (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {changes.map((c, i) => (
          <Group key={i} component="li" justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Text size="sm" fw={600}>
                {T.historyKind[c.kind]} · {T.historyFrom(c.from, c.to)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(c.at)}
              </Text>
            </div>
            <Group gap="xs">
              {c.reversed && (
                <Badge color="gray.8" size="sm">
                  {T.reversed}
                </Badge>
              )}
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <Amount amount={c.amount} />
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    ) : (
      <Text c="dimmed">{T.historyNone}</Text>
    );
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.historyTitle}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

/**
 * Open clauses and auctions on him, and the actions the viewer may take. Hidden amounts and authors
 * stay 'Oculto' as the offers screen shows them; the server decides again on every action.
 */
function OpenMarket({ player, me, teams }: { player: Player; me: User; teams: Team[] | undefined }) {
  const offers = usePlayerClauses(player.id);
  const bids = usePlayerAuctionBids(player.id);
  const now = useServerNow();
  const open = (offers.data?.offers ?? []).filter((o) => o.active === 'yes' && o.confirmed === 'no');
  const auction = now ? openAuction(bids.data ?? [], now) : null;
  // The clause form lists only other league teams' players who can be claimed: the button follows it.
  const team = leagueTeams(teams).find((t) => t.id === player.id_team.id);
  const clauseAllowed =
    mayUse('team', me) && team !== undefined && team.id !== me.team?.id && canBeClauseTarget({ status: player.status, division: team.division });

  let list: ReactNode;
  if (offers.isError || bids.isError) list = <ErrorState message={T.openLoadError} />;
  else if (!offers.data || !bids.data) list = <LoadingState />;
  else if (!open.length && !auction) list = <Text c="dimmed">{T.openNone}</Text>;
  else
    list = (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {open.map((o) => (
          <Group key={o.id} component="li" justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              {T.openOffer} · <Author author={o.author} />
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              <Amount amount={o.total_value} />
            </Text>
          </Group>
        ))}
        {auction && (
          <Group component="li" justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Text size="sm">{T.openAuction}</Text>
              {auction.ends_at && (
                <Text size="xs" c="dimmed">
                  {T.closesAt(formatDate(auction.ends_at))}
                </Text>
              )}
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {auction.best !== null ? `${T.bestBid}: ${formatPesos(auction.best)}` : T.noBids}
            </Text>
          </Group>
        )}
      </Stack>
    );

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.openTitle}
        </Title>
        {list}
        <Group gap="sm">
          {clauseAllowed && (
            <Button component={Link} to={paths.clausulaFor(player.id)} data-no-amount>
              {T.executeClause}
            </Button>
          )}
          {auction && (
            <Button component={Link} to={paths.playerAuctions(player.id)} variant={clauseAllowed ? 'light' : 'filled'} data-no-amount>
              {canBid(me) ? T.bid : T.seeAuction}
            </Button>
          )}
          {open.length > 0 && (
            <Button component={Link} to={paths.playerOffers(player.id)} variant="default" data-no-amount>
              {T.seeOffers}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /players/{id}: the player page, read first, for everyone; staff gets an "Editar" button to the
 * edit form at /players/{id}/editar (docs/decisions/027-the-phone-app.md, "The player page").
 */
export default function PlayerPageRoute() {
  const playerId = Number(useParams().id);
  const me = useUser();
  const player = usePlayer(Number.isInteger(playerId) ? playerId : null);
  const teams = useAllTeams();
  if (me.isError) return <ErrorState message={MSG.infoLoadError} />;
  if (player.isError) return <ErrorState message={player.error.message} />;
  if (me.isPending || player.isPending) return <LoadingState />;
  const p = player.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {p.name}
        </Title>
        <Group gap="xs">
          <FollowButton player={p} size="sm" />
          {can('editPlayers', me.data.rol) && (
            <Button component={Link} to={paths.editPlayer(p.id)} variant="light" aria-label={`${T.edit} ${p.name}`} data-no-amount>
              {T.edit}
            </Button>
          )}
        </Group>
      </Group>
      {/* Each section asks for its own answers (decision 044, "Nothing moves while a screen loads"). */}
      <DrawnWhole>
        <PlayerCard player={p} />
        <OpenMarket player={p} me={me.data} teams={teams.data} />
        <SeasonStatistics player={p} />
        <OwnerHistory player={p} teams={teams.data} />
      </DrawnWhole>
    </Stack>
  );
}
