import { paths } from '../core/paths';
import { formatMoney } from '../market/money.rules';
import type { NotificationKind } from './notifications.schema';

/** What a notification says and where it leads: the one place these texts are written. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

const names = (list: readonly string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`);

export const NOTIFY = {
  outbid: (n: { player: string; playerId: number; amount: number }): NotificationText => ({
    kind: 'auction.outbid',
    title: 'Te superaron en una subasta',
    body: `Ofrecieron ${formatMoney(n.amount)} por ${n.player}. Podés volver a ofertar.`,
    link: paths.playerAuctions(n.playerId),
  }),
  auctionWon: (n: { player: string; playerId: number; amount: number }): NotificationText => ({
    kind: 'auction.ended',
    title: 'Ganaste la subasta',
    body: `${n.player} se suma a tu equipo por ${formatMoney(n.amount)}.`,
    link: paths.playerAuctions(n.playerId),
  }),
  auctionLost: (n: { player: string; playerId: number }): NotificationText => ({
    kind: 'auction.ended',
    title: 'Perdiste una subasta',
    body: `La subasta por ${n.player} terminó y fue para otro equipo.`,
    link: paths.playerAuctions(n.playerId),
  }),
  transferPending: (n: { from: string; players: readonly string[]; amount: number }): NotificationText => ({
    kind: 'transfer.pending',
    title: 'Una transferencia espera tu confirmación',
    body: `${n.from} propone ${names(n.players)} por ${formatMoney(n.amount)}.`,
    link: paths.transferencias,
  }),
  transferConfirmed: (n: { players: readonly string[]; amount: number }): NotificationText => ({
    kind: 'transfer.confirmed',
    title: 'Transferencia confirmada',
    body: `Se confirmó la transferencia de ${names(n.players)} por ${formatMoney(n.amount)}.`,
    link: paths.transferencias,
  }),
  transferCancelled: (n: { players: readonly string[]; by: string }): NotificationText => ({
    kind: 'transfer.cancelled',
    title: 'Transferencia cancelada',
    body: `${n.by} canceló la transferencia de ${names(n.players)}.`,
    link: paths.transferencias,
  }),
  /** Never the amount: the offer is hidden until its reveal time. */
  offerReceived: (n: { player: string; playerId: number; revealAt: string }): NotificationText => ({
    kind: 'offer.received',
    title: 'Ofertaron por tu jugador',
    body: `Llegó una oferta de cláusula por ${n.player}. El monto se revela el ${n.revealAt}.`,
    link: paths.playerOffers(n.playerId),
  }),
  clauseWon: (n: { player: string; playerId: number; amount: number }): NotificationText => ({
    kind: 'clause_round.ended',
    title: 'Ganaste la cláusula',
    body: `${n.player} se suma a tu equipo por ${formatMoney(n.amount)}.`,
    link: paths.playerOffers(n.playerId),
  }),
  clauseLost: (n: { player: string; playerId: number }): NotificationText => ({
    kind: 'clause_round.ended',
    title: 'Tu oferta de cláusula no ganó',
    body: `La ronda por ${n.player} terminó y tu oferta quedó cerrada.`,
    link: paths.playerOffers(n.playerId),
  }),
  betWon: (n: { amount: number }): NotificationText => ({
    kind: 'bet.settled',
    title: 'Ganaste una apuesta',
    body: `Cobraste ${formatMoney(n.amount)}.`,
    link: paths.apuestas,
  }),
  betLost: (n: { amount: number }): NotificationText => ({
    kind: 'bet.settled',
    title: 'Perdiste una apuesta',
    body: `Tu apuesta de ${formatMoney(n.amount)} se dio por perdida.`,
    link: paths.apuestas,
  }),
  prizePaid: (n: { amount: number; tournament: string; position: string }): NotificationText => ({
    kind: 'prize.paid',
    title: 'Cobraste un premio',
    body: `${formatMoney(n.amount)} por ${n.position} en ${n.tournament}.`,
    link: paths.movimientos,
  }),
  budgetChanged: (n: { amount: number; by: string }): NotificationText => ({
    kind: 'budget.changed',
    title: 'Cambió tu presupuesto',
    body: `${n.by} ${n.amount >= 0 ? 'sumó' : 'descontó'} ${formatMoney(Math.abs(n.amount))} ${n.amount >= 0 ? 'a' : 'de'} tu presupuesto.`,
    link: paths.movimientos,
  }),
  preferencesSaved: 'Preferencias guardadas.',
  pushOn: 'Notificaciones push activadas en este dispositivo.',
  pushOff: 'Notificaciones push desactivadas en este dispositivo.',
  screenTitle: 'NOTIFICACIONES',
  empty: 'No tenés notificaciones.',
  loadError: 'No se pudieron cargar las notificaciones.',
  markAll: 'Marcar todas como leídas',
  unreadBadge: 'Nueva',
  bellLabel: (unread: number) => (unread === 0 ? 'Notificaciones' : `Notificaciones: ${unread} sin leer`),
  allRead: 'Todas las notificaciones quedaron leídas.',
  marked: 'Notificación marcada como leída.',
  notFound: 'Notificación no encontrada.',
} as const;
