import {
  CHAT_MESSAGE_MAX,
  CUP_YELLOWS_PER_SUSPENSION,
  DIRECT_RED_ROUNDS,
  LEAGUE_YELLOWS_ONE_ROUND,
  LEAGUE_YELLOWS_TWO_ROUNDS,
  RED_CARD_ROUNDS,
} from '../constants';
import { MSG } from '../messages';

/** Texts of the league assistant (/chatbot). */
export const ASSISTANT_MSG = {
  title: 'ASISTENTE DE LA LIGA',
  error: MSG.assistantError,
  contentRequired: 'Escribí un mensaje.',
  contentTooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX} caracteres.`,
  modelInvalid: 'El modelo no es válido.',
  cleared: 'Conversación borrada.',
  /** The heading of the last movements, in the singular for one. */
  lastMovements: (n: number) => (n === 1 ? 'Tu último movimiento:' : `Tus últimos ${n} movimientos:`),
  placeholder: 'Preguntá sobre el reglamento, tu presupuesto, tu plantel…',
  send: 'Enviar',
  clear: 'Borrar conversación',
  typing: 'El asistente está escribiendo…',
  empty: 'Todavía no hay mensajes. Preguntá lo que quieras sobre la liga.',
  loadError: 'No se pudo obtener la conversación.',
  you: 'Vos',
  assistant: 'Asistente',
  suggestions: [
    '¿Cuánto presupuesto tengo?',
    '¿Contra quién juego la próxima fecha?',
    '¿Cuántos jugadores puedo perder por cláusula?',
    '¿A qué hora se revelan las cláusulas?',
    '¿Cómo van mis ofertas?',
    '¿Cómo está mi plantel?',
    '¿Qué subastas cierran pronto?',
    '¿Tengo jugadores suspendidos?',
    '¿Cómo va mi equipo en la tabla?',
    '¿Cuáles son mis últimos movimientos?',
  ],
  help: 'Soy el asistente de la Superliga. Puedo contestarte sobre el reglamento de la temporada (cláusulas y su rango en pesos, horarios de revelación, apertura del mercado, subastas, apuestas, plantel, sanciones, premios) y sobre tus datos: tu presupuesto y tus movimientos, tu plantel, tu próximo rival, tus suspendidos, la tabla, tus ofertas y si las ganaste, las ofertas por tus jugadores, tus apuestas, las subastas que cierran pronto y de qué equipo es un jugador.',
  unknown:
    'No lo sé: no encontré nada sobre eso en el reglamento ni en los datos de la liga. Probá preguntar por tu próximo partido, tus ofertas, el precio de la cláusula de un jugador, los horarios de revelación, tu presupuesto, tu plantel o la tabla.',
  noTeam: 'No tenés un equipo asignado, así que no tengo datos de plantel, partidos ni tabla para vos.',
  noSeason: 'No hay una temporada activa.',
  /** 'cuántas amarillas para suspensión': the league's and the cups' rule (001 §9), from the constants the suspensions use. */
  yellowRules:
    `En la liga (Primera y Segunda), ${LEAGUE_YELLOWS_ONE_ROUND} amarillas acumuladas dan 1 fecha de suspensión y ${LEAGUE_YELLOWS_TWO_ROUNDS} dan 2 fechas. ` +
    `En las copas (UCL, UEL y CFM), cada ${CUP_YELLOWS_PER_SUSPENSION} amarillas dan 1 fecha de suspensión, y las amarillas se reinician al llegar a la semifinal. ` +
    `Además, una roja da ${RED_CARD_ROUNDS} fecha y una roja directa ${DIRECT_RED_ROUNDS}.`,
  /** 'quién va primero en la tabla': the division's leader from the standings. */
  leader: (division: string, tournament: string, team: string, points: number, played: number) =>
    `${division} (${tournament}): va primero ${team} con ${points} ${points === 1 ? 'punto' : 'puntos'} en ${played} ${played === 1 ? 'partido' : 'partidos'}.`,
  noLeaderYet: (division: string, tournament: string) => `${division} (${tournament}): todavía no se jugaron partidos.`,
  noLeagueTournament: (division: string, season: string) => `Todavía no hay torneo de liga de ${division} cargado en ${season}.`,
  rulebookTitle: 'REGLAMENTO',
  rulebookSearch: 'Buscar en el reglamento',
  rulebookIndex: 'Índice',
  rulebookNoResults: 'No hay reglas que coincidan con la búsqueda.',
} as const;

/** An internal link inside an answer, as the assistant screen renders it: [label](/path). */
export const assistantLink = (label: string, path: string) => `[${label}](${path})`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The built-in assistant's answers from the season's data (decision 026). Amounts come formatted. */
export const ASSISTANT_ANSWER = {
  // ---- the fixture ----
  nextMatch: (stage: string, where: string, home: string, away: string, rival: string, local: boolean) =>
    `Tu próximo partido: ${stage} de ${where}, ${home} vs ${away} (jugás de ${local ? 'local' : 'visitante'} contra ${rival}).`,
  roundMatch: (stage: string, where: string, home: string, away: string, rival: string, local: boolean) =>
    `${stage} de ${where}: ${home} vs ${away} (jugás de ${local ? 'local' : 'visitante'} contra ${rival}).`,
  matchDated: (when: string) => `Está programado para el ${when}.`,
  noWindowYet: 'Todavía no tiene ventana de juego ni fecha límite cargadas en el fixture.',
  window: (starts: string, deadline: string) => `Se juega entre el ${starts} y el ${deadline} (fecha límite).`,
  laterMatches: 'Después:',
  laterLine: (stage: string, home: string, away: string) => `• ${stage}: ${home} vs ${away}.`,
  noRound: (round: number, team: string) => `No encontré un partido de ${team} en la Fecha ${round} del fixture.`,
  noMatches: (team: string, season: string) => `No hay partidos pendientes ni fixture cargado para ${team} en ${season}.`,
  playWindowUnknown: (season: string) =>
    `No lo sé todavía: el fixture de ${season} no tiene ventanas de juego ni fechas límite cargadas, así que no puedo decirte hasta cuándo hay para jugar.`,
  // ---- clause offers ----
  noOffers: (season: string) => `No hiciste ofertas de cláusula en ${season}.`,
  noOffersFor: (player: string, season: string) => `No tenés ofertas por ${player} en ${season}.`,
  myOffersTitle: 'Tus ofertas de cláusula:',
  offerWon: (player: string, total: string) => `• ${player}: ganaste. Tu oferta de ${total} se confirmó.`,
  offerReverted: (player: string, total: string) => `• ${player}: la ganaste con ${total}, pero la operación se revirtió.`,
  offerLost: (player: string, total: string) => `• ${player}: no la ganaste. Tu oferta de ${total} se cerró sin confirmarse.`,
  offerHidden: (player: string, total: string, reveal: string) =>
    `• ${player}: todavía no se sabe. Tu oferta de ${total} está oculta hasta el ${reveal}; recién ahí se comparan las ofertas, así que no puedo decirte si ganás.`,
  offerRevealed: (player: string, total: string, reveal: string) =>
    `• ${player}: la ronda se reveló el ${reveal} y todavía no se decidió. Tu oferta es de ${total}.`,
  noOffersOnPlayer: (player: string, season: string) => `No hay ofertas de cláusula por ${player} en ${season}.`,
  noOffersReceived: (season: string) => `No recibiste ofertas de cláusula por tus jugadores en ${season}.`,
  receivedTitle: 'Ofertas por tus jugadores:',
  hiddenOffers: (player: string, n: number, reveal: string) =>
    `• ${player}: ${plural(n, 'oferta abierta', 'ofertas abiertas')}, ocultas hasta el ${reveal}. No puedo decirte montos ni quién ofertó hasta entonces.`,
  yoursAmong: (total: string) => `  La tuya es de ${total}.`,
  revealedOffer: (player: string, author: string, total: string) => `• ${player}: ${author} ofrece ${total} (ronda revelada, sin decidir todavía).`,
  confirmedOffer: (player: string, author: string, total: string) => `• ${player}: se lo llevó ${author} por ${total}.`,
  closedOffers: (player: string, n: number) => `• ${player}: ${plural(n, 'oferta cerrada', 'ofertas cerradas')} sin confirmarse.`,
  // ---- the season's rules in force ----
  clauseRange: (player: string, team: string, value: string, min: string, max: string, season: string) =>
    `La cláusula de ${player} (${team}, valor ${value}) va de ${min} a ${max}, según las reglas de ${season}.`,
  clauseRangeRule: (minFactor: string, maxFactor: string, season: string) =>
    `En ${season} una cláusula va de ${minFactor} a ${maxFactor} veces el valor del jugador. Decime de qué jugador y te digo el rango en pesos.`,
  notClauseTarget: (player: string) => `Ojo: por ${player} no se puede ofertar: está bloqueado o restringido, o su equipo no juega en Primera ni en Segunda.`,
  revealRule: (hours: string) =>
    `Las ofertas de cláusula se revelan a las ${hours} (hora de la liga): cada ronda queda oculta hasta el primero de esos horarios después de la primera oferta por el jugador.`,
  yourReveals: 'Tus ofertas abiertas:',
  yourReveal: (player: string, reveal: string) => `• ${player}: se revela el ${reveal}.`,
  playerReveal: (player: string, reveal: string) => `Las ofertas abiertas por ${player} se revelan el ${reveal}.`,
  marketOpen: (when: string, hours: number, season: string) =>
    `El mercado (transferencias y subastas nuevas) abrió el ${when}, ${hours} horas después del inicio de ${season}. Ya está abierto.`,
  marketOpensAt: (when: string, hours: number, season: string) =>
    `El mercado (transferencias y subastas nuevas) abre el ${when}, ${hours} horas después del inicio de ${season}.`,
  // ---- players ----
  whichPlayer: 'Decime de qué jugador: escribí su nombre.',
  noPlayer: (name: string) => `No encontré a ningún jugador que se llame «${name}».`,
  manyPlayers: (name: string) => `Hay varios jugadores que coinciden con «${name}»; decime cuál:`,
  playerLine: (link: string, team: string) => `• ${link} (${team})`,
  playerTeam: (link: string, team: string, division: string | null, value: string, ca: number, pa: number, age: number, status: string) =>
    `${link} juega en ${team}${division ? ` (${division})` : ''}. Vale ${value}; CA ${ca}, PA ${pa}, ${age} años; estado: ${status}.`,
  // ---- bets ----
  noBets: 'No tenés apuestas.',
  betsTitle: 'Tus apuestas:',
  betPending: (bet: string, option: string, amount: string, payout: string) => `• ${bet} (${option}), ${amount}: sin resolver; si sale, cobrás ${payout}.`,
  betWon: (bet: string, option: string, amount: string, payout: string) => `• ${bet} (${option}), ${amount}: ganada, cobraste ${payout}.`,
  betLost: (bet: string, option: string, amount: string) => `• ${bet} (${option}), ${amount}: perdida.`,
  // ---- what it cannot tell ----
  onlyOwnMoney: 'No puedo decirte la plata de otro manager: sólo la tuya. Preguntame «¿cuánta plata tengo?».',
  forecast: 'No puedo saberlo: no adivino resultados. Puedo decirte tu próximo partido, cómo está la tabla o qué apuestas tenés.',
  seeMore: (link: string) => `Más en ${link}.`,
} as const;
