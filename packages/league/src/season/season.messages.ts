import type { TournamentType } from '../constants';

/** Spanish texts of closing a tournament, rolling a season over, the palmarés and the calendar. */
export const SEASON_MSG = {
  tournamentTypeLabels: {
    PD: 'Liga de Primera (PD)',
    SD: 'Liga de Segunda (SD)',
    UCL: 'Champions (UCL)',
    UEL: 'Europa League (UEL)',
    CFM: 'Copa (CFM)',
  } satisfies Record<TournamentType, string>,
  prizeTableHelp: 'Montos en pesos de la posición 1 en adelante, separados por comas (por ejemplo 150000000, 120000000). Vacío: ese torneo no paga premios.',

  // Closing a tournament
  closingTitle: 'Cierre del torneo',
  closingIntro: 'Cuando el último partido del torneo está confirmado, cerrarlo paga de una vez los premios por posición y los objetivos de cada equipo.',
  tournamentNotFinished: 'El torneo todavía tiene partidos sin confirmar: no se puede cerrar.',
  tournamentWithoutMatches: 'El torneo no tiene partidos: no hay nada que cerrar.',
  finalDrawn: 'La final terminó empatada: corregí el resultado para saber quién salió campeón antes de cerrar el torneo.',
  tournamentAlreadyClosed: 'Este torneo ya fue cerrado y sus premios ya se pagaron.',
  tournamentClosed: 'Torneo cerrado: premios y objetivos pagados.',
  closingTeamWithoutManager: (team: string) => `${team} no tiene manager: asignale uno antes de cerrar el torneo para que cobre.`,
  closeConfirm: (total: string) => `¿Cerrar el torneo y pagar ${total} entre premios y objetivos? No se puede deshacer.`,
  closeButton: 'Cerrar torneo y pagar',
  closedAt: (when: string) => `Cerrado el ${when}.`,
  prizeDescription: (tournament: string, position: number) => `Premio ${tournament} (posición ${position})`,
  objectiveDescription: (tournament: string, objective: number, position: number) => `Objetivo ${tournament}: objetivo ${objective}.º, terminó ${position}.º`,
  objectivesSaved: 'Objetivos guardados.',
  objectiveInvalid: 'El objetivo es la posición a alcanzar: un número entero de 1 a 30.',
  objectiveTeamUnknown: 'Uno de los equipos no existe.',
  objectivesTitle: 'Objetivos',
  noPayments: 'Este cierre no paga nada (no hay premios ni objetivos cargados para estas posiciones).',

  // Rolling a season over
  rolloverTitle: 'Nueva temporada',
  rolloverIntro:
    'Empezá la temporada siguiente desde esta: se copian las reglas, los contadores de la temporada vuelven a cero, los jugadores cumplen un año, los bloqueados vuelven a registrados y se generan los fixtures. Planteles y presupuestos siguen igual.',
  seasonAlreadyRolled: 'Esta temporada ya pasó a la siguiente: no se puede volver a hacer.',
  seasonNotCurrent: 'Solo la temporada actual puede pasar a la siguiente.',
  seasonClosed: 'Esa temporada está cerrada: se puede consultar pero no modificar.',
  seasonRolled: (name: string) => `Temporada ${name} iniciada.`,
  rolloverConfirm: (name: string) => `¿Cerrar la temporada actual y empezar ${name}? No se puede deshacer.`,
  rolloverButton: 'Empezar la nueva temporada',
  fixturesSkipped: (division: string) => `${division} no tiene 14 equipos: su fixture no se genera (podés generarlo después).`,
  rolloverStartRequired: 'Tenés que indicar la fecha de inicio de la nueva temporada.',
  rolloverStartBefore: 'La nueva temporada tiene que empezar después de que empezó la actual.',

  // Palmarés and records
  palmaresIntro: 'Títulos y subcampeonatos de cada equipo y de cada manager: los torneos cerrados y los títulos traídos de la app vieja.',
  palmaresTeams: 'Por equipo',
  palmaresManagers: 'Por manager',
  palmaresRecords: 'Récords',
  champion: 'Campeón',
  runnerUp: 'Subcampeón',
  importedTitles: 'Títulos históricos',
  noHonours: 'Todavía no hay títulos.',
  recordLabels: {
    most_goals_season: 'Más goles en una temporada',
    biggest_win: 'Goleada más grande',
    most_expensive_signing: 'Fichaje más caro',
    longest_unbeaten_run: 'Invicto más largo',
  },
  noRecord: 'Sin datos todavía.',

  // Calendar
  calendarTitle: 'Calendario',
  calendarIntro:
    'Tu calendario personal (formato ICS) con las revelaciones de tus ofertas, el cierre de las subastas en las que pujaste, tus partidos con sus ventanas y plazos, los resultados que tenés que confirmar y las aperturas del mercado. Suscribite desde Google Calendar, Outlook o el calendario del teléfono con este enlace secreto: no lo compartas.',
  calendarCreate: 'Crear mi enlace de calendario',
  calendarRegenerate: 'Generar un enlace nuevo',
  calendarRevoke: 'Revocar el enlace',
  calendarRevoked: 'Enlace de calendario revocado.',
  calendarCreated: 'Enlace de calendario creado. Copialo ahora: no se vuelve a mostrar.',
  calendarActive: (since: string) => `Tenés un enlace activo desde el ${since}. Si lo perdiste, generá uno nuevo (el anterior deja de funcionar).`,
  calendarNone: 'No tenés un enlace de calendario.',
  calendarNotFound: 'Calendario no encontrado.',
  calendarRegenerateConfirm: '¿Generar un enlace nuevo? El anterior deja de funcionar.',
  calendarRevokeConfirm: '¿Revocar tu enlace de calendario? Deja de funcionar en todos lados.',
} as const;
