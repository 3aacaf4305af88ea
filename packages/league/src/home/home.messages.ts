import { AUCTIONS_SCREEN } from '../screens/auctions.texts';
import type { NowItemKind } from './home.schema';

/** The home's "Ahora" texts (docs/decisions/034-what-needs-you-now.md): the server writes the cards with them, the web its frame. */
export const HOME_MSG = {
  sectionTitle: 'Ahora',
  empty: 'No hay nada que te espere ahora. Cuando una transferencia, una subasta, una oferta o un partido necesiten algo de vos, aparece acá.',
  /** Staff's empty list: what would appear there. */
  emptyStaff:
    'No hay resultados esperando al staff. Cuando una disputa necesite tu decisión o un partido quede sin reporte al cierre de su fecha, aparece acá.',
  /** The Admin's empty list: he also confirms the auctions' winners. */
  emptyAdmin:
    'No hay nada esperando al staff. Cuando una disputa necesite tu decisión, un partido quede sin reporte al cierre de su fecha o una subasta terminada espere que confirmes al ganador, aparece acá.',
  loadError: 'No se pudo cargar lo que te espera.',
  loading: 'Buscando lo que te espera…',
  /** The countdown's label once the time is reached (the card goes away with the next refresh). */
  done: 'Terminó',
  deadlineLabel: 'Hasta el',
  startsLabel: 'Se juega desde el',
  transferTitle: (from: string) => `Transferencia de ${from}: espera tu confirmación`,
  transferDetail: (players: string) => players,
  outbidTitle: (player: string) => `Te superaron en la subasta por ${player}`,
  outbidDetail: 'Otro manager lidera. Volvé a ofertar antes del cierre.',
  leadingTitle: (player: string) => `Liderás la subasta por ${player}`,
  leadingDetail: 'Ganás si nadie te supera antes del cierre.',
  offerTitle: (player: string) => `Tu oferta de cláusula por ${player}`,
  offerDetail: 'Sellada hasta el próximo corte: ahí se decide.',
  offerTieTitle: (player: string) => `Empate en la cláusula por ${player}`,
  offerTieDetail: 'Tu oferta empató: podés subirla hasta el cierre.',
  matchNextTitle: (home: string, away: string) => `Tu próximo partido: ${home} vs ${away}`,
  matchNextDetail: (stage: string) => `${stage}. Reportá el resultado antes del cierre de la fecha.`,
  matchToConfirmTitle: (home: string, away: string) => `Resultado para confirmar: ${home} vs ${away}`,
  matchToConfirmDetail: (score: string) => `Tu rival reportó ${score}. Si no lo confirmás ni lo disputás, queda confirmado al vencer el plazo.`,
  auctionToConfirmTitle: (player: string) => `Subasta terminada: ${player}`,
  auctionToConfirmDetail: (manager: string, team: string) => `Ganó ${manager} (${team}). Confirmá al ganador: paga y se lleva al jugador.`,
  matchToRuleTitle: (home: string, away: string) => `Disputa para decidir: ${home} vs ${away}`,
  matchToRuleDetail: (stage: string, tournament: string) => `${stage} de ${tournament}. Elegí qué versión del resultado queda.`,
  matchOverdueTitle: (home: string, away: string) => `Sin reporte: ${home} vs ${away}`,
  matchOverdueDetail: (stage: string, tournament: string) =>
    `${stage} de ${tournament}: venció el plazo de la fecha. Dale el walkover a quien lo reclama o marcalo como no jugado.`,
  /** What the card's amount is, by kind (the web writes it with formatPesos, which never wraps). */
  amountLabel: {
    'transfer.to_confirm': 'Monto',
    'auction.outbid': 'Mínimo para volver a liderar',
    'auction.leading': 'Tu oferta',
    'auction.to_confirm': 'Oferta ganadora',
    'offer.revealing': 'Tu oferta',
    'match.to_confirm': '',
    'match.next': '',
    'match.to_rule': '',
    'match.overdue': '',
  } satisfies Record<NowItemKind, string>,
  actions: {
    confirm: 'Confirmar',
    bid: 'Pujar',
    auction: 'Ver subasta',
    offer: 'Ver oferta',
    raise: 'Subir oferta',
    report: 'Reportar resultado',
    match: 'Ver partido',
    confirmResult: 'Confirmar resultado',
    rule: 'Decidir',
    resolve: 'Resolver',
    confirmWinner: AUCTIONS_SCREEN.confirmarGanador,
  },
} as const;
