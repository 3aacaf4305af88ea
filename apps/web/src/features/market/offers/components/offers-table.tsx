import { Anchor, Badge, Table, Text } from '@mantine/core';
import { MSG, type Offer, paths, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { Link } from 'react-router';
import { ListTable } from '../../../../components/list-table';
import { formatDate, formatPesos } from '../../../../lib/format';

const Hidden = () => (
  <Text span c="dimmed" fs="italic">
    {MSG.hidden}
  </Text>
);

/** An amount, or 'Oculto' while the offer is inside its window (the server sent no number). */
export const OfferAmount = ({ amount }: { amount: number | null }) => (amount === null ? <Hidden /> : <>{formatPesos(amount)}</>);

/** An author the server withholds comes as `{ id: null, name: 'Oculto' }` (decision 016). */
const isHiddenAuthor = (author: { id: number | null }) => author.id === null;

/** Who made an offer, shown like a hidden amount while the server withholds it (the offer lists and the clause-round log). */
export const AuthorName = ({ author }: { author: { id: number | null; name: string } }) => (isHiddenAuthor(author) ? <Hidden /> : <>{author.name}</>);

export const OfferAuthor = ({ offer }: { offer: Offer }) => <AuthorName author={offer.created_by} />;

/** Who made the offer, or 'Oculto' while it is hidden from this reader. */
export const offerAuthor = (offer: Offer) => (isHiddenAuthor(offer.created_by) ? MSG.hidden : offer.created_by.name);

export function OfferState({ offer }: { offer: Offer }) {
  if (offer.confirmed === 'yes') return <Badge color="teal.9">{COMMON_SCREEN.confirmada}</Badge>;
  if (offer.active !== 'yes') return <Badge color="gray.8">{MARKET_SCREEN.cerrada}</Badge>;
  return <Badge color="blue.9">{MARKET_SCREEN.abierta}</Badge>;
}

/** Jugador, Equipo, Valor, Realizado por, Horario, Acciones ('Ofertas'): 000 §2 executed clauses. */
export function OffersTable({ offers, showState = false }: { offers: Offer[]; showState?: boolean }) {
  return (
    <ListTable
      minWidth={640}
      cards
      highlightOnHover
      stickyEnd
      columns={[
        COMMON_SCREEN.jugador,
        COMMON_SCREEN.equipo,
        { label: COMMON_SCREEN.valor, numeric: true },
        COMMON_SCREEN.realizadoPor,
        MARKET_SCREEN.horario,
        showState && COMMON_SCREEN.estado,
        COMMON_SCREEN.acciones,
      ]}
    >
      {offers.map((o) => (
        <Table.Tr key={o.id}>
          <Table.Td fw={500}>
            <Anchor component={Link} to={paths.player(o.id_player.id)}>
              {o.name}
            </Anchor>
          </Table.Td>
          <Table.Td>{o.id_team.name}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <OfferAmount amount={o.total_value} />
          </Table.Td>
          <Table.Td>
            <OfferAuthor offer={o} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.created_at)}</Table.Td>
          {showState && (
            <Table.Td>
              <OfferState offer={o} />
            </Table.Td>
          )}
          <Table.Td>
            <Anchor component={Link} to={paths.playerOffers(o.id_player.id)} aria-label={MARKET_SCREEN.ofertasPor(o.name)}>
              {MARKET_SCREEN.ofertas}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
