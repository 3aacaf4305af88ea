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
  error: MSG.chatbotError,
  contentRequired: 'Escribí un mensaje.',
  contentTooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX} caracteres.`,
  modelInvalid: 'El modelo no es válido.',
  cleared: 'Conversación borrada.',
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
    '¿Cuántos jugadores puedo perder por cláusula?',
    '¿Cómo está mi plantel?',
    '¿Cuándo es mi próximo partido?',
    '¿Qué subastas cierran pronto?',
    '¿Tengo jugadores suspendidos?',
    '¿Cómo va mi equipo en la tabla?',
    '¿Cuáles son mis últimos movimientos?',
  ],
  help: 'Soy el asistente de la Superliga. Puedo contestarte sobre el reglamento (cláusulas, subastas, apuestas, plantel, sanciones, premios) y sobre tus datos: tu presupuesto y tus movimientos, tu plantel y su promedio de CA, tus próximos partidos, las subastas que cierran pronto, tus jugadores suspendidos y dónde está tu equipo en la tabla.',
  unknown:
    'No lo sé: no encontré nada sobre eso en el reglamento ni en tus datos de la liga. Probá preguntar por cláusulas, subastas, apuestas, plantel, sanciones, premios, tu presupuesto o tus partidos.',
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
