/** Spanish texts of rounds with dates, reported results, disputes and walkovers (docs/decisions/024). */
export const RESULTS_MSG = {
  windowsSaved: 'Fechas guardadas correctamente',
  windowOrder: 'El plazo de la fecha debe ser posterior a su inicio.',
  windowsOverlap: 'Las fechas deben ir en orden: cada una empieza después de que empieza la anterior.',
  stageUnknown: (stage: number) => `El torneo no tiene la fecha ${stage}.`,
  spreadInvalid: 'Elegí una fecha de inicio, los días entre fechas (1 o más) y los días de cada ventana (1 o más).',
  noWindow: 'La fecha de este partido todavía no tiene ventana de juego.',
  notStarted: 'La ventana de juego de esta fecha todavía no empezó.',
  notYourMatchToReport: 'Solo los managers de los dos equipos pueden reportar este partido.',
  notOpponent: 'Solo el manager del equipo rival puede confirmar o disputar este reporte.',
  alreadyReported: 'Este partido ya tiene un resultado reportado o resuelto.',
  noOpenReport: 'Este partido no tiene un reporte esperando respuesta.',
  noDispute: 'Este partido no tiene una disputa para resolver.',
  reportSaved: 'Resultado reportado. El rival tiene que confirmarlo o disputarlo.',
  reportConfirmed: 'Resultado confirmado',
  reportDisputed: 'Disputa enviada a la organización',
  disputeRuled: 'Disputa resuelta',
  walkoverGiven: 'Walkover registrado',
  unplayedMarked: 'Partido marcado como no jugado',
  walkoverTooEarly: 'El plazo de la fecha todavía no venció: no se puede dar un walkover.',
  walkoverNotOpen: 'Solo un partido sin reporte puede terminar por walkover o no jugado.',
  statsNotOwnTeam: 'Solo podés cargar las estadísticas de los jugadores de tu equipo.',
  statsRepeated: 'Un jugador aparece dos veces en las estadísticas.',
  commentRequired: 'Contá en un comentario qué está mal del reporte (hasta 1000 caracteres).',
  scoreInvalid: 'Los goles deben ser un número entero entre 0 y 30.',
  evidenceRequired: 'Adjuntá al menos una captura del partido.',
  evidenceTooMany: (n: number) => `Podés adjuntar hasta ${n} capturas.`,
  evidenceTooLarge: (mb: number) => `Cada captura puede pesar hasta ${mb} MB.`,
  evidenceType: 'Las capturas deben ser imágenes JPEG, PNG o WebP.',
  evidenceNotFound: 'Captura no encontrada.',
  reportOnLeagueOnly: 'Solo se reportan partidos de fechas con ventana de juego.',
  versionRequired: 'Elegí qué versión vale: la del reporte o la de la disputa.',
  directEntryClosed: 'Este partido se reporta y confirma desde su fecha: la carga directa es solo para la organización.',
  betClosed: 'La fecha de este partido ya empezó: la apuesta no admite nuevas apuestas.',
  lineInvalid: 'La línea de Más/Menos debe terminar en ,5 (por ejemplo 2,5), entre 0,5 y 20,5.',
  reportPrivate: 'Solo los managers de los dos equipos y la organización pueden ver el reporte y sus capturas.',
  reportOwnNotOpponent: 'No podés confirmar ni disputar tu propio reporte: lo hace el manager rival.',
  fixtureBetNeedsMatch: 'Ese partido no existe o no es de una fecha con ventana.',
  fixtureBetNeedsPlayer: 'Elegí un jugador de uno de los dos equipos del partido.',
  fixtureBetSettlesItself: 'Esta apuesta está atada a un partido: se liquida sola cuando su resultado queda firme.',
  fixtureMatchFinal: 'Ese partido ya tiene su resultado: no se pueden crear apuestas sobre él.',
} as const;

/** What the parties are told at each step (bell and push through the outbox; Discord hears confirmed results). */
type Teams = { home: string; away: string };
type Result = Teams & { score: string };
export const RESULTS_NOTICE = {
  reported: (m: Result) => ({ title: 'Reportaron tu partido', body: `Se reportó ${m.home} ${m.score} ${m.away}: confirmalo o disputalo.` }),
  confirmed: (m: Result) => ({ title: 'Resultado confirmado', body: `${m.home} ${m.score} ${m.away}.` }),
  confirmedBySilence: (m: Result) => ({
    title: 'Resultado confirmado por el servidor',
    body: `Nadie contestó en el plazo: ${m.home} ${m.score} ${m.away} quedó confirmado.`,
  }),
  disputed: (m: Teams) => ({ title: 'Resultado disputado', body: `El resultado de ${m.home} vs ${m.away} fue disputado: lo resuelve la organización.` }),
  ruled: (m: Result) => ({ title: 'Disputa resuelta', body: `La organización resolvió: ${m.home} ${m.score} ${m.away}.` }),
  walkover: (m: Result) => ({ title: 'Partido por walkover', body: `${m.home} ${m.score} ${m.away} (walkover).` }),
  unplayed: (m: Teams) => ({ title: 'Partido no jugado', body: `${m.home} vs ${m.away} quedó como no jugado.` }),
} as const;

/** A score as the notices read it: "2–1". */
export const scoreText = (home: number, away: number) => `${home}–${away}`;
