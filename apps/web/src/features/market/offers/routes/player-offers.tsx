import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { can, CONFIRM_MSG, mayUse, MSG, type Offer, paths, PLAYER_PAGE_MSG, revealHoursText, COMMON_SCREEN, MARKET_SCREEN } from '@superliga/league';
import { useRulesInForce } from '../../../../lib/season-rules';
import { ClauseDecided } from '../components/clause-decided';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { ListTable } from '../../../../components/list-table';
import { DrawnWhole } from '../../../../components/drawn-whole';
import { ErrorState, LoadingState, EmptyState } from '../../../../components/states';
import { ApiError } from '../../../../lib/api-client';
import { useUser } from '../../../../lib/current-user';
import { formatDate, formatPesos } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useDecideOffer } from '../api/decide-offer';
import { usePlayerOffers } from '../api/get-player-offers';
import { OfferAmount, OfferAuthor, OfferState, offerAuthor } from '../components/offers-table';
import { useMarketLiveUpdates } from '../../shared/api/live-market';

const otherPlayers = (text: string | null) => {
  if (text === null) return MSG.hidden;
  try {
    const list = JSON.parse(text) as unknown[];
    return list.length ? MARKET_SCREEN.jugador(list.length, list.length === 1 ? '' : 'es') : '—';
  } catch {
    return '—';
  }
};

/** /offers/{playerId} (001 §2): the player's offers; staff confirm or close them after the window. */
export default function PlayerOffersRoute() {
  const playerId = Number(useParams().id);
  const me = useUser();
  const offers = usePlayerOffers(playerId);
  useMarketLiveUpdates();
  const decide = useDecideOffer();
  const navigate = useNavigate();
  const staff = can('decideOffers', me.data?.rol);
  const rules = useRulesInForce();

  const act = (offer: Offer, action: 'confirm' | 'close', done: () => void) =>
    decide.mutate(
      { offer, action },
      {
        onSettled: done,
        onSuccess: () => {
          if (action === 'confirm') navigate(paths.offers);
        },
        onError: (e) => notifyError(e, action === 'confirm' ? MSG.offerConfirmError : MSG.offerCloseError),
      },
    );

  const payment = useConfirmPayment(decide.isPending);
  // The offer's maker pays the player's team its total value and takes the player; closing moves nothing.
  const ask = (o: Offer, action: 'confirm' | 'close') => {
    // A hidden offer's amount and author are not on the wire (decision 009): the dialog says 'Oculto'.
    const amount = o.total_value === null ? MSG.hidden : formatPesos(o.total_value);
    const buyer = offerAuthor(o);
    const lines =
      action === 'confirm'
        ? [CONFIRM_MSG.offerPays(buyer, o.id_team.name, amount), CONFIRM_MSG.offerPlayer(o.name, o.id_team.name, buyer)]
        : [CONFIRM_MSG.closeOffer(buyer, o.name, amount)];
    const title = action === 'confirm' ? CONFIRM_MSG.confirmOfferTitle : CONFIRM_MSG.closeOfferTitle;
    payment.ask(
      { title, lines, confirmLabel: action === 'confirm' ? COMMON_SCREEN.confirmar : COMMON_SCREEN.cerrar, color: action === 'confirm' ? undefined : 'red' },
      (done) => act(o, action, done),
    );
  };

  if (offers.isPending) return <LoadingState />;
  if (offers.isError)
    return (
      <ErrorState message={offers.error instanceof ApiError && offers.error.code === 'player.not_found' ? offers.error.message : MSG.playerOffersLoadError} />
    );
  const { player, offers: data } = offers.data;
  const hiddenUntil = data.find((o) => o.hidden && o.active === 'yes')?.reveal_at;
  const openRound = data.find((o) => o.active === 'yes' && o.confirmed === 'no')?.reveal_at;
  return (
    <Stack>
      {payment.dialog}
      <Title order={1}>
        {MARKET_SCREEN.offersForPrefix}
        {player.name}
      </Title>
      {/* The reveal's line fills in with the season's rules and the server's clock (decision 044, "Nothing moves while a screen loads"). */}
      <DrawnWhole>
        <Card withBorder>
          <Group gap="xl">
            <Text>
              {COMMON_SCREEN.teamLabel}
              <b>{player.id_team.name}</b>
            </Text>
            <Anchor component={Link} to={paths.player(player.id)}>
              {PLAYER_PAGE_MSG.pageLink}
            </Anchor>
            <Text>
              {MARKET_SCREEN.valueLabel}
              <b>{formatPesos(player.value)}</b>
            </Text>
            <Text>
              {MARKET_SCREEN.caPa}{' '}
              <b>
                {player.ca}/{player.pa}
              </b>
            </Text>
            <Text>
              {MARKET_SCREEN.edad}
              <b>{player.age}</b>
            </Text>
          </Group>
        </Card>
        <Alert color="blue">
          {/* The documents' wording (001 §4), then the exact rule and time from the season's rules (decision 027). */}
          {MARKET_SCREEN.lasOfertasSeMuestranDespues}
          {revealHoursText(rules?.reveal_hours)}
          {MARKET_SCREEN.desdeLaPrimeraOfertaPor}
          {hiddenUntil && MARKET_SCREEN.seRevelanEl(formatDate(hiddenUntil))}
          <ClauseDecided revealAt={openRound} exact={!hiddenUntil} />
        </Alert>
        {mayUse('team', me.data) && (
          <Group>
            <Anchor component={Link} to={paths.clausula}>
              {MARKET_SCREEN.hacerUnaOferta}
            </Anchor>
          </Group>
        )}
        {data.length === 0 ? (
          <EmptyState message={MARKET_SCREEN.todaviaNoHayOfertasPor} />
        ) : (
          <ListTable
            minWidth={760}
            cards
            columns={[
              COMMON_SCREEN.usuario,
              MARKET_SCREEN.jugadoresExtra,
              { label: COMMON_SCREEN.valor, numeric: true },
              { label: COMMON_SCREEN.valorTotal, numeric: true },
              MARKET_SCREEN.horario,
              COMMON_SCREEN.estado,
              staff && COMMON_SCREEN.acciones,
            ]}
          >
            {data.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <OfferAuthor offer={o} />
                </Table.Td>
                <Table.Td>{otherPlayers(o.other_players)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <OfferAmount amount={o.value} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <OfferAmount amount={o.total_value} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.created_at)}</Table.Td>
                <Table.Td>
                  <OfferState offer={o} />
                </Table.Td>
                {staff && (
                  <Table.Td>
                    {o.confirmed === 'no' && o.active === 'yes' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => ask(o, 'confirm')} disabled={o.hidden} aria-label={MARKET_SCREEN.confirmarLaOfertaDe(offerAuthor(o))}>
                          {COMMON_SCREEN.confirmar}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => ask(o, 'close')} aria-label={MARKET_SCREEN.cerrarLaOfertaDe(offerAuthor(o))}>
                          {COMMON_SCREEN.cerrar}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </DrawnWhole>
    </Stack>
  );
}
