import { paths } from '../core/paths';
import { formatMoney } from '../market/money.rules';
import type { DeliveryChoice, NotificationKind } from './notifications.schema';

/** What a notification says and where it leads: the one place these texts are written. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

const names = (list: readonly string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`);

export const NOTIFY = {
  /** Opens the auction's bid box with the minimum filled in; resolved once he bids again or the auction closes (decision 034). */
  outbid: (n: { player: string; playerId: number; auctionId: number; amount: number }): NotificationText => ({
    kind: 'auction.outbid',
    title: 'Te superaron en una subasta',
    body: `Ofrecieron ${formatMoney(n.amount)} por ${n.player}. Podés volver a ofertar.`,
    link: paths.auctionBid(n.playerId, n.auctionId),
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
  auctionDeserted: (n: { player: string; playerId: number }): NotificationText => ({
    kind: 'auction.ended',
    title: 'Subasta desierta',
    body: `Nadie ofertó a tiempo por ${n.player}: la subasta cerró sin ganador y el jugador quedó libre.`,
    link: paths.playerAuctions(n.playerId),
  }),
  /** Opens the dashboard at the transfer, with its confirm button; resolved once the transfer is handled. */
  transferPending: (n: { id: number; from: string; players: readonly string[]; amount: number }): NotificationText => ({
    kind: 'transfer.pending',
    title: 'Una transferencia espera tu confirmación',
    body: `${n.from} propone ${names(n.players)} por ${formatMoney(n.amount)}.`,
    link: paths.pendingTransfer(n.id),
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
  /** A tie at the reveal: the tied managers may raise until the extension ends. */
  clauseTie: (n: { player: string; playerId: number; until: string }): NotificationText => ({
    kind: 'clause_round.ended',
    title: 'Empate en la ronda de cláusulas',
    body: `Tu oferta por ${n.player} empató: la ronda sigue hasta el ${n.until} y podés subirla.`,
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
  operationReversed: (n: { operation: string; players: readonly string[]; reason: string; amount: number }): NotificationText => ({
    kind: 'operation.reversed',
    title: 'Se revirtió una operación',
    body:
      `El Admin revirtió ${n.operation} (${names(n.players)}). Motivo: ${n.reason}.` +
      (n.amount > 0 ? ` Se te devolvieron ${formatMoney(n.amount)}.` : n.amount < 0 ? ` Se te descontaron ${formatMoney(-n.amount)}.` : ''),
    link: paths.movimientos,
  }),
  /** Every other manager hears of a new free agent: he may be auctioned now. */
  playerReleased: (n: { player: string; playerId: number; team: string }): NotificationText => ({
    kind: 'player.released',
    title: 'Hay un agente libre nuevo',
    body: `${n.team} liberó a ${n.player}.`,
    link: paths.player(n.playerId),
  }),
  /** The manager hears when the Admin acted on their squad (money may have moved). */
  squadActionByStaff: (n: { by: string; action: string; player: string; amount: number }): NotificationText => ({
    kind: 'budget.changed',
    title: 'El staff cambió tu plantel',
    body: `${n.by} ${n.action} a ${n.player}${n.amount ? ` (${n.amount > 0 ? 'cobraste' : 'pagaste'} ${formatMoney(Math.abs(n.amount))})` : ''}.`,
    link: paths.plantel,
  }),
  /** A step of a reported result of the user's match (docs/decisions/024). */
  matchResult: (n: { title: string; body: string; matchId: number }): NotificationText => ({
    kind: 'match.result',
    title: n.title,
    body: n.body,
    link: paths.match(n.matchId),
  }),
  /**
   * A followed player's market news (docs/decisions/035-market-filters-and-watchlist.md): only what
   * is public — an offer's existence and reveal time, never its amount or author (decisions 013, 016).
   */
  watchOffer: (n: { player: string; playerId: number; revealAt: string }): NotificationText => ({
    kind: 'watchlist.activity',
    title: 'Ofertaron por un jugador que seguís',
    body: `Llegó una oferta de cláusula por ${n.player}. Se revela el ${n.revealAt}.`,
    link: paths.playerOffers(n.playerId),
  }),
  watchAuctionOpened: (n: { player: string; playerId: number; endsAt: string }): NotificationText => ({
    kind: 'watchlist.activity',
    title: 'Un jugador que seguís salió a subasta',
    body: `${n.player} está en subasta hasta el ${n.endsAt}.`,
    link: paths.playerAuctions(n.playerId),
  }),
  watchAuctionEnded: (n: { player: string; playerId: number; team: string | null }): NotificationText => ({
    kind: 'watchlist.activity',
    title: 'Terminó la subasta de un jugador que seguís',
    body: n.team ? `La subasta de ${n.player} terminó: pasa a ${n.team}.` : `La subasta de ${n.player} terminó sin ganador.`,
    link: paths.player(n.playerId),
  }),
  watchRoundResolved: (n: { player: string; playerId: number; team: string }): NotificationText => ({
    kind: 'watchlist.activity',
    title: 'Se resolvió la ronda de un jugador que seguís',
    body: `La ronda de cláusulas por ${n.player} terminó: pasa a ${n.team}.`,
    link: paths.player(n.playerId),
  }),
  preferencesSaved: 'Preferencias guardadas.',
  pushOn: 'Notificaciones push activadas en este dispositivo.',
  pushOff: 'Notificaciones push desactivadas en este dispositivo.',
  pushEndpointRefused: 'Ese servicio push no se puede usar: tiene que ser https en el puerto 443 y en una dirección pública.',
  pushTooMany: (max: number) => `Ya tenés ${max} dispositivos con notificaciones push. Desactivá alguno para sumar este.`,
  pushTaken: 'Este dispositivo ya recibe las notificaciones de otra cuenta. Desactivalas desde esa cuenta y volvé a probar.',
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

/** How each kind and each choice reads on the preferences screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'auction.outbid': 'Te superan en una subasta',
  'auction.ended': 'Termina una subasta en la que ofertaste',
  'transfer.pending': 'Una transferencia espera tu confirmación',
  'transfer.confirmed': 'Se confirma una transferencia tuya',
  'transfer.cancelled': 'Se cancela una transferencia tuya',
  'offer.received': 'Ofertan por un jugador tuyo',
  'clause_round.ended': 'Termina una ronda de cláusulas en la que ofertaste',
  'bet.settled': 'Se resuelve una apuesta tuya',
  'prize.paid': 'Cobrás un premio',
  'budget.changed': 'El staff cambia tu presupuesto',
  'operation.reversed': 'El Admin revierte una operación tuya',
  'player.released': 'Un equipo libera a un jugador',
  'match.result': 'Reportan, confirman o disputan un resultado de tu partido',
  'deadline.reminder': 'Recordatorios de vencimientos (elegí la anticipación en «Recordatorios»)',
  'watchlist.activity': 'Un jugador que seguís recibe una oferta o sale a subasta',
};
export const DELIVERY_CHOICE_LABELS: Record<DeliveryChoice, string> = { app: 'En la app', push: 'En la app y push', none: 'No avisar' };

export const NOTIFY_SCREEN = {
  preferences: 'Preferencias',
  savePreferences: 'Guardar preferencias',
  pushTitle: 'Notificaciones push',
  pushHelp: 'Activalas en cada teléfono o computadora donde quieras recibirlas.',
  pushEnable: 'Activar en este dispositivo',
  pushDisable: 'Desactivar en este dispositivo',
  pushUnsupported: 'Este navegador no admite notificaciones push (en iPhone, instalá la app en la pantalla de inicio).',
  pushDenied: 'El navegador bloqueó las notificaciones de Superliga: habilitalas en su configuración.',
  discordTitle: 'Discord',
  discordIdLabel: 'Tu ID de usuario de Discord',
  discordIdHelp: 'Para que los anuncios de la liga te mencionen. En Discord: Ajustes › Avanzado › Modo desarrollador, y "Copiar ID" en tu perfil.',
  save: 'Guardar',
  webhookTitle: 'Anuncios de la liga en Discord',
  webhookLabel: 'URL del webhook (https)',
  webhookHelp: 'Vacío: no se anuncia nada.',
  webhookEvents: 'Qué se anuncia',
} as const;
