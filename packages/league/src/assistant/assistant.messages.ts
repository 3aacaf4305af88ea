import { CHAT_MESSAGE_MAX } from '../constants';
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
  help:
    'Soy el asistente de la Superliga. Puedo contestarte sobre el reglamento (cláusulas, subastas, apuestas, plantel, sanciones, premios) y sobre tus datos: tu presupuesto y tus movimientos, tu plantel y su promedio de CA, tus próximos partidos, las subastas que cierran pronto, tus jugadores suspendidos y dónde está tu equipo en la tabla.',
  unknown:
    'No lo sé: no encontré nada sobre eso en el reglamento ni en tus datos de la liga. Probá preguntar por cláusulas, subastas, apuestas, plantel, sanciones, premios, tu presupuesto o tus partidos.',
  noTeam: 'No tenés un equipo asignado, así que no tengo datos de plantel, partidos ni tabla para vos.',
  noSeason: 'No hay una temporada activa.',
  rulebookTitle: 'REGLAMENTO',
  rulebookSearch: 'Buscar en el reglamento',
  rulebookIndex: 'Índice',
  rulebookNoResults: 'No hay reglas que coincidan con la búsqueda.',
} as const;
